import XCTest
@testable import ChartData

final class ColumnInferenceTests: XCTestCase {
    private func column(_ cells: [String]) throws -> TableColumn {
        try Table(csvText: "c\n" + cells.joined(separator: "\n") + "\n")["c"]
    }

    func testWholeNumbersAreIntegers() throws {
        let c = try column(["1", "-20", "+3", "007"])
        XCTAssertEqual(c.type, .integer)
        XCTAssertEqual(try c.integers, [1, -20, 3, 7])
    }

    func testOneDecimalMakesTheColumnDouble() throws {
        let c = try column(["1", "2", "2.5", "-4"])
        XCTAssertEqual(c.type, .double)
        XCTAssertEqual(try c.doubles, [1, 2, 2.5, -4])
    }

    func testDoublesInEveryWrittenForm() throws {
        let c = try column(["0.1", ".5", "2.", "6.02e23", "1E-3", "-0.0"])
        XCTAssertEqual(try c.doubles, [0.1, 0.5, 2, 6.02e23, 0.001, 0])
    }

    func testIntegerTooLargeFor64BitsBecomesDouble() throws {
        let c = try column(["1", "123456789012345678901234"])
        XCTAssertEqual(c.type, .double)
        XCTAssertEqual(try c.doubles[1], 1.2345678901234568e23)
    }

    func testLargestAndSmallestIntegersStayIntegers() throws {
        let c = try column(["9223372036854775807", "-9223372036854775808"])
        XCTAssertEqual(try c.integers, [Int.max, Int.min])
    }

    func testSpacesAroundNumbersAreIgnored() throws {
        XCTAssertEqual(try column([" 1", "2 ", "\t3"]).integers, [1, 2, 3])
    }

    func testISODatesAreDates() throws {
        let c = try column(["2024-09-01", "2023-01-31"])
        XCTAssertEqual(c.type, .date)
        XCTAssertEqual(try c.dates.map(\.timeIntervalSince1970), [1_725_148_800, 1_675_123_200])
    }

    func testDateTimesAreDates() throws {
        let c = try column(["2024-09-01T08:30:00", "2024-09-01 08:30", "2024-09-01T10:30:00+02:00"])
        XCTAssertEqual(c.type, .date)
        let seconds = try c.dates.map(\.timeIntervalSince1970)
        XCTAssertEqual(seconds, [1_725_179_400, 1_725_179_400, 1_725_179_400])
    }

    func testImpossibleDateMakesTheColumnText() throws {
        XCTAssertEqual(try column(["2024-02-29", "2023-02-29"]).type, .text)
        XCTAssertEqual(try column(["2024-13-01"]).type, .text)
    }

    func testMixedNumbersAndWordsAreText() throws {
        let c = try column(["1", "2", "three"])
        XCTAssertEqual(c.type, .text)
        XCTAssertEqual(c.strings, ["1", "2", "three"])
    }

    func testNumbersThenDatesAreText() throws {
        XCTAssertEqual(try column(["2024", "2024-09-01"]).type, .text)
        XCTAssertEqual(try column(["2024-09-01", "5"]).type, .text)
    }

    func testMissingValuesBeforeADateKeepTheirPlace() throws {
        let c = try Table(csvText: "c,d\n,1\n,2\n2024-09-01,3\n")["c"]
        XCTAssertEqual(c.type, .date)
        XCTAssertEqual(c.values.map(\.isMissing), [true, true, false])
    }

    func testColumnWithNoValuesIsText() throws {
        let c = try Table(csvText: "c,d\n,1\n,2\n")["c"]
        XCTAssertEqual(c.type, .text)
        XCTAssertEqual(c.missingCount, 2)
    }

    func testNaNAndInfinityAreNotNumbers() throws {
        XCTAssertEqual(try column(["1", "NaN"]).type, .text)
        XCTAssertEqual(try column(["inf"]).type, .text)
    }
}
