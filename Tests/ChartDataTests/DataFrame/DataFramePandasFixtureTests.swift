import Foundation
import XCTest
@testable import ChartData

/// The published data sets in notebooks/data read and analysed with the DataFrame give the
/// numbers pandas gives (Fixtures/pandas-dataframe-fixtures.json, written by
/// scripts/make-dataframe-fixtures.py), to the last digit.
final class DataFramePandasFixtureTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func fixtures() throws -> [String: Any] {
        let url = Self.root.appendingPathComponent("Tests/ChartDataTests/Fixtures/pandas-dataframe-fixtures.json")
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    private func data(_ name: String, options: CSVReadingOptions = .init()) throws -> DataFrame {
        try DataFrame(contentsOfCSVFile: Self.root.appendingPathComponent("notebooks/data/" + name).path, options: options)
    }

    /// `frame`'s rows as [key..., value] with keys as text, sorted by key (pandas' order).
    private func rows(_ frame: DataFrame, keys: [String], value: String) -> [[String]] {
        frame.rows.map { row in
            keys.map { CellText.plain(row.frame.columns[row.frame.requiredIndex(of: $0)].contents, row: row.index) }
                + [CellText.plain(row.frame.columns[row.frame.requiredIndex(of: value)].contents, row: row.index)]
        }.sorted { $0.lexicographicallyPrecedes($1) }
    }

    private func expected(_ fixture: Any?) -> [[String]] {
        ((fixture as? [[Any]]) ?? []).map { row in
            row.map { "\($0)" }
        }.sorted { $0.lexicographicallyPrecedes($1) }
    }

