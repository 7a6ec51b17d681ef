import XCTest
import JupyterEngine
@testable import ChartScript

/// Tables loaded from CSV in cells: display, columns as arrays, counting, grouping,
/// filtering with a closure, sorting, and charts of the counts.
final class TableBindingsTests: XCTestCase {
    private var fixtures: TableFixtures!
    private var runner: CellRunner!

    override func setUpWithError() throws {
        fixtures = try TableFixtures()
        runner = CellRunner()
        XCTAssertEqual(runner.run("let students = try Table(csv: \"\(fixtures.csvURL.path)\")"), "")
    }

    private func bundle(_ code: String) -> MimeBundle? {
        if case .success(let result) = runner.outcome(code) { return result }
        XCTFail("cell failed: \(code): \(runner.run(code))")
        return nil
    }

    func testTableShowsAsHTMLAndPlainTextInOneBundle() throws {
        let shown = try XCTUnwrap(bundle("students"))
        let html = try XCTUnwrap(shown.data["text/html"]?.stringValue)
        XCTAssertTrue(html.contains("<table"), html)
        XCTAssertTrue(html.contains("Physics"), html)
        let text = try XCTUnwrap(shown.plainText)
        XCTAssertTrue(text.contains("subject"), text)
        XCTAssertTrue(text.contains("Fay"), text)
    }

