import Foundation
import XCTest
@testable import ChartScript

final class StringTrimmingTests: XCTestCase {
    private let samples = [
        "", " ", "  a b  ", "\ta\t", "\n a \n", "\r\nvalue\r\n", "\u{00A0}x\u{3000}", "\u{2028}x\u{2029}",
        "\u{85}x\u{85}", "\u{0B}\u{0C}x", "\u{200B}x", "\u{180E}x", "\u{200C}x", "\u{FEFF}x", "\u{2007}x\u{2008}", "\u{1C}x", " e\u{301} ", "\u{301} x", "only", "\u{1680}\u{202F}\u{205F}",
    ]

    func testWhitespaceTrimmingMatchesFoundationWhitespaces() {
        for sample in samples {
            XCTAssertEqual(sample.trimmingWhitespace(), sample.trimmingCharacters(in: .whitespaces), sample.debugDescription)
        }
    }

    func testWhitespaceAndNewlineTrimmingMatchesFoundation() {
        for sample in samples {
            XCTAssertEqual(sample.trimmingWhitespaceAndNewlines(), sample.trimmingCharacters(in: .whitespacesAndNewlines), sample.debugDescription)
        }
    }

    func testNewlinesStayWhenOnlyWhitespaceIsTrimmed() {
        XCTAssertEqual(" \n a \n ".trimmingWhitespace(), "\n a \n")
    }
}
