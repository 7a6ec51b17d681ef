import Foundation
import XCTest
@testable import ChartScript

final class CharacterSetValueTests: XCTestCase {
    /// Scalars from several scripts and categories: letters, marks, digits, punctuation, symbols, spaces, controls.
    private let scalars: [Unicode.Scalar] = Array("aZé\u{301}ß7٣三!?,.-_()\"'$€+<=~ \t\n\r\u{A0}\u{2028}\u{0}\u{7F}\u{200B}\u{FEFF}😀ǅⅣ½".unicodeScalars)

    func testNamedSetsHoldWhatFoundationsHold() throws {
        let foundation: [String: CharacterSet] = [
            "whitespaces": .whitespaces, "whitespacesAndNewlines": .whitespacesAndNewlines, "newlines": .newlines,
            "decimalDigits": .decimalDigits, "letters": .letters, "lowercaseLetters": .lowercaseLetters,
            "uppercaseLetters": .uppercaseLetters, "alphanumerics": .alphanumerics, "punctuationCharacters": .punctuationCharacters,
            "symbols": .symbols, "controlCharacters": .controlCharacters,
        ]
        for (name, _, set) in CharacterSetValue.named {
            let expected = try XCTUnwrap(foundation[name], name)
            for scalar in scalars {
                XCTAssertEqual(set.contains(scalar), expected.contains(scalar), "\(name) and U+\(String(scalar.value, radix: 16))")
            }
        }
    }

    func testComponentsSeparatedByTextMatchFoundation() throws {
        for (text, separator) in [("a,b,,c", ","), ("key=value=more", "="), ("", ","), (",", ","), ("abc", ""), ("a--b--", "--"), ("née", "e"),
                                  ("a---b", "--"), ("x, y, z", ", "), ("日本,語,", ","), ("a\u{301},b", "a"), (String(repeating: "long piece of text,", count: 3), ",")] {
            XCTAssertEqual(try text.checkedComponents(separatedBy: separator), NSString(string: text).components(separatedBy: separator), "\(text) by \(separator)")
        }
    }

    func testComponentsSeparatedBySetMatchFoundation() throws {
        let text = "one two,three;;four"
        XCTAssertEqual(try text.checkedComponents(separatedBy: CharacterSetValue.characters(in: " ,;")),
                       text.components(separatedBy: CharacterSet(charactersIn: " ,;")))
    }

    func testCapitalizedMatchesFoundation() {
        for text in ["hello world", "hELLO wORLD", "it's a dog-eat-dog world", "3rd place", "élan vital", "", "x", "hello.world", "a:b_c",
                     "o\u{2019}neil", "e\u{301}cole", "ǆemal", "ab12cd", "x·y", "1st 2nd"] {
            XCTAssertEqual(StringQueryBindings.capitalized(text), text.capitalized, text)
        }
    }

    func testUnionAndInverse() {
        let digits = CharacterSetValue.characters(in: "0123456789")
        let set = digits.union(.characters(in: "x")).inverted
        XCTAssertFalse(set.contains("7"))
        XCTAssertFalse(set.contains("x"))
        XCTAssertTrue(set.contains("y"))
    }
}
