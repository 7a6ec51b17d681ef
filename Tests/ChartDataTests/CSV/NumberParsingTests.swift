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

    /// The same bits as Swift's `Double(String)`, or both nil (a -0.0 or an infinity must match too).
    private func assertSameAsSwift(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(double(text)?.bitPattern, Double(text)?.bitPattern, text, file: file, line: line)
    }

    func testDoublesOnTrickyTextAreBitForBitSwiftsOwn() {
        let tricky = [
            // Halfway between two doubles, just above and just below, around 2^53 and elsewhere.
            "9007199254740993", "9007199254740993.0000000001", "9007199254740992.9999999999", "4503599627370497.5",
            "9007199254740991", "18014398509481993", "0.1000000000000000055511151231257827", "0.1000000000000000055511151231257828",
            "1.00000000000000011102230246251565404236316680908203125", "1.00000000000000011102230246251565404236316680908203124",
            // The fast path's edges: 15 and 16 digits, powers of ten up to 22 and past it.
            "123456789012345", "1234567890123456", "123456789012345e22", "1e22", "1e23", "9007199254740991e-22",
            "999999999999999e-22", "8.98846567431158e307", "5e-324", "2.4703282292062327e-324", "2.4703282292062328e-324",
            "2.2250738585072011e-308", "2.2250738585072012e-308", "1.7976931348623158e308", "1.7976931348623159e308",
            "1e309", "1e-400", "0e-400", "0e400", "-0", "-0.0", "+0.0", "-5e-324",
            // Long digit strings, leading and trailing zeros, digits past the 19th.
            "000123.4500", "0.000000000000000000000000001234", "1.00000000000000000000000001",
            "123456789012345678901234567890", "12345678901234567890.123456789", "0.99999999999999999999",
            "99999999999999999999e-20", "3.", ".5", "-.25e1", "1E5", "1e+05", "1e-05", "7.e3", "00000000000000000000001",
        ]
        for text in tricky { assertSameAsSwift(text) }
        // Random decimal text: 1 to 25 digits, a point anywhere or none, an exponent or none.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return Int(state % UInt64(bound))
        }
        for _ in 0..<20_000 {
            var digits = (0..<(1 + next(25))).map { _ in String(next(10)) }.joined()
            if next(3) > 0 { digits.insert(".", at: digits.index(digits.startIndex, offsetBy: next(digits.count + 1))) }
            if digits == "." { digits = "0." }
            let sign = ["", "-", "+"][next(3)]
            let exponent = next(2) == 0 ? "" : "e\(next(700) - 350)"
            assertSameAsSwift(sign + digits + exponent)
        }
    }

    func testDoublesRejectMalformedText() {
        for text in ["", ".", "-", "e5", "1e", "1e+", "1.2.3", "0x1p3", "1,5", "nan", "1 2"] {
            XCTAssertNil(double(text), text)
        }
    }
}
