import XCTest
@testable import ChartCore

final class ValueFormattingTests: XCTestCase {
    func testWholeNumbersGetNoDecimals() throws {
        XCTAssertEqual(try ValueFormatting.format("", for: [31, 24, 12]).string(for: 31), "31")
    }

    func testDecimalsFollowTheData() throws {
        XCTAssertEqual(try ValueFormatting.format("", for: [1.5, 2]).string(for: 2), "2.0")
        XCTAssertEqual(try ValueFormatting.format("", for: [0.25, 1]).string(for: 0.25), "0.25")
        XCTAssertEqual(try ValueFormatting.format("", for: [1 / 3]).string(for: 1 / 3), "0.33")
    }

    func testLargeValuesReadAsPeopleWriteThem() throws {
        let format = try ValueFormatting.format("", for: [12_500, 3])
        XCTAssertEqual(format.string(for: 12_500), "12.5 k")
        XCTAssertEqual(format.string(for: 27_140), "27.1 k")
        XCTAssertEqual(format.string(for: 3), "3")
        XCTAssertEqual(format.string(for: 2_400_000), "2.4 M")
    }

    func testGivenPatternWinsAndBadPatternThrows() throws {
        XCTAssertEqual(try ValueFormatting.format("%.1f%%", for: [3]).string(for: 3), "3.0%")
        XCTAssertThrowsError(try ValueFormatting.format("%s", for: [3]))
    }

    func testHugeValuesReadInScientificNotation() throws {
        let format = try ValueFormatting.format("", for: [1, 1.7e308])
        XCTAssertEqual(format.string(for: 1.7e308), "1.7e+308")
        XCTAssertEqual(format.string(for: 1.234e300), "1.23e+300")
        XCTAssertEqual(format.string(for: 1), "1")
    }
}
