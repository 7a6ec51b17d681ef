import FoundationEssentials
import XCTest
@testable import ChartData

/// Columns, rows, subscripts, masks and column arithmetic.
final class DataFrameAccessTests: XCTestCase {
    private let sample = """
        species,island,mass,flipper,sex
        Adelie,Torgersen,3750,181,male
        Adelie,Torgersen,3800,186,female
        Adelie,Torgersen,NA,NA,NA
        Gentoo,Biscoe,5000,220,male
        Chinstrap,Dream,3500,190,female
        """

    func testSubscriptsGiveTypedColumnsWithOptionalElements() throws {
        let frame = try DataFrame(csvText: sample)
        let mass = frame["mass", Int.self]
        XCTAssertEqual(mass.count, 5)
        XCTAssertEqual(mass.missingCount, 1)
        XCTAssertNil(mass[2])
        XCTAssertEqual(frame["mass", Double.self][0], 3750.0, "an integer column reads as Double")
        XCTAssertEqual(frame["species"][3] as? String, "Gentoo")
        XCTAssertThrowsError(try frame.column("species", Int.self)) { error in
            XCTAssertEqual("\(error)", "column 'species' holds String values, not Int; ask for it as df[\"species\", String.self]")
        }
        XCTAssertThrowsError(try frame.column("specis")) { error in
            XCTAssertTrue("\(error)".hasSuffix("(did you mean 'species'?)"), "\(error)")
        }
    }

    func testRowsAreARandomAccessCollection() throws {
        let frame = try DataFrame(csvText: sample)
        XCTAssertEqual(frame.rows.count, 5)
        XCTAssertEqual(frame.rows[1]["sex"] as? String, "female")
        XCTAssertEqual(frame.rows[0]["mass", Double.self], 3750)
        XCTAssertNil(frame.rows[2]["mass", Int.self])
        XCTAssertEqual(frame[row: 1]["sex"] as? String, "female", "df[row:] is rows[]")
        XCTAssertEqual(frame.rows.map { $0.index }, [0, 1, 2, 3, 4])
        XCTAssertEqual(frame.rows.last?["species"] as? String, "Chinstrap")
    }

    func testComparisonMasksFilterRowsNatively() throws {
        let frame = try DataFrame(csvText: sample)
        let heavy = frame[frame["mass", Int.self] > 3700]
        XCTAssertEqual(Array(heavy["mass", Int.self]), [3750, 3800, 5000])
        let adelieMales = frame[frame["species", String.self] == "Adelie" && frame["sex", String.self] == "male"]
        XCTAssertEqual(adelieMales.shape.rows, 1)
        XCTAssertEqual(frame[!(frame["species", String.self] == "Adelie")].shape.rows, 2)
        XCTAssertEqual(frame[(frame["mass", Int.self] < 3600) | (frame["mass", Int.self] > 4000)].shape.rows, 2)
        XCTAssertEqual(frame[frame["sex", String.self] != "male"].shape.rows, 2, "a missing value is not kept")
        XCTAssertEqual(frame[frame["island", String.self].isIn(["Dream", "Biscoe"])].shape.rows, 2)
        XCTAssertEqual(frame.filter(on: "mass", Int.self) { ($0 ?? 0) > 3700 }.shape.rows, 3)
        XCTAssertEqual(frame.filter { ($0["flipper", Int.self] ?? 0) >= 190 }.shape.rows, 2)
    }

    func testColumnArithmeticKeepsMissingValues() throws {
        var frame = try DataFrame(csvText: sample)
        let kilograms = frame["mass", Double.self] / 1000
        XCTAssertEqual(Array(kilograms), [3.75, 3.8, nil, 5.0, 3.5])
        let ratio = frame["mass", Double.self] / frame["flipper", Double.self]
        XCTAssertEqual(ratio[0]!, 3750.0 / 181.0)
        XCTAssertNil(ratio[2])
        var column = frame["flipper", Int.self] * 10
        column.name = "flipper10"
        frame.append(column: column)
        XCTAssertEqual(frame["flipper10", Int.self][4], 1900)
        XCTAssertEqual(Array(frame["mass", Int.self] / 0), [nil, nil, nil, nil, nil], "dividing by zero gives missing values")
        let change = Column<Double>(name: "p", contents: [10, 11, nil, 12, 6]).percentChange()
        XCTAssertEqual(change[1]!, 0.1, accuracy: 1e-12)
        XCTAssertNil(change[2])
        XCTAssertNil(change[3])
        XCTAssertEqual(change[4]!, -0.5)
    }

