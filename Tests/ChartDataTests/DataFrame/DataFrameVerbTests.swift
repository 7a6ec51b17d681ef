import FoundationEssentials
import XCTest
@testable import ChartData

/// Grouping, joins, sorting, summaries, missing values, counts and pivots.
final class DataFrameVerbTests: XCTestCase {
    private let sample = """
        species,island,mass,sex
        Adelie,Torgersen,3750,male
        Adelie,Dream,3800,female
        Adelie,Torgersen,NA,NA
        Gentoo,Biscoe,5000,male
        Gentoo,Biscoe,4600,female
        Chinstrap,Dream,3500,female
        """

    func testGroupingByOneAndTwoColumns() throws {
        let frame = try DataFrame(csvText: sample)
        let counts = frame.grouped(by: "species").counts()
        XCTAssertEqual(Array(counts["species", String.self]), ["Adelie", "Gentoo", "Chinstrap"])
        XCTAssertEqual(Array(counts["count", Int.self]), [3, 2, 1])
        let means = frame.grouped(by: "species").means("mass", Double.self, order: .descending)
        XCTAssertEqual(Array(means["species", String.self]), ["Gentoo", "Adelie", "Chinstrap"])
        XCTAssertEqual(Array(means["mean(mass)", Double.self]), [4800, 3775, 3500])
        let bySpeciesAndSex = frame.grouped(by: "species", "sex").aggregated(.count, .sum("mass"), .median("mass"))
        XCTAssertEqual(bySpeciesAndSex.shape.rows, 6, "the missing sex is a group of its own")
        XCTAssertEqual(bySpeciesAndSex.columns.map(\.name), ["species", "sex", "count", "sum(mass)", "median(mass)"])
        XCTAssertEqual(bySpeciesAndSex.rows[2]["sum(mass)", Int.self], 0)
        XCTAssertNil(bySpeciesAndSex.rows[2]["median(mass)", Double.self])
        let spread = frame.grouped(by: "island").aggregated(.standardDeviation("mass"), .minimum("mass"), .distinctCount("species"))
        XCTAssertEqual(spread["standardDeviation(mass)", Double.self][2]!, 282.842712474619, accuracy: 1e-9)
        XCTAssertEqual(spread["minimum(mass)", Int.self][1], 3500)
        XCTAssertEqual(spread["distinctCount(species)", Int.self][1], 2)
        let custom = frame.grouped(by: "species").aggregated(on: "mass", naming: { "max " + $0 }) { (column: Column<Int>) in column.max() }
        XCTAssertEqual(custom["max mass", Int.self][1], 5000)
    }

    func testGroupingByTimeUnit() throws {
        let frame = try DataFrame(csvText: "day,v\n2024-01-05,1\n2024-01-20,2\n2024-03-01,4\n2025-01-01,8\n")
        let monthly = frame.grouped(by: "day", timeUnit: .month).sums("v", Int.self)
        XCTAssertEqual(monthly["day", Date.self].map { $0.map(CellText.date) }, ["2024-01-01", "2024-03-01", "2025-01-01"])
        XCTAssertEqual(Array(monthly["sum(v)", Int.self]), [3, 4, 8])
        XCTAssertEqual(Array(frame.grouped(by: "day", timeUnit: .year).counts()["count", Int.self]), [3, 1])
        XCTAssertEqual(Array(frame.grouped(by: "day", timeUnit: .weekday).counts()["day", Int.self]), [6, 7, 4])
    }

    func testJoinsKeepTabularDataColumnNames() throws {
        let prices: DataFrame = ["date": ["a", "b", "c"], "price": [1.0, 2.0, 3.0]]
        let other: DataFrame = ["date": ["b", "c", "d"], "price": [20.0, 30.0, 40.0]]
        let inner = prices.joined(other, on: "date")
        XCTAssertEqual(inner.columns.map(\.name), ["date", "left.price", "right.price"])
        XCTAssertEqual(Array(inner["right.price", Double.self]), [20, 30])
        let left = prices.joined(other, on: "date", kind: .left)
        XCTAssertEqual(Array(left["right.price", Double.self]), [nil, 20, 30])
        let right = prices.joined(other, on: "date", kind: .right)
        XCTAssertEqual(Array(right["date", String.self]), ["b", "c", "d"])
        let full = prices.joined(other, on: "date", kind: .full)
        XCTAssertEqual(Array(full["date", String.self]), ["a", "b", "c", "d"])
        XCTAssertEqual(Array(full["left.price", Double.self]), [1, 2, 3, nil])
        let names: DataFrame = ["id": [1, 2, 2], "name": ["x", "y", "z"]]
        let scores: DataFrame = ["key": [2, 1, 3], "score": [5, 6, 7]]
        let matched = scores.joined(names, on: (left: "key", right: "id"))
        XCTAssertEqual(Array(matched["key", Int.self]), [2, 2, 1])
        XCTAssertEqual(Array(matched["name", String.self]), ["y", "z", "x"])
        XCTAssertNotNil(scores.joinProblem(names, on: (left: "key", right: "nmae")))
        XCTAssertNotNil(prices.joinProblem(names, on: (left: "date", right: "id")), "text keys never match integers")
    }

