import XCTest
import JupyterEngine
@testable import JupyterKernel

final class JSONReaderTests: XCTestCase {
    func testReadsEveryKindOfValue() throws {
        let value = try JSONReader.parse(#" {"a": [1, -2.5, true, false, null], "b": {"c": "d"}} "#)
        XCTAssertEqual(value, .object(["a": .array([.int(1), .double(-2.5), .bool(true), .bool(false), .null]),
                                       "b": .object(["c": .string("d")])]))
    }

    func testDecodesSimpleEscapes() throws {
        XCTAssertEqual(try JSONReader.parse(#""q\" b\\ s\/ \b\f\n\r\t""#), .string("q\" b\\ s/ \u{8}\u{C}\n\r\t"))
    }

    func testDecodesUnicodeEscapeOfBasicPlane() throws {
        XCTAssertEqual(try JSONReader.parse(#""caf\u00e9 \u20AC""#), .string("café €"))
    }

    func testDecodesSurrogatePairIntoOneScalar() throws {
        let value = try JSONReader.parse(#""\ud83c\udf89""#)
        XCTAssertEqual(value, .string("🎉"))
        XCTAssertEqual(value.stringValue?.unicodeScalars.count, 1)
    }

    func testRejectsLoneSurrogates() {
        XCTAssertThrowsError(try JSONReader.parse(#""\ud83c""#))
        XCTAssertThrowsError(try JSONReader.parse(#""\udf89""#))
        XCTAssertThrowsError(try JSONReader.parse(#""\ud83c\u0041""#))
    }

    func testKeepsRawUTF8() throws {
        XCTAssertEqual(try JSONReader.parse("\"日本 🎉\""), .string("日本 🎉"))
    }

    func testRejectsInvalidUTF8InStrings() {
        XCTAssertThrowsError(try JSONReader.parse([0x22, 0xC3, 0x28, 0x22])) { error in
            XCTAssertEqual(error as? JSONError, .invalidText("the byte 0xC3, which is not UTF-8,", path: [], line: 1, column: 1, offset: 1))
        }
    }

    func testTextThatIsNotUnicodeIsPlacedByKeyLineAndColumn() {
        XCTAssertThrowsError(try JSONReader.parse(#"{"code": "ab\ncd\ud800 tail", "silent": false}"#)) { error in
            XCTAssertEqual(error as? JSONError, .invalidText("a lone surrogate \\uD800", path: ["code"], line: 2, column: 3, offset: 16))
            XCTAssertEqual("\(error)", "a lone surrogate \\uD800 at line 2, column 3 of 'code' (offset 16 of the JSON text)")
        }
        XCTAssertThrowsError(try JSONReader.parse(Array(#"{"a": {"b": "xé"#.utf8) + [0xFF] + Array(#""}}"#.utf8))) { error in
            XCTAssertEqual(error as? JSONError, .invalidText("the byte 0xFF, which is not UTF-8,", path: ["a", "b"], line: 1, column: 3, offset: 16))
        }
        XCTAssertThrowsError(try JSONReader.parse(#"["x\udc00"]"#)) { error in
            XCTAssertEqual(error as? JSONError, .invalidText("a lone surrogate \\uDC00", path: [], line: 1, column: 2, offset: 3))
        }
    }

    func testIntegersStayIntegersAndLargeOnesBecomeDoubles() throws {
        XCTAssertEqual(try JSONReader.parse("9223372036854775807"), .int(Int.max))
        XCTAssertEqual(try JSONReader.parse("-0"), .int(0))
        XCTAssertEqual(try JSONReader.parse("92233720368547758070"), .double(92233720368547758070))
        XCTAssertEqual(try JSONReader.parse("1e3"), .double(1000))
        XCTAssertEqual(try JSONReader.parse("2.0"), .double(2))
    }

    func testRejectsMalformedNumbers() {
        for text in ["01", "1.", ".5", "-", "1e", "+1", "0x10"] {
            XCTAssertThrowsError(try JSONReader.parse(text), text)
        }
    }

    func testRefusesNumbersBeyondTheRangeOfADouble() {
        for text in ["1e400", "-1e400", "4444444444444444444444444444e44443164"] {
            XCTAssertThrowsError(try JSONReader.parse(text), text) { error in
                XCTAssertEqual(error as? JSONError, .numberOutOfRange(offset: 0))
            }
        }
        XCTAssertEqual(try JSONReader.parse("1e308"), .double(1e308))
        XCTAssertEqual(try JSONReader.parse("1e-400"), .double(0))
    }

    func testRejectsTruncatedAndTrailingText() {
        XCTAssertThrowsError(try JSONReader.parse(#"{"a": 1"#)) { XCTAssertEqual($0 as? JSONError, .unexpectedEnd) }
        XCTAssertThrowsError(try JSONReader.parse("[1] x")) { XCTAssertEqual($0 as? JSONError, .trailingContent(offset: 4)) }
        XCTAssertThrowsError(try JSONReader.parse(""))
        XCTAssertThrowsError(try JSONReader.parse("[1,]"))
        XCTAssertThrowsError(try JSONReader.parse(#"{"a" 1}"#))
        XCTAssertThrowsError(try JSONReader.parse("tru"))
    }

    func testRejectsRawControlCharactersInStrings() {
        XCTAssertThrowsError(try JSONReader.parse("\"a\nb\""))
    }

    func testLimitsNestingDepth() {
        let deep = String(repeating: "[", count: JSONReader.maximumDepth + 1) + String(repeating: "]", count: JSONReader.maximumDepth + 1)
        XCTAssertThrowsError(try JSONReader.parse(deep)) {
            XCTAssertEqual($0 as? JSONError, .nestingTooDeep(limit: JSONReader.maximumDepth))
        }
        let allowed = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        XCTAssertNoThrow(try JSONReader.parse(allowed))
    }

    func testLaterDuplicateKeyWins() throws {
        XCTAssertEqual(try JSONReader.parse(#"{"a": 1, "a": 2}"#), .object(["a": .int(2)]))
    }
}