    func testSizeAndColumnNames() {
        XCTAssertEqual(runner.run("students.rowCount"), "6")
        XCTAssertEqual(runner.run("students.columnCount"), "4")
        XCTAssertEqual(runner.run("students.columnNames"), #"["name", "subject", "enrolled", "score"]"#)
        XCTAssertEqual(runner.run("students.columnTypes"), #"["text", "text", "date", "integer"]"#)
    }

    func testCountBySubjectIsLargestFirstAndItsColumnsGiveTypedArrays() {
        runner.run("let bySubject = try students.count(by: \"subject\")")
        XCTAssertEqual(runner.run("bySubject.columnNames"), #"["subject", "count"]"#)
        XCTAssertEqual(runner.run("bySubject[\"subject\"]"), "subject (text, 3 rows)")
        XCTAssertEqual(runner.run("bySubject[\"subject\"].strings"), #"["Math", "Art", "Physics"]"#)
        XCTAssertEqual(runner.run("bySubject[\"count\"].integers"), "[3, 2, 1]")
        XCTAssertEqual(runner.run("bySubject[\"count\"].doubles"), "[3.0, 2.0, 1.0]")
        XCTAssertEqual(runner.run("bySubject[\"count\"].integers.sum"), "6")
        XCTAssertEqual(runner.run("try bySubject.column(\"count\").name"), #""count""#)
    }

    func testColumnStatisticsReadItsNumbersAsDoublesAsChartDataDoes() {
        XCTAssertEqual(runner.run("try students.count(by: \"subject\")[\"count\"].mean"), "2.0")
        XCTAssertEqual(runner.run("try students.count(by: \"subject\")[\"count\"].sum"), "6.0")
        XCTAssertEqual(runner.run("try students.count(by: \"subject\")[\"count\"].mode"), "[1.0, 2.0, 3.0]")
    }

    func testNumericColumnLeavesOutMissingNumbersForStatistics() {
        XCTAssertEqual(runner.run("students[\"score\"].integers"), "[90, 70, 80, 60, 85]")
        XCTAssertEqual(runner.run("students[\"score\"].count"), "6")
        XCTAssertEqual(runner.run("students[\"score\"].missingCount"), "1")
        XCTAssertEqual(runner.run("students[\"score\"].mean"), "77.0")
        XCTAssertEqual(runner.run("try students.column(\"score\").maximum"), "90.0")
        XCTAssertEqual(runner.run("students[\"score\"].integers.maximum"), "90")
        XCTAssertEqual(runner.run("students[\"score\"][3]"), "nil")
        XCTAssertEqual(runner.run("students[\"score\"][4]"), "60")
    }

    func testAColumnOfTheWrongTypeSaysWhichAccessorFits() {
        XCTAssertEqual(runner.error("students[\"subject\"].integers")?.name, "ValueError")
        XCTAssertTrue(runner.error("students[\"subject\"].doubles")?.value.contains("holds text values, not numbers") ?? false)
        XCTAssertEqual(runner.run("students[\"enrolled\"].strings.count"), "6")
    }

    func testCountsOfTheCountsChartAsSVG() throws {
        runner.run("let bySubject = try students.count(by: \"subject\")")
        for cell in ["try BarChart(bySubject)", "try PieChart(bySubject)", "try LineGraph(students.count(byMonthOf: \"enrolled\"))"] {
            let svg = try XCTUnwrap(bundle(cell)?.data["image/svg+xml"]?.stringValue, cell)
            XCTAssertTrue(svg.contains("<svg"), cell)
        }
        XCTAssertEqual(runner.run("try BarChart(bySubject).categories"), #"["Math", "Art", "Physics"]"#)
        XCTAssertEqual(runner.run("try PieChart(bySubject).values"), "[3.0, 2.0, 1.0]")
    }

    func testLineGraphStillTakesAnArrayOfNumbers() {
        XCTAssertNotNil(bundle("LineGraph([1, 2, 3])")?.data["image/svg+xml"])
        XCTAssertEqual(runner.run("LineGraph([1, 2, 3]).labels"), "nil")
        XCTAssertEqual(runner.run("LineGraph(1...3).labels"), "nil")
        XCTAssertEqual(runner.run("LineGraph([1, 2], labels: [\"a\", \"b\"]).labels"), #"["a", "b"]"#)
        XCTAssertNotNil(runner.error("LineGraph(\"not numbers\")"))
    }

    func testMonthlyCountsFeedALineGraphWithLabels() throws {
        runner.run("let byMonth = try students.count(byMonthOf: \"enrolled\")")
        XCTAssertEqual(runner.run("byMonth[\"month\"].strings"), #"["2024-01", "2024-02", "2024-03"]"#)
        XCTAssertEqual(runner.run("byMonth[\"count\"].integers"), "[2, 1, 3]")
        runner.run("var trend = try LineGraph(byMonth[\"count\"].integers, labels: byMonth[\"month\"].strings)")
        XCTAssertEqual(runner.run("trend.labels"), #"["2024-01", "2024-02", "2024-03"]"#)
        XCTAssertEqual(runner.run("try LineGraph(byMonth).labels"), #"["2024-01", "2024-02", "2024-03"]"#)
        XCTAssertNotNil(bundle("trend")?.data["image/svg+xml"])
    }

    func testFilterWithAClosureOnRows() {
        XCTAssertEqual(runner.run("students.filter { row in row[\"subject\"] == \"Math\" }.rowCount"), "3")
        XCTAssertEqual(runner.run("students.filter { $0[\"score\"] == nil }[\"name\"].strings"), #"["Di"]"#)
        XCTAssertEqual(runner.run("try students.filter(where: \"subject\", equals: \"Art\")[\"name\"].strings"), #"["Ben", "Fay"]"#)
    }

    func testDatesCompareAsISOTextInFilters() {
        XCTAssertEqual(runner.run("students.filter { $0[\"enrolled\"] >= \"2024-03-01\" }[\"name\"].strings"), #"["Di", "Ed", "Fay"]"#)
        XCTAssertEqual(runner.run("students[\"enrolled\"].strings.first"), #"Optional("2024-01-15")"#)
    }

    func testPrintWritesTheTableAsAlignedText() {
        runner.run("print(students.head(2))")
        XCTAssertTrue(runner.context.stdout.contains("Ana"), runner.context.stdout)
        XCTAssertFalse(runner.context.stdout.contains("Cy"), runner.context.stdout)
    }

    func testSortingHeadAndGroupTotals() {
        XCTAssertEqual(runner.run("try students.sorted(by: \"score\", ascending: false)[\"name\"].strings"),
                       #"["Ana", "Fay", "Cy", "Ben", "Ed", "Di"]"#)
        XCTAssertEqual(runner.run("try students.sorted(by: \"enrolled\").head(2)[\"name\"].strings"), #"["Ana", "Ben"]"#)
        XCTAssertEqual(runner.run("students.head().rowCount"), "5")
        XCTAssertEqual(runner.run("try students.sum(of: \"score\", by: \"subject\")[\"sum\"].integers"), "[230, 155, 0]")
        XCTAssertEqual(runner.run("try students.mean(of: \"score\", by: \"subject\")[\"subject\"].strings"), #"["Art", "Math", "Physics"]"#)
    }

    func testRowsReadByPositionAndColumnName() {
        XCTAssertEqual(runner.run("students[1][\"name\"]"), #""Ben""#)
        XCTAssertEqual(runner.run("students[3][\"score\"]"), "nil")
        XCTAssertEqual(runner.run("students[0].index"), "0")
        XCTAssertEqual(runner.run("students[1]"), "name: Ben, subject: Art, enrolled: 2024-01-20, score: 70")
        XCTAssertEqual(runner.error("students[6]")?.name, "IndexError")
    }

    func testCompletionAfterATableListsItsMembers() {
        let result = runner.engine.complete(code: "students.", cursorPosition: 9)
        for member in ["count", "filter", "rowCount", "columnNames", "sorted", "head", "mean", "sum"] {
            XCTAssertTrue(result.matches.contains(member), "missing \(member) in \(result.matches)")
        }
        XCTAssertEqual(runner.engine.complete(code: "students.row", cursorPosition: 12).matches, ["rowCount"])
    }

    func testInspectionOfTableGivesItsDocumentation() throws {
        let inspected = try XCTUnwrap(runner.engine.inspect(code: "Table", cursorPosition: 5, detailLevel: 0))
        let text = try XCTUnwrap(inspected.plainText)
        XCTAssertTrue(text.contains("struct Table"), text)
        let method = try XCTUnwrap(runner.engine.inspect(code: "students.count", cursorPosition: 14, detailLevel: 0)?.plainText)
        XCTAssertTrue(method.contains("count(by column: String)"), method)
    }

    func testRelativePathsResolveAgainstTheWorkingDirectory() {
        let previous = FileManager.default.currentDirectoryPath
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        FileManager.default.changeCurrentDirectoryPath(fixtures.folder.path)
        XCTAssertEqual(runner.run("try Table(csv: \"students.csv\").rowCount"), "6")
    }
}
