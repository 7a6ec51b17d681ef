import Foundation
import XCTest
@testable import ChartScript

final class StringReplacingTests: XCTestCase {
    func testMatchesFoundationReplacingOccurrences() {
        let cases: [(text: String, target: String, replacement: String)] = [
            ("Enrollment", "e", "E"), ("aaa", "aa", "b"), ("abc", "", "x"), ("abc", "abcd", "x"), ("", "a", "b"),
            ("e\u{301}x", "e", "E"), ("\u{e9}x", "e\u{301}", "E"), ("e\u{301}x", "\u{e9}", "E"),
            ("a\r\nb", "\n", "N"), ("a\r\nb", "\r\n", "N"), ("a\r\nb", "\r", "R"), ("👍🏽x", "👍", "y"),
            ("Int?", "?", ""), ("line\nnext\n", "\n", "\n    "), ("ß", "s", "t"), ("Aa", "a", "x"),
        ]
        for sample in cases {
            XCTAssertEqual(sample.text.replacingEvery(sample.target, with: sample.replacement),
                           sample.text.replacingOccurrences(of: sample.target, with: sample.replacement),
                           "\(sample.text.debugDescription) replacing \(sample.target.debugDescription)")
        }
    }

    func testReplacementIsNotSearchedAgain() {
        XCTAssertEqual("ab".replacingEvery("a", with: "aa"), "aab")
    }
}
