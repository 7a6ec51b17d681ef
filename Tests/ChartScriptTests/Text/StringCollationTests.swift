import XCTest
@testable import ChartScript

/// Foundation's orders of strings on Linux.
final class StringCollationTests: XCTestCase {
    func testCompareDecomposesAccentedLetters() {
        XCTAssertEqual(StringCollation.compare("é", "f"), -1)
        XCTAssertEqual(StringCollation.compare("a", "A"), 1)
        XCTAssertEqual(StringCollation.compare("a", "A", options: .caseInsensitive), 0)
        XCTAssertEqual(StringCollation.compare("item2", "item10", options: .numeric), -1)
    }

    func testLocalizedOrderPutsCaseLastAndPunctuationFirst() {
        XCTAssertEqual(StringCollation.localizedCompare("a", "A", caseInsensitive: false), -1)
        XCTAssertEqual(StringCollation.localizedCompare("a", "A", caseInsensitive: true), 0)
        XCTAssertEqual(StringCollation.localizedCompare("Zebra", "apple", caseInsensitive: true), 1)
        XCTAssertEqual(StringCollation.localizedCompare("a-b", "ab", caseInsensitive: true), -1)
        XCTAssertEqual(StringCollation.localizedCompare("item2", "item10", caseInsensitive: false, numeric: true), -1)
    }
}
