import XCTest
@testable import ChartScript

/// The checked `split(separator:)` cuts the pieces the standard library cuts.
final class CheckedPiecesTests: XCTestCase {
    private let texts = ["", ",", ",,", "a", "a,b,,c,", ",a,,b,", "a--b----c--", "a---b", "née,e\u{301},e", "a\r\nb\r\n", "x\r\ny",
                         "日本,語,,", "👩‍👩‍👧,👍🏽", String(repeating: "a long piece of text,", count: 5), "e\u{301}e"]

    func testSplittingAtACharacterCutsWhatTheStandardLibraryCuts() throws {
        for text in texts {
            for separator: Character in [",", "a", "\r\n", "\n", "e", "😀", "👍🏽"] {
                for maxSplits in [0, 1, 2, Int.max] {
                    for omitting in [true, false] {
                        let expected = text.split(separator: separator, maxSplits: maxSplits, omittingEmptySubsequences: omitting).map(String.init)
                        XCTAssertEqual(try text.checkedSplit(separator: String(separator), maxSplits: maxSplits, omittingEmpty: omitting), expected,
                                       "\(text.debugDescription) at \(separator.debugDescription), \(maxSplits), \(omitting)")
                    }
                }
            }
        }
    }

    func testSplittingAtAStringCutsWhatTheStandardLibraryCuts() throws {
        for text in texts {
            for separator in ["--", ",,", "a,", "", "e\u{301}", "\r\n,", "long piece"] {
                for maxSplits in [0, 1, 2, Int.max] {
                    for omitting in [true, false] {
                        let expected = text.split(separator: separator, maxSplits: maxSplits, omittingEmptySubsequences: omitting).map(String.init)
                        XCTAssertEqual(try text.checkedSplit(separator: separator, maxSplits: maxSplits, omittingEmpty: omitting), expected,
                                       "\(text.debugDescription) at \(separator.debugDescription), \(maxSplits), \(omitting)")
                    }
                }
            }
        }
    }
}
