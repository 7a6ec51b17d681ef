import XCTest
@testable import ChartCore

final class TextMeasureTests: XCTestCase {
    func testWideLettersMeasureWiderThanNarrowOnes() {
        XCTAssertGreaterThan(TextMeasure.width(of: "WWW", fontSize: 12), TextMeasure.width(of: "iii", fontSize: 12) * 3)
    }

    func testDigitsUseHelveticaAdvance() {
        XCTAssertEqual(TextMeasure.width(of: "10", fontSize: 10), 11.12 * TextMeasure.safetyFactor, accuracy: 1e-9)
    }

    func testNonASCIITextIsMeasured() {
        XCTAssertEqual(TextMeasure.width(of: "東京", fontSize: 12), 24 * TextMeasure.safetyFactor, accuracy: 1e-9)
        XCTAssertGreaterThan(TextMeasure.width(of: "Zürich", fontSize: 12), 30)
        XCTAssertEqual(TextMeasure.width(of: "e\u{301}", fontSize: 10), TextMeasure.width(of: "e", fontSize: 10))
    }

    func testBoldIsWider() {
        XCTAssertGreaterThan(TextMeasure.width(of: "Total", fontSize: 12, isBold: true), TextMeasure.width(of: "Total", fontSize: 12))
    }
}