    private func assertNumbers(_ actual: [[String]], _ expected: [[String]], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual.count, expected.count, "rows", file: file, line: line)
        for (a, b) in zip(actual, expected) {
            XCTAssertEqual(Array(a.dropLast()), Array(b.dropLast()), file: file, line: line)
            XCTAssertEqual(Double(a.last ?? ""), Double(b.last ?? ""), "\(a) vs \(b)", file: file, line: line)
        }
    }

    func testPenguinsMatchPandas() throws {
        let fixture = try XCTUnwrap(try fixtures()["penguins"] as? [String: Any])
        let penguins = try data("penguins.csv")
        XCTAssertEqual([penguins.shape.rows, penguins.shape.columns], fixture["shape"] as? [Int])
        let missing = try XCTUnwrap(fixture["missing"] as? [String: Int])
        for column in penguins.columns { XCTAssertEqual(column.missingCount, missing[column.name], column.name) }
        let describe = try XCTUnwrap(fixture["describe"] as? [String: [String: String]]).mapValues { $0.mapValues { Double($0) } }
        let summary = penguins.summary()
        for row in summary.rows {
            guard let name = row["Column Name", String.self], let pandas = describe[name] else { continue }
            XCTAssertEqual(Double(row["Some Count", Int.self] ?? -1), pandas["count"] ?? nil, name)
            XCTAssertEqual(row["Mean", Double.self], pandas["mean"] ?? nil, "mean of \(name)")
            XCTAssertEqual(row["Standard Deviation", Double.self], pandas["std"] ?? nil, "std of \(name)")
            XCTAssertEqual(row["Minimum", Double.self], pandas["min"] ?? nil, name)
            XCTAssertEqual(row["First Quartile", Double.self], pandas["25%"] ?? nil, name)
            XCTAssertEqual(row["Median", Double.self], pandas["50%"] ?? nil, name)
            XCTAssertEqual(row["Third Quartile", Double.self], pandas["75%"] ?? nil, name)
            XCTAssertEqual(row["Maximum", Double.self], pandas["max"] ?? nil, name)
        }
        let noMissingSex = penguins.droppingMissing(on: "species")
        assertNumbers(rows(penguins.grouped(by: "species").means("body_mass_g", Double.self), keys: ["species"], value: "mean(body_mass_g)"),
                      expected(fixture["meanMassBySpecies"]))
        let bySpeciesAndSex = noMissingSex.droppingMissing(on: "sex").grouped(by: "species", "sex")
        assertNumbers(rows(bySpeciesAndSex.aggregated(.mean("body_mass_g")), keys: ["species", "sex"], value: "mean(body_mass_g)"),
                      expected(fixture["meanMassBySpeciesAndSex"]))
        assertNumbers(rows(bySpeciesAndSex.aggregated(.median("flipper_length_mm")), keys: ["species", "sex"], value: "median(flipper_length_mm)"),
                      expected(fixture["medianFlipperBySpeciesAndSex"]))
        assertNumbers(rows(penguins.grouped(by: "species").aggregated(.standardDeviation("bill_length_mm")), keys: ["species"],
                           value: "standardDeviation(bill_length_mm)"), expected(fixture["stdBillBySpecies"]))
        assertNumbers(rows(penguins.valueCounts(of: "island"), keys: ["island"], value: "count"), expected(fixture["islandCounts"]))
        let crosstab = penguins.crosstab("species", "island")
        var cells: [[String]] = []
        for row in crosstab.rows {
            for island in ["Biscoe", "Dream", "Torgersen"] {
                cells.append([row["species", String.self] ?? "", island, String(row[island, Int.self] ?? -1)])
            }
        }
        assertNumbers(cells.sorted { $0.lexicographicallyPrecedes($1) }, expected(fixture["speciesByIsland"]))
        XCTAssertEqual(penguins[penguins["body_mass_g", Double.self] > 4000].shape.rows, fixture["heavyCount"] as? Int)
        XCTAssertEqual((penguins["bill_length_mm", Double.self] / penguins["bill_depth_mm", Double.self]).mean(), (fixture["meanBillRatio"] as? String).flatMap(Double.init))
        XCTAssertEqual(penguins.droppingMissing().shape.rows, fixture["droppedRows"] as? Int)
    }

    func testSeattleWeatherMatchesPandas() throws {
        let fixture = try XCTUnwrap(try fixtures()["weather"] as? [String: Any])
        var options = CSVReadingOptions()
        options.addDateParseStrategy(format: "yyyy/MM/dd")
        let weather = try data("seattle-weather.csv", options: options)
        XCTAssertEqual(weather["date"].elementTypeName, "Date")
        XCTAssertEqual([weather.shape.rows, weather.shape.columns], fixture["shape"] as? [Int])
        let monthly = weather.grouped(by: "date", timeUnit: .month).means("temp_max", Double.self)
        let months = monthly.rows.map { [CellText.plain(monthly["date"].contents, row: $0.index), String($0["mean(temp_max)", Double.self] ?? .nan)] }
        assertNumbers(months, expected(fixture["monthlyMeanTempMax"]))
        assertNumbers(rows(weather.valueCounts(of: "weather"), keys: ["weather"], value: "count"), expected(fixture["weatherCounts"]))
        XCTAssertEqual(weather[weather["precipitation", Double.self] > 0].shape.rows, fixture["rainyDays"] as? Int)
        var withRange = weather
        withRange.append(column: Column<Double>(name: "range", contents: weather["temp_max", Double.self] - weather["temp_min", Double.self]))
        assertNumbers(rows(withRange.grouped(by: "weather").means("range", Double.self), keys: ["weather"], value: "mean(range)"),
                      expected(fixture["meanRangeByWeather"]))
    }

    func testStockPricesMatchPandas() throws {
        let fixture = try XCTUnwrap(try fixtures()["stocks"] as? [String: Any])
        var options = CSVReadingOptions()
        options.addDateParseStrategy(format: "MMM d yyyy")
        let stocks = try data("stocks.csv", options: options)
        XCTAssertEqual(stocks["date"].elementTypeName, "Date")
        assertNumbers(rows(stocks.grouped(by: "symbol").means("price", Double.self), keys: ["symbol"], value: "mean(price)"),
                      expected(fixture["meanPriceBySymbol"]))
        assertNumbers(rows(stocks.grouped(by: "symbol").maximums("price", Double.self), keys: ["symbol"], value: "maximum(price)"),
                      expected(fixture["maxPriceBySymbol"]))
        let msft = stocks[stocks["symbol", String.self] == "MSFT"].selecting(columnNames: "date", "price")
        let aapl = stocks[stocks["symbol", String.self] == "AAPL"].selecting(columnNames: "date", "price")
        let both = msft.joined(aapl, on: "date")
        XCTAssertEqual(both.shape.rows, fixture["joinedRows"] as? Int)
        XCTAssertEqual((both["left.price", Double.self] / both["right.price", Double.self]).mean(), (fixture["meanRatio"] as? String).flatMap(Double.init))
        let yearly = msft.grouped(by: "date", timeUnit: .year).means("price", Double.self)
        let years = yearly.rows.map { [String(CellText.plain(yearly["date"].contents, row: $0.index).prefix(4)), String($0["mean(price)", Double.self] ?? .nan)] }
        assertNumbers(years, expected(fixture["yearlyMeanMSFT"]))
    }

    func testIowaElectricityMatchesPandas() throws {
        let fixture = try XCTUnwrap(try fixtures()["electricity"] as? [String: Any])
        let electricity = try data("iowa-electricity.csv")
        XCTAssertEqual([electricity.shape.rows, electricity.shape.columns], fixture["shape"] as? [Int])
        assertNumbers(rows(electricity.grouped(by: "source").sums("net_generation", Int.self), keys: ["source"], value: "sum(net_generation)"),
                      expected(fixture["totalBySource"]))
    }
}
