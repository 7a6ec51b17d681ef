import XCTest
@testable import ChartData

final class UTF8ValidationTests: XCTestCase {
    private func firstInvalid(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset($0) }
    }

    func testValidTextOfEveryLengthPasses() {
        XCTAssertNil(firstInvalid(Array("plain ASCII that is longer than eight bytes".utf8)))
        XCTAssertNil(firstInvalid(Array("é 東 😀 ok".utf8)))
        XCTAssertNil(firstInvalid([]))
    }

    func testBadBytesAreFoundWhereTheyAre() {
        XCTAssertEqual(firstInvalid(Array("abcdefghij".utf8) + [0xFF]), 10)
        XCTAssertEqual(firstInvalid([0x61, 0xC3]), 1)              // cut short
        XCTAssertEqual(firstInvalid([0xC0, 0x80]), 0)              // overlong
        XCTAssertEqual(firstInvalid([0xED, 0xA0, 0x80]), 0)        // surrogate
        XCTAssertEqual(firstInvalid([0xF4, 0x90, 0x80, 0x80]), 0)  // past U+10FFFF
        XCTAssertEqual(firstInvalid([0xE2, 0x82, 0x41]), 0)        // bad continuation
    }
}