    func testMutationsWithTabularDataNames() throws {
        var frame = try DataFrame(csvText: sample)
        frame.renameColumn("mass", to: "body_mass_g")
        frame.transformColumn("body_mass_g") { (grams: Int) in Double(grams) / 1000 }
        XCTAssertEqual(frame["body_mass_g", Double.self][0], 3.75)
        XCTAssertNil(frame["body_mass_g", Double.self][2])
        frame.combineColumns("species", "island", into: "where") { (species: String?, island: String?) -> String? in
            guard let species, let island else { return nil }
            return species + "@" + island
        }
        XCTAssertEqual(frame["where", String.self][3], "Gentoo@Biscoe")
        frame.removeColumn("where")
        XCTAssertEqual(frame.columns.count, 5)
        XCTAssertEqual(frame.selecting(columnNames: "sex", "species").columns.map(\.name), ["sex", "species"])
        XCTAssertEqual(frame.prefix(2).shape.rows, 2)
        XCTAssertEqual(frame.suffix(1)["species", String.self][0], "Chinstrap")
        XCTAssertTrue(frame.append(rowValues: ["Gentoo", "Biscoe", 4.5, 215, nil]))
        XCTAssertFalse(frame.append(rowValues: [1, 2, 3, 4, 5]), "values of the wrong types change nothing")
        XCTAssertEqual(frame.shape.rows, 6)
    }

    func testDictionaryLiteralInfersColumnTypes() {
        let frame: DataFrame = ["id": [1, 2, 3], "score": [1.5, nil, 3], "name": ["a", "b", nil]]
        XCTAssertEqual(frame.columns.map(\.elementTypeName), ["Int", "Double", "String"])
        XCTAssertEqual(frame["score", Double.self][2], 3.0)
    }

    func testTextDisplayIsTabularDataStyle() throws {
        let frame = try DataFrame(csvText: "name,n\nAda,1\nBob,NA\n")
        XCTAssertEqual(frame.description, """
            ┏━━━┳━━━━━━━━━━┳━━━━━━━┓
            ┃   ┃ name     ┃ n     ┃
            ┃   ┃ <String> ┃ <Int> ┃
            ┡━━━╇━━━━━━━━━━╇━━━━━━━┩
            │ 0 │ Ada      │     1 │
            │ 1 │ Bob      │   nil │
            └───┴──────────┴───────┘
            2 rows, 2 columns
            """)
        let long = DataFrame(columns: [Column<Int>(name: "i", contents: Array(0..<100)).eraseToAnyColumn()])
        let lines = long.description(options: FormattingOptions(maximumRowCount: 4)).split(separator: "\n")
        XCTAssertEqual(lines.count, 5 + 5 + 1)
        XCTAssertTrue(lines.contains("│  … │ …     │"), lines.joined(separator: "\n"))
        XCTAssertEqual(lines.last, "100 rows, 1 column")
    }

    func testHTMLShowsTypesAndMarksMissingCells() throws {
        let frame = try DataFrame(csvText: "name,n\n<b>,1\nBob,NA\n")
        let html = frame.html()
        XCTAssertTrue(html.contains("&lt;b&gt;"))
        XCTAssertFalse(html.contains("<b>"))
        XCTAssertTrue(html.contains(">Int</span>"))
        XCTAssertTrue(html.contains("class=\"missing\""))
        XCTAssertTrue(html.contains("2 rows, 2 columns"))
    }
}
