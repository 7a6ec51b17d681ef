import XCTest
@testable import ChartScript

/// DataFrames from SQLite queries in cells, with bound arguments.
final class DataFrameSQLiteBindingsTests: XCTestCase {
    func testQueryWithABoundYearCountsAndCharts() throws {
        let fixtures = try TableFixtures()
        try fixtures.makeDatabase()
        let runner = CellRunner()
        XCTAssertEqual(runner.run("""
            let db = try DataFrame(sqlite: "\(fixtures.databaseURL.path)",
                               query: "SELECT subject, COUNT(*) AS n FROM students WHERE year = ? GROUP BY subject ORDER BY n DESC, subject",
                               arguments: [2024])
            """), "")
        XCTAssertEqual(runner.run("db[\"subject\", String.self].compactMap { $0 }"), #"["Math", "Art", "Physics"]"#)
        XCTAssertEqual(runner.run("db[\"n\", Int.self].compactMap { $0 }"), "[2, 1, 1]")
        XCTAssertEqual(runner.run("try BarChart(db).values"), "[2.0, 1.0, 1.0]")
        guard case .success(let result) = runner.outcome("try PieChart(db)") else { return XCTFail("PieChart(db) failed") }
        XCTAssertNotNil(result?.chartSVG)
    }

    func testAnArgumentThatLooksLikeSQLStaysAValue() throws {
        let fixtures = try TableFixtures()
        try fixtures.makeDatabase()
        let runner = CellRunner()
        let path = fixtures.databaseURL.path
        XCTAssertEqual(runner.run("""
            try DataFrame(sqlite: "\(path)", query: "SELECT name FROM students WHERE subject = ?", arguments: ["x' OR '1'='1"]).shape.rows
            """), "0")
        XCTAssertEqual(runner.run("""
            try DataFrame(sqlite: "\(path)", query: "SELECT name FROM students WHERE subject = ? AND year = ?", arguments: ["Art", 2023])["name", String.self].compactMap { $0 }
            """), #"["Fay"]"#)
        XCTAssertEqual(runner.run("try DataFrame(sqlite: \"\(path)\", query: \"SELECT COUNT(*) AS c FROM students\")[\"c\", Int.self].compactMap { $0 }"), "[6]")
    }

    func testADateArgumentBindsAsISOText() throws {
        let fixtures = try TableFixtures()
        try fixtures.makeDatabase()
        let runner = CellRunner()
        XCTAssertEqual(runner.run("""
            try DataFrame(sqlite: "\(fixtures.databaseURL.path)", query: "SELECT ? AS day", arguments: [Date(timeIntervalSince1970: 86_400)])["day"][0]!
            """), "1970-01-02 00:00:00 +0000")
    }
}
