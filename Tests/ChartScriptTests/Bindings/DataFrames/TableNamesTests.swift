import XCTest
@testable import ChartScript

/// The older Table's names are errors that name the DataFrame's way to write them.
final class TableNamesTests: XCTestCase {
    private func error(_ code: String, after setUp: String = "") -> String {
        let runner = CellRunner()
        if !setUp.isEmpty { XCTAssertEqual(runner.run(setUp), "", setUp) }
        return runner.error(code)?.value ?? "no error from \(code)"
    }

    private let frame = #"let students = try DataFrame(csvText: "name,subject,year\nAda,Math,2024\nBo,Art,2025")"#

    func testTheInitialisersNameTheDataFrames() {
        XCTAssertTrue(error(#"try Table(csv: "data/students.csv")"#)
            .contains("'Table(csv:)' is the older Table's; here read a CSV file with DataFrame(contentsOfCSVFile:)"))
        XCTAssertTrue(error(#"let t = try Table(csv: "data/students.csv", separator: ";")"#).contains("CSVReadingOptions' delimiter"))
        XCTAssertTrue(error(#"try Table(csvText: "a\n1")"#).contains("DataFrame(csvText:)"))
        XCTAssertTrue(error(#"try Table(sqlite: "s.sqlite", query: "SELECT 1", arguments: [2024])"#)
            .contains("DataFrame(sqlite:query:arguments:readOnly:)"))
    }

    func testTheMembersNameTheirReplacementsOnADataFrame() {
        let expected = [
            #"students.count(by: "subject")"#: "grouped(by:).counts(order: .descending)",
            #"students.count(byMonthOf: "enrolled")"#: "grouped(by:timeUnit: .month).counts() (months without rows are not listed)",
            #"students.count(byYearOf: "enrolled")"#: "grouped(by:timeUnit: .year).counts()",
            #"students.sum(of: "year", by: "subject")"#: "grouped(by:).sums(_:_:)",
            #"students.mean(of: "year", by: "subject")"#: "grouped(by:).means(_:_:)",
            #"students.filter(where: "year", equals: 2025)"#: "a mask picks: frame[frame[\"year\", Int.self] == 2025]",
            #"students.sorted(by: "year", ascending: false)"#: "sorted(on:order:)",
            "students.rowCount": "shape.rows",
            "students.columnCount": "shape.columns",
            #"students.selecting(["name"])"#: "selecting(columnNames:)",
        ]
        for (code, replacement) in expected {
            let message = error(code, after: frame)
            XCTAssertTrue(message.contains("is the older Table's; here") && message.contains(replacement), "\(code): \(message)")
        }
    }

    func testAColumnsArraysNameCompactMap() {
        XCTAssertTrue(error(#"students["year", Int.self].integers"#, after: frame).contains("compactMap { $0 }"))
        XCTAssertTrue(error(#"students["year"].integers"#, after: frame).contains("compactMap { $0 }"))
        XCTAssertTrue(error(#"students["name", String.self].strings"#, after: frame).contains("map { $0 ?? \"\" }"))
        XCTAssertTrue(error(#"students["year", Double.self].doubles"#, after: frame).contains("compactMap { $0 }"))
        let runner = CellRunner()
        runner.run(frame)
        XCTAssertEqual(runner.run(#"students["year", Int.self].doubles.sum()"#), "4049.0", "Column<Int>'s own doubles stays")
    }

    func testTheDataFramesOwnVerbsStillWork() {
        let runner = CellRunner()
        runner.run(frame)
        XCTAssertEqual(runner.run(#"print(students.filter(on: "year", Int.self) { ($0 ?? 0) > 2024 }.shape.rows)"#), "")
        XCTAssertEqual(runner.context.stdout, "1\n")
        XCTAssertEqual(runner.run(#"students.sorted(on: "year", order: .descending).rows[0]["name", String.self]!"#), #""Bo""#)
        XCTAssertEqual(runner.run(#"students["year", Int.self].compactMap { $0 }"#), "[2024, 2025]")
        XCTAssertEqual(runner.run(#"students["name", String.self].compactMap { $0?.uppercased() }"#), #"["ADA", "BO"]"#)
    }

    func testInspectionOfTableSaysItIsRetired() throws {
        let runner = CellRunner()
        let text = try XCTUnwrap(runner.engine.inspect(code: "Table", cursorPosition: 5, detailLevel: 0)?.plainText)
        XCTAssertTrue(text.contains("replaced by DataFrame"), text)
    }
}
