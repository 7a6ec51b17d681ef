import XCTest
@testable import ChartScript

/// TabularData's ways of writing a frame and its summaries in a cell: a dictionary literal,
/// `Column<Double>(name:contents:)`, aggregations named with `as:`, TabularData's
/// `aggregated(on:naming:transform:)` with a column's own statistic, and dates read with
/// `addDateParseStrategy(format:)`.
final class DataFrameLiteralCellTests: XCTestCase {
    private func run(_ cells: String...) -> String {
        let runner = CellRunner()
        var output = ""
        for cell in cells {
            runner.context.stdout = ""
            let result = runner.run(cell)
            output += runner.context.stdout + result
        }
        return output
    }

    func testADictionaryLiteralIsAFrameInTheOrderWritten() {
        XCTAssertEqual(run(#"let df: DataFrame = ["name": ["Ada", "Bo", nil], "year": [2024, 2025, 2025], "score": [1.5, nil, 3]]"#,
                           "print(df.columnNames, df.shape.rows)",
                           #"print(df["year", Int.self].sum(), df["score", Double.self][1] as Any, df["name"].missingCount)"#),
                       "[\"name\", \"year\", \"score\"] 3\n6074 nil 1\n")
        XCTAssertEqual(run(#"let df: DataFrame = ["x": [1, 2.5]]"#, #"print(df["x"].wrappedElementType)"#), "Double\n")
        XCTAssertEqual(run(#"func total(_ frame: DataFrame) -> Int { frame["n", Int.self].sum() }"#, #"print(total(["n": [1, 2, 3]]))"#), "6\n")
    }

    func testABadDictionaryLiteralIsAClearError() {
        XCTAssertTrue(run(#"let df: DataFrame = ["a": [1, 2], "b": [1]]"#).contains("error:"), "columns of different lengths")
        XCTAssertTrue(run(#"let df: DataFrame = ["a": 1]"#).contains("arrays of a column's values"))
    }

    func testATypedColumnFromItsContents() {
        XCTAssertEqual(run(#"let score = Column<Double>(name: "score", contents: [1.5, nil, 3])"#,
                           "print(score.name, score.count, score.missingCount, score.mean() ?? 0)"),
                       "score 3 1 2.25\n")
        XCTAssertEqual(run(#"var df = DataFrame()"#, #"df.append(column: Column<Double>(name: "kg", contents: [3.75, 5.0]))"#,
                           #"print(df.shape, df["kg", Double.self].max() ?? 0)"#),
                       "(rows: 2, columns: 1) 5.0\n")
    }

    func testAggregationsNamedWithAs() {
        let frame = #"let df: DataFrame = ["species": ["Adelie", "Adelie", "Gentoo"], "mass": [3700, 3800, 5000]]"#
        XCTAssertEqual(run(frame, #"let m = df.grouped(by: "species").aggregated(.mean("mass", as: "mean mass"), .quantile("mass", 0.5, as: "middle"), .count)"#,
                           #"print(m.columnNames, m["mean mass", Double.self][0] ?? 0, m["middle", Double.self][1] ?? 0)"#),
                       "[\"species\", \"mean mass\", \"middle\", \"count\"] 3750.0 5000.0\n")
        XCTAssertEqual(run(frame, #"print(df.grouped(by: "species").aggregated(.median("mass")).columnNames)"#),
                       "[\"species\", \"median(mass)\"]\n")
        XCTAssertTrue(run(frame, #"df.grouped(by: "species").aggregated(.mean("mass", as: 3))"#).contains("as: takes the new column's name"))
    }

    func testTabularDatasAggregatedWithAColumnsOwnMean() {
        let frame = #"let df: DataFrame = ["species": ["Adelie", "Adelie", "Gentoo"], "mass": [3700.0, nil, 5000.0]]"#
        XCTAssertEqual(run(frame,
                           #"let means = df.grouped(by: "species").aggregated(on: "mass", naming: { "mean \($0)" }) { (slice: DiscontiguousColumnSlice<Double>) in slice.mean() }"#,
                           #"print(means.columnNames, means["mean mass", Double.self][0] ?? 0, means["mean mass", Double.self][1] ?? 0)"#),
                       "[\"species\", \"mean mass\"] 3700.0 5000.0\n")
    }

    func testAggregatedColumnOfOnlyNilsHasTheClosuresResultType() {
        let frame = #"let df: DataFrame = ["species": ["Adelie", "Adelie", "Gentoo"], "mass": [3700.0, nil, 5000.0]]"#
        let declared = #"let big = df.grouped(by: "species").aggregated(on: "mass", naming: { "mean \($0)" }) { (slice: DiscontiguousColumnSlice<Double>) -> Double? in slice.count > 5 ? slice.mean() : nil }"#
        let inferred = #"let most = df.grouped(by: "species").aggregated(on: "mass", naming: { "max \($0)" }) { (slice: DiscontiguousColumnSlice<Double>) in slice.count > 5 ? slice.max() : nil }"#
        let counted = #"let n = df.grouped(by: "species").aggregated(on: "mass", naming: { "n \($0)" }) { (slice: DiscontiguousColumnSlice<Double>) -> Int? in slice.count > 5 ? slice.count : nil }"#
        XCTAssertEqual(run(frame, declared, inferred, counted,
                           #"print(big["mean mass"].wrappedElementType, big["mean mass"].missingCount, most["max mass"].wrappedElementType, n["n mass"].wrappedElementType)"#),
                       "Double 2 Double Int\n")
    }

    func testAggregatedColumnOfOnlyNilsWithoutADeclaredResultHasTheBodysType() {
        // swiftc infers Result = Int from `slice.count`, whatever the slice's element type.
        let frame = #"let df: DataFrame = ["species": ["Adelie", "Adelie", "Gentoo"], "mass": [3700.0, nil, 5000.0]]"#
        let counted = #"let n = df.grouped(by: "species").aggregated(on: "mass", naming: { "n \($0)" }) { (slice: DiscontiguousColumnSlice<Double>) in slice.count > 5 ? slice.count : nil }"#
        let returned = #"let m = df.grouped(by: "species").aggregated(on: "mass", naming: { "m \($0)" }) { (slice: DiscontiguousColumnSlice<Double>) in return slice.count > 5 ? slice.count : nil }"#
        XCTAssertEqual(run(frame, counted, returned,
                           #"print(n["n mass"].wrappedElementType, n["n mass"].missingCount, m["m mass"].wrappedElementType)"#),
                       "Int 2 Int\n")
    }

    func testDatesReadWithAParseStrategyFormat() {
        XCTAssertEqual(run("var options = CSVReadingOptions()", #"options.addDateParseStrategy(format: "yyyy/MM/dd")"#,
                           #"let weather = try DataFrame(csvText: "date,rain\n2012/01/01,0.0\n2012/02/01,10.9", options: options)"#,
                           #"print(weather["date"].wrappedElementType, weather.grouped(by: "date", timeUnit: .month).counts().shape.rows)"#),
                       "Date 2\n")
    }

    func testDatesReadWithADateParseStrategyOfLabelledInterpolations() {
        let strategy = #"let strategy = Date.ParseStrategy(format: "\(year: .defaultDigits)/\(month: .twoDigits)/\(day: .twoDigits)", timeZone: .gmt)"#
        XCTAssertEqual(run(strategy, "var options = CSVReadingOptions()", "options.addDateParseStrategy(strategy)",
                           #"let weather = try DataFrame(csvText: "date,rain\n2012/01/01,0.0\n2012/02/01,10.9", options: options)"#,
                           #"print(weather["date"].wrappedElementType, weather["date", Date.self][1]!.timeIntervalSince1970)"#,
                           #"print(try strategy.parse("2012/01/03").timeIntervalSince1970)"#),
                       "Date 1328054400.0\n1325548800.0\n")
    }

    func testADateFormatStringNamesWhatItCannotRead() {
        let plain = run(#"let s = Date.ParseStrategy(format: "yyyy/MM/dd", timeZone: .gmt)"#)
        XCTAssertTrue(plain.contains("literal text"), plain)
        let era = run(#"let s = Date.ParseStrategy(format: "\(era: .abbreviated) \(year: .defaultDigits)", timeZone: .gmt)"#)
        XCTAssertTrue(era.contains("does not know \\(era: .abbreviated)"), era)
        let unparsed = run(#"let s = Date.ParseStrategy(format: "\(year: .padded(4))-\(month: .wide)", timeZone: .gmt)"#, #"print(try s.parse("2012-March").timeIntervalSince1970)"#, #"try s.parse("2012/03")"#)
        XCTAssertTrue(unparsed.hasPrefix("1330560000.0\n"), unparsed)
        XCTAssertTrue(unparsed.contains("Cannot parse 2012/03"), unparsed)
    }

    func testDictionaryLiteralInitializerCalledDirectly() {
        XCTAssertEqual(run(#"let df = DataFrame(dictionaryLiteral: ("name", ["Ada", "Bo", nil]), ("year", [2024, 2025, 2025]))"#,
                           #"print(df.columns.map(\.name), df["year"].wrappedElementType, df["name"].missingCount, df.shape.rows)"#),
                       "[\"name\", \"year\"] Int 1 3\n")
        let ragged = run(#"let df = DataFrame(dictionaryLiteral: ("a", [1, 2]), ("b", [1]))"#)
        XCTAssertTrue(ragged.contains("a") && ragged.contains("b"), ragged)
        let notPairs = run(#"let df = DataFrame(dictionaryLiteral: 5)"#)
        XCTAssertTrue(notPairs.contains("pairs of a column name"), notPairs)
    }
}
