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

    func testLargeValuesAreGroupedInThousands() throws {
        XCTAssertEqual(try ValueFormatting.format("", for: [12_500, 3]).string(for: 12_500), "12,500")
    }

    func testGivenPatternWinsAndBadPatternThrows() throws {
        XCTAssertEqual(try ValueFormatting.format("%.1f%%", for: [3]).string(for: 3), "3.0%")
        XCTAssertThrowsError(try ValueFormatting.format("%s", for: [3]))
    }
}
