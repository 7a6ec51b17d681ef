import XCTest
@testable import ChartData

final class NumberParsingTests: XCTestCase {
    private func integer(_ text: String) -> Int? {
        let bytes = Array(text.utf8) + [0]
        return bytes.withUnsafeBufferPointer { NumberParsing.integer($0.baseAddress!, 0, bytes.count - 1) }
    }

    private func double(_ text: String) -> Double? {
        let bytes = Array(text.utf8) + [0]
        return bytes.withUnsafeBufferPointer { NumberParsing.double($0.baseAddress!, 0, bytes.count - 1) }
    }

    func testIntegersRejectEverythingButSignAndDigits() {
        XCTAssertEqual(integer("42"), 42)
        XCTAssertEqual(integer("-0"), 0)
        XCTAssertNil(integer(""))
        XCTAssertNil(integer("-"))
        XCTAssertNil(integer("1.0"))
        XCTAssertNil(integer("1_000"))
        XCTAssertNil(integer("9223372036854775808"))
    }

    func testDoublesMatchSwiftsOwnParsing() {
        for text in ["3.14159", "0.1", "1e308", "2.2250738585072014e-308", "123456789012345678",
                     "0.30000000000000004", "9007199254740993", "1.7976931348623157e308", "4.9e-324",
                     "0.000001", "12345.6789e-3", "-17.25"] {
            XCTAssertEqual(double(text), Double(text), text)
        }
    }

    func testDoublesRejectMalformedText() {
        for text in ["", ".", "-", "e5", "1e", "1e+", "1.2.3", "0x1p3", "1,5", "nan", "1 2"] {
            XCTAssertNil(double(text), text)
        }
    }
}
