import XCTest
import JupyterEngine
@testable import JupyterKernel

final class JSONWriterTests: XCTestCase {
    func testWritesKeysSorted() {
        let value: JSONValue = ["b": 1, "a": ["d": true, "c": nil]]
        XCTAssertEqual(JSONWriter.string(of: value), #"{"a":{"c":null,"d":true},"b":1}"#)
    }

    func testEscapesQuotesBackslashesAndControlCharacters() {
        let text = "say \"hi\"\\\n\t\u{1}\u{7F}"
        XCTAssertEqual(JSONWriter.string(of: .string(text)), #""say \"hi\"\\\n\t\u0001\u007f""#)
    }

    func testWritesNonASCIIAsUTF8() {
        XCTAssertEqual(JSONWriter.bytes(of: .string("é🎉")), Array("\"é🎉\"".utf8))
    }

    func testNonFiniteNumbersBecomeNull() {
        XCTAssertEqual(JSONWriter.string(of: [.double(.infinity), .double(.nan)]), "[null,null]")
    }

    func testNumbersRoundTrip() throws {
        for number in [0.1, 1.0 / 3.0, 1e-7, 5e300, -2.5, 123456789.125, Double.leastNonzeroMagnitude] {
            XCTAssertEqual(try JSONReader.parse(JSONWriter.string(of: .double(number))), .double(number))
        }
        for number in [0, -1, Int.max, Int.min] {
            XCTAssertEqual(try JSONReader.parse(JSONWriter.string(of: .int(number))), .int(number))
        }
    }

    func testArbitraryTextRoundTrips() throws {
        let texts = ["", "plain", "tab\there", "\u{0}\u{1F}", "日本語", "🎉👩‍👩‍👧", "\\u0041", "\u{2028}"]
        for text in texts {
            XCTAssertEqual(try JSONReader.parse(JSONWriter.bytes(of: .string(text))), .string(text))
        }
    }

    func testNestedValueRoundTrips() throws {
        let value: JSONValue = ["header": ["msg_id": "a", "count": 3], "list": [1, 2.5, "x", [:], []], "flag": false]
        XCTAssertEqual(try JSONReader.parse(JSONWriter.bytes(of: value)), value)
    }
}
