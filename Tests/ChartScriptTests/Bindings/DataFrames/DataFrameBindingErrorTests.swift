import XCTest
@testable import ChartScript

/// ChartData's errors come out of DataFrame cells as clear errors and leave the session as it was.
final class DataFrameBindingErrorTests: XCTestCase {
    func testMissingFileNamesTheFile() throws {
        let error = try XCTUnwrap(CellRunner().error("try DataFrame(contentsOfCSVFile: \"/no/such/folder/students.csv\")"))
        XCTAssertEqual(error.name, "ValueError")
        XCTAssertTrue(error.value.contains("students.csv"), error.value)
    }

    func testACellCatchesChartDatasErrorByItsSwiftType() {
        let runner = CellRunner()
        runner.run("""
            do {
                _ = try DataFrame(contentsOfCSVFile: "/no/such/folder/students.csv")
            } catch let error as TableError {
                print("TableError:", error)
            }
            """)
        XCTAssertTrue(runner.context.stdout.hasPrefix("TableError: no file '/no/such/folder/students.csv'"), runner.context.stdout)
    }

    func testUnknownColumnSuggestsTheClosestName() throws {
        let fixtures = try TableFixtures()
        let runner = CellRunner()
        runner.run("let students = try DataFrame(contentsOfCSVFile: \"\(fixtures.csvURL.path)\")")
        for cell in ["students.grouped(by: \"subjct\").counts()", "students[\"subjet\"]", "students[\"sbject\", String.self]",
                     "try DataFrame(contentsOfCSVFile: \"\(fixtures.csvURL.path)\", columns: [\"subjet\"])"] {
            let error = try XCTUnwrap(runner.error(cell), cell)
            XCTAssertTrue(error.value.contains("did you mean 'subject'"), "\(cell): \(error.value)")
        }
        XCTAssertEqual(runner.run("students.shape.rows"), "6", "a failing cell must leave earlier state intact")
    }

    func testBadSQLGivesSQLiteMessageAndTheQuery() throws {
        let fixtures = try TableFixtures()
        try fixtures.makeDatabase()
        let runner = CellRunner()
        let error = try XCTUnwrap(runner.error("try DataFrame(sqlite: \"\(fixtures.databaseURL.path)\", query: \"SELEC name FROM students\")"))
        XCTAssertEqual(error.name, "ValueError")
        XCTAssertTrue(error.value.contains("SELEC name FROM students"), error.value)
        let mismatch = try XCTUnwrap(runner.error("try DataFrame(sqlite: \"\(fixtures.databaseURL.path)\", query: \"SELECT name FROM students WHERE year = ?\")"))
        XCTAssertTrue(mismatch.value.contains("placeholder"), mismatch.value)
    }

    func testChartOfAFrameWithoutTwoColumnsSaysWhichToPick() throws {
        let fixtures = try TableFixtures()
        let runner = CellRunner()
        runner.run("let students = try DataFrame(contentsOfCSVFile: \"\(fixtures.csvURL.path)\")")
        let error = try XCTUnwrap(runner.error("try BarChart(students)"))
        XCTAssertTrue(error.value.contains("two columns"), error.value)
        XCTAssertNotNil(runner.error("try DataFrame(contentsOfCSVFile: 42)"))
        XCTAssertEqual(runner.error("LineGraph([1, 2])[0]")?.name, "TypeError", "values without a subscript still say so")
        XCTAssertEqual(runner.error("students.rows[99]")?.name, "IndexError")
    }
}
