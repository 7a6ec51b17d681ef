import JupyterEngine
import XCTest
@testable import ChartScript

/// The checked `split(separator:)` cuts the pieces the standard library cuts, and stops at an
/// interrupt.
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

    func testLongTextsAreToldASCIIAcrossChunksAndCutAsTheStandardLibraryCuts() throws {
        var poll = InterruptPoll(nil)
        let chunk = String.asciiCheckChunk
        XCTAssertTrue(try String.isASCII("", poll: &poll))
        XCTAssertTrue(try String.isASCII(String(repeating: "a,", count: 3 * chunk), poll: &poll))
        for length in [chunk - 1, chunk, chunk + 1, 5 * chunk] {
            let text = String(repeating: "a,", count: length / 2) + "é," + String(repeating: "b,", count: 10)
            XCTAssertFalse(try String.isASCII(text, poll: &poll), "\(length)")
            XCTAssertEqual(try text.checkedSplit(separator: ",", maxSplits: .max, omittingEmpty: true),
                           text.split(separator: ",").map(String.init), "\(length)")
        }
    }

    func testTheASCIIScanOfALongStringStopsAtAnInterrupt() {
        // With `maxSplits: 0` only the scan telling ASCII text walks the string (one piece is
        // made), so only the scan can see the flag.
        let runtime = Runtime(interruptFlag: InterruptFlag())
        Runtime.current = runtime
        defer { Runtime.current = nil }
        runtime.interruptFlag.raise()
        let line = String(repeating: "ab,", count: 100_000)
        XCTAssertThrowsError(try line.checkedSplit(separator: ",", maxSplits: 0, omittingEmpty: true)) {
            XCTAssertEqual("\($0)", "\(ScriptError.interrupted)")
        }
        runtime.interruptFlag.lower()
        XCTAssertEqual(try line.checkedSplit(separator: ",", maxSplits: 0, omittingEmpty: true), [line])
    }
}
