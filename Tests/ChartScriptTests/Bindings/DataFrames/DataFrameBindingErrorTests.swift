import XCTest
@testable import ChartScript

/// ChartData's errors come out of cells as clear errors and leave the session as it was.
final class TableBindingErrorTests: XCTestCase {
    func testMissingFileNamesTheFile() throws {
        let error = try XCTUnwrap(CellRunner().error("try Table(csv: \"/no/such/folder/students.csv\")"))
        XCTAssertEqual(error.name, "ValueError")
        XCTAssertTrue(error.value.contains("students.csv"), error.value)
    }

    func testACellCatchesChartDatasErrorByItsSwiftType() {
        let runner = CellRunner()
        runner.run("""
            do {
                _ = try Table(csv: "/no/such/folder/students.csv")
            } catch let error as TableError {
                print("TableError:", error)
            }
            """)
        XCTAssertTrue(runner.context.stdout.hasPrefix("TableError: no file '/no/such/folder/students.csv'"), runner.context.stdout)
    }

    func testUnknownColumnSuggestsTheClosestName() throws {
        let fixtures = try TableFixtures()
        let runner = CellRunner()
        runner.run("let students = try Table(csv: \"\(fixtures.csvURL.path)\")")
        for cell in ["try students.count(by: \"subjct\")", "students[\"subjet\"]", "students.filter { $0[\"sbject\"] == \"Math\" }"] {
            let error = try XCTUnwrap(runner.error(cell), cell)
            XCTAssertTrue(error.value.contains("did you mean 'subject'"), "\(cell): \(error.value)")
        }
        XCTAssertEqual(runner.run("students.rowCount"), "6", "a failing cell must leave earlier state intact")
    }

    func testBadSQLGivesSQLiteMessageAndTheQuery() throws {
        let fixtures = try TableFixtures()
        try fixtures.makeDatabase()
        let runner = CellRunner()
        let error = try XCTUnwrap(runner.error("try Table(sqlite: \"\(fixtures.databaseURL.path)\", query: \"SELEC name FROM students\")"))
        XCTAssertEqual(error.name, "ValueError")
        XCTAssertTrue(error.value.contains("SELEC name FROM students"), error.value)
        let mismatch = try XCTUnwrap(runner.error("try Table(sqlite: \"\(fixtures.databaseURL.path)\", query: \"SELECT name FROM students WHERE year = ?\")"))
        XCTAssertTrue(mismatch.value.contains("placeholder"), mismatch.value)
    }

    func testChartOfATableWithoutTwoColumnsSaysWhichToPick() throws {
        let fixtures = try TableFixtures()
        let runner = CellRunner()
        runner.run("let students = try Table(csv: \"\(fixtures.csvURL.path)\")")
        let error = try XCTUnwrap(runner.error("try BarChart(students)"))
        XCTAssertTrue(error.value.contains("two columns"), error.value)
        XCTAssertNotNil(runner.error("students[\"name\"].mean"), "text columns have no mean")
        XCTAssertNotNil(runner.error("try Table(csv: 42)"))
        XCTAssertEqual(runner.error("LineGraph([1, 2])[0]")?.name, "TypeError", "values without a subscript still say so")
        XCTAssertEqual(runner.error("students[1.5]")?.name, "TypeError")
        XCTAssertEqual(runner.error("students[99]")?.name, "IndexError")
    }

    func testMisspeltTableMemberSuggestsTheBoundName() throws {
        let fixtures = try TableFixtures()
        let runner = CellRunner()
        runner.run("let students = try Table(csv: \"\(fixtures.csvURL.path)\")")
        let property = try XCTUnwrap(runner.error("students.rowCont"))
        XCTAssertEqual(property.name, "AttributeError")
        XCTAssertTrue(property.value.contains("rowCount"), property.value)
        let method = try XCTUnwrap(runner.error("students.cont(by: \"subject\")"))
        XCTAssertTrue(method.value.contains("count"), method.value)
        let labels = try XCTUnwrap(runner.error("students.count(of: \"subject\")"))
        XCTAssertTrue(labels.value.contains("count(by:)"), labels.value)
    }

    func testStatisticsOfATextColumnFailWithoutCrashing() throws {
        let fixtures = try TableFixtures()
        let runner = CellRunner()
        runner.run("let students = try Table(csv: \"\(fixtures.csvURL.path)\")")
        XCTAssertNotNil(runner.error("try students.sum(of: \"name\", by: \"subject\")"))
        XCTAssertNotNil(runner.error("try students.count(byMonthOf: \"name\")"))
        XCTAssertEqual(runner.run("students.head(-1).rowCount"), "0")
    }
}
