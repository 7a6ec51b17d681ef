import Foundation
import XCTest
import JupyterEngine
@testable import ChartScript

/// The cells a notebook runs on the committed sample data (notebooks/data), from the
/// notebooks folder as the kernel's working directory, checked against counts read from
/// the file independently.
final class SampleDataCellTests: XCTestCase {
    private static let notebooks = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("notebooks")
    private var previousDirectory = ""

    override func setUpWithError() throws {
        let csv = Self.notebooks.appendingPathComponent("data/students.csv").path
        guard FileManager.default.fileExists(atPath: csv) else { throw XCTSkip("no sample data at \(csv)") }
        previousDirectory = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(Self.notebooks.path)
    }

    override func tearDown() {
        FileManager.default.changeCurrentDirectoryPath(previousDirectory)
    }

    /// Students per subject, read line by line: the four fields after the name are never quoted.
    private func subjectCounts() throws -> [String: Int] {
        let text = try String(contentsOf: Self.notebooks.appendingPathComponent("data/students.csv"), encoding: .utf8)
        var counts: [String: Int] = [:]
        for line in text.split(whereSeparator: \.isNewline).dropFirst() {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            guard fields.count >= 5 else { continue }
            counts[String(fields[fields.count - 4]), default: 0] += 1
        }
        return counts
    }

    func testEnrollmentCellsOnTheSampleCSV() throws {
        let counts = try subjectCounts()
        let largest = try XCTUnwrap(counts.values.max())
        let runner = CellRunner()
        XCTAssertEqual(runner.run("let students = try DataFrame(contentsOfCSVFile: \"data/students.csv\")"), "")
        XCTAssertEqual(runner.run("students.shape.rows"), String(counts.values.reduce(0, +)))
        XCTAssertEqual(runner.run("let bySubject = students.grouped(by: \"subject\").counts(order: .descending)"), "")
        XCTAssertEqual(runner.run("bySubject.shape.rows"), String(counts.count))
        XCTAssertEqual(runner.run("bySubject[\"count\", Int.self][0]!"), String(largest))
        XCTAssertEqual(runner.run("bySubject[\"count\", Int.self].compactMap { $0 }.reduce(0, +)"), String(counts.values.reduce(0, +)))
        XCTAssertEqual(runner.run("students[students[\"subject\", String.self] == \"Math\"].shape.rows"), String(counts["Math"] ?? 0))
        XCTAssertEqual(runner.run("students.grouped(by: \"enrolled\", timeUnit: .month).counts().shape.rows"), "36")
        for cell in ["try BarChart(bySubject)", "try PieChart(bySubject)", "try LineGraph(students.grouped(by: \"enrolled\", timeUnit: .month).counts())"] {
            guard case .success(let result) = runner.outcome(cell) else { return XCTFail("\(cell) failed") }
            XCTAssertNotNil(result?.chartSVG, cell)
        }
        guard case .success(let shown) = runner.outcome("students") else { return XCTFail("students failed") }
        XCTAssertNotNil(shown?.data["text/html"])
        XCTAssertNotNil(shown?.data["text/plain"])
    }

    func testParameterisedQueryOnTheSampleDatabase() {
        let runner = CellRunner()
        XCTAssertEqual(runner.run("""
            let db = try DataFrame(sqlite: "data/school.sqlite",
                               query: "SELECT subject, COUNT(*) AS n FROM enrollments WHERE year = ? GROUP BY subject",
                               arguments: [2024])
            """), "")
        XCTAssertEqual(runner.run("db.columns.map { $0.name }"), #"["subject", "n"]"#)
        let total = runner.run("try DataFrame(sqlite: \"data/school.sqlite\", query: \"SELECT COUNT(*) AS c FROM enrollments WHERE year = ?\", arguments: [2024])[\"c\", Int.self][0]!")
        XCTAssertEqual(runner.run("db[\"n\", Int.self].compactMap { $0 }.reduce(0, +)"), total)
        guard case .success(let result) = runner.outcome("try BarChart(db)") else { return XCTFail("BarChart(db) failed") }
        XCTAssertNotNil(result?.chartSVG)
    }
}
