import XCTest
@testable import ChartScript

/// DataFrames in cells: TabularData's names, optionals for missing values, masks and column
/// arithmetic, grouping, joins, and clear errors.
final class DataFrameBindingsTests: XCTestCase {
    private let frame = """
        let df = try DataFrame(csvText: "species,island,mass,sex\\nAdelie,Dream,3750,male\\nAdelie,Torgersen,NA,NA\\nGentoo,Biscoe,5000,female\\nGentoo,Biscoe,4600,male")
        """

    private func run(_ code: String) -> String {
        let runner = CellRunner()
        _ = runner.run(frame)
        runner.context.stdout = ""
        let result = runner.run(code)
        return runner.context.stdout + result
    }

    func testShapeColumnsAndOptionalElements() {
        XCTAssertEqual(run("print(df.shape)"), "(rows: 4, columns: 4)\n")
        XCTAssertEqual(run("print(df[\"mass\", Int.self][1], df[\"mass\", Int.self][0])"), "nil Optional(3750)\n")
        XCTAssertEqual(run("print(df[\"mass\", Double.self][0])"), "Optional(3750.0)\n")
        XCTAssertEqual(run("print(df[\"sex\"].missingCount, df.columnNames)"), "1 [\"species\", \"island\", \"mass\", \"sex\"]\n")
        XCTAssertEqual(run("print(df.rows[2][\"species\", String.self], df.rows.count)"), "Optional(\"Gentoo\") 4\n")
        XCTAssertEqual(run("print(df[row: 2][\"species\", String.self]!, df[row: 0].index)"), "Gentoo 0\n")
        XCTAssertTrue(run("df[row: 9]").contains("IndexError"))
        XCTAssertEqual(run("for row in df.rows { print(row.index, row[\"island\"] ?? \"none\") }"),
                       "0 Dream\n1 Torgersen\n2 Biscoe\n3 Biscoe\n")
    }

    func testMasksAndColumnArithmetic() {
        XCTAssertEqual(run("print(df[df[\"mass\", Int.self] > 4000].shape.rows)"), "2\n")
        XCTAssertEqual(run("print(df[df[\"species\", String.self] == \"Gentoo\" && df[\"sex\", String.self] == \"male\"].shape.rows)"), "1\n")
        XCTAssertEqual(run("print(df[!(df[\"species\", String.self] == \"Gentoo\")].shape.rows)"), "2\n")
        XCTAssertEqual(run("let kg = df[\"mass\", Double.self] / 1000\nprint(kg[0], kg[1])"), "Optional(3.75) nil\n")
        XCTAssertEqual(run("var copy = df\ncopy[\"kg\", Double.self] = df[\"mass\", Double.self] / 1000\nprint(copy.columnNames.last!, copy[\"kg\", Double.self].sum())"),
                       "kg 13.35\n")
        XCTAssertEqual(run("print(df[\"mass\", Int.self].mean() ?? 0, df[\"mass\", Int.self].max() ?? 0)"), "4450.0 5000\n")
    }

    func testGroupingJoinsAndSummaries() {
        XCTAssertEqual(run("let g = df.grouped(by: \"species\").counts()\nprint(Array(g[\"count\", Int.self]))"), "[Optional(2), Optional(2)]\n")
        XCTAssertEqual(run("let m = df.grouped(by: \"species\", \"sex\").aggregated(.mean(\"mass\"), .count)\nprint(m.columnNames, m.shape.rows)"),
                       "[\"species\", \"sex\", \"mean(mass)\", \"count\"] 4\n")
        XCTAssertEqual(run("let names: DataFrame = try DataFrame(csvText: \"species,latin\\nAdelie,P. adeliae\")\nlet j = df.joined(names, on: \"species\", kind: .left)\nprint(j.shape.rows, j[\"latin\"].missingCount)"),
                       "4 2\n")
        XCTAssertEqual(run("print(df.summary()[\"Column Name\", String.self].count)"), "4\n")
        XCTAssertEqual(run("print(df.valueCounts(of: \"island\")[\"island\", String.self][0] ?? \"\")"), "Biscoe\n")
        XCTAssertEqual(run("print(df.crosstab(\"species\", \"sex\").columnNames)"), "[\"species\", \"male\", \"female\"]\n")
        XCTAssertEqual(run("print(df.droppingMissing().shape.rows, df.fillingMissing(on: \"sex\", with: \"unknown\")[\"sex\"].missingCount)"), "3 0\n")
    }

    func testMutationsWithTabularDataNames() {
        XCTAssertEqual(run("var c = df\nc.renameColumn(\"mass\", to: \"grams\")\nc.transformColumn(\"grams\") { (g: Int) in Double(g) / 1000 }\nprint(c[\"grams\"].wrappedElementType, c.columnNames)"),
                       "Double [\"species\", \"island\", \"grams\", \"sex\"]\n")
        XCTAssertEqual(run("var c = df\nc.removeColumn(\"island\")\nprint(c.shape.columns)"), "3\n")
    }

    func testErrorsNameWhatToWriteAndChangeNothing() {
        XCTAssertTrue(run("df[\"speces\"]").hasSuffix("(did you mean 'species'?) (at line 1, column 1)"))
        XCTAssertEqual(run("df[\"species\", Int.self]"),
                       "error: ValueError: column 'species' holds String values, not Int; ask for it as df[\"species\", String.self] (at line 1, column 1)")
        XCTAssertTrue(run("df.groupby(\"species\")").contains("'groupby' is pandas'; here group with grouped(by:)"))
        XCTAssertTrue(run("df.describe()").contains("summary()"))
        XCTAssertEqual(run("var c = df\nc.append(column: df[\"mass\", Int.self])\nprint(c.shape)").components(separatedBy: " (at").first,
                       "error: ValueError: two columns are called 'mass' in CSV text; give each column its own name")
        XCTAssertEqual(run("var c = df\ntry? c.renameColumn(\"nope\", to: \"x\")\nprint(c.columnNames.count)"), "4\n")
    }

    func testImportTabularDataAndURLs() {
        XCTAssertEqual(run("import TabularData\nlet file = URL(fileURLWithPath: \"/tmp/penguins.csv\")\nprint(file.lastPathComponent)"), "penguins.csv\n")
    }
}