    func testSortingIsStableWithMissingValuesLast() throws {
        let frame = try DataFrame(csvText: sample)
        XCTAssertEqual(Array(frame.sorted(on: "mass")["mass", Int.self]), [3500, 3750, 3800, 4600, 5000, nil])
        XCTAssertEqual(Array(frame.sorted(on: "mass", order: .descending)["mass", Int.self]), [5000, 4600, 3800, 3750, 3500, nil])
        let twoKeys = frame.sorted(on: "species", "island")
        XCTAssertEqual(Array(twoKeys["island", String.self]), ["Dream", "Torgersen", "Torgersen", "Dream", "Biscoe", "Biscoe"])
    }

    func testSummaryDescribesEveryColumn() throws {
        let frame = try DataFrame(csvText: sample)
        let summary = frame.summary()
        XCTAssertEqual(Array(summary["Column Name", String.self]), ["species", "island", "mass", "sex"])
        XCTAssertEqual(summary.rows[2]["Some Count", Int.self], 5)
        XCTAssertEqual(summary.rows[2]["None Count", Int.self], 1)
        XCTAssertEqual(summary.rows[2]["Mean", Double.self], 4130)
        XCTAssertEqual(summary.rows[2]["Median", Double.self], 3800)
        XCTAssertEqual(summary.rows[2]["First Quartile", Double.self], 3750)
        XCTAssertEqual(summary.rows[0]["Mode", String.self], "Adelie")
        XCTAssertEqual(summary.rows[0]["Unique Count", Int.self], 3)
        XCTAssertNil(summary.rows[0]["Mean", Double.self])
    }

    func testMissingValuesDropAndFill() throws {
        let frame = try DataFrame(csvText: sample)
        XCTAssertEqual(frame.droppingMissing().shape.rows, 5)
        XCTAssertEqual(frame.droppingMissing(on: "species").shape.rows, 6)
        let filled = frame.fillingMissing(on: "mass", with: 0)
        XCTAssertEqual(filled["mass", Int.self][2], 0)
        XCTAssertNotNil(frame.fillProblem(on: "mass", with: "zero"))
        XCTAssertEqual(frame["mass", Int.self].filled(with: -1)[2], -1)
        XCTAssertEqual(frame[frame["mass", Int.self].isMissing].shape.rows, 1)
        XCTAssertEqual(Array(frame.missingCounts()["missing", Int.self]), [0, 0, 1, 1])
    }

    func testValueCountsDistinctCrosstabAndPivot() throws {
        let frame = try DataFrame(csvText: sample)
        let counts = frame.valueCounts(of: "island")
        XCTAssertEqual(Array(counts["island", String.self]), ["Torgersen", "Dream", "Biscoe"])
        XCTAssertEqual(Array(counts["count", Int.self]), [2, 2, 2])
        let shares = frame.valueCounts(of: "sex", proportions: true)
        XCTAssertEqual(Array(shares["proportion", Double.self]), [0.6, 0.4])
        XCTAssertEqual(Array(frame.distinct("species")["species", String.self]), ["Adelie", "Gentoo", "Chinstrap"])
        let table = frame.crosstab("species", "island")
        XCTAssertEqual(table.columns.map(\.name), ["species", "Torgersen", "Dream", "Biscoe"])
        XCTAssertEqual(Array(table["Torgersen", Int.self]), [2, 0, 0])
        XCTAssertEqual(Array(table["Dream", Int.self]), [1, 0, 1])
        let pivot = frame.pivoted(rows: "species", columns: "sex", aggregation: .mean("mass"))
        XCTAssertEqual(pivot.columns.map(\.name), ["species", "male", "female"])
        XCTAssertEqual(Array(pivot["female", Double.self]), [3800, 4600, 3500])
        XCTAssertEqual(Array(pivot["male", Double.self]), [3750, 5000, nil])
        XCTAssertEqual(frame["species", String.self].distinct(), ["Adelie", "Gentoo", "Chinstrap"])
        XCTAssertEqual(frame["mass", Int.self].mean()!, 4130)
        XCTAssertEqual(frame["mass", Int.self].median(), 3800)
        XCTAssertEqual(frame["mass", Int.self].max(), 5000)
        XCTAssertEqual(frame["mass", Int.self].sum(), 20650)
    }

    func testSQLiteQueriesBecomeFrames() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path + "/t.sqlite"
        _ = try DataFrame(sqlite: try createDatabase(path), query: "CREATE TABLE t (id INTEGER, name TEXT, score REAL, day TEXT)", readOnly: false)
        _ = try DataFrame(sqlite: path, query: "INSERT INTO t VALUES (1, 'a', 1.5, '2024-01-01'), (2, NULL, NULL, '2024-01-02')", readOnly: false)
        let frame = try DataFrame(sqlite: path, query: "SELECT * FROM t WHERE id >= ?", arguments: [1])
        XCTAssertEqual(frame.columns.map(\.elementTypeName), ["Int", "String", "Double", "Date"])
        XCTAssertEqual(frame["name"].missingCount, 1)
    }

    private func createDatabase(_ path: String) throws -> String {
        FileManager.default.createFile(atPath: path, contents: Data())
        return path
    }
}
