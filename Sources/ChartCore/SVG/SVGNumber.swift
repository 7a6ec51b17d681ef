/// Writes numbers into SVG the one way the whole library uses: the shortest decimal form,
/// rounded to at most two decimals, never "-0", never exponent notation.
///
/// `format(0.1 + 0.2)` is "0.3", `format(-0.001)` is "0", `format(12.5)` is "12.5".
public enum SVGNumber {
    /// The largest magnitude written exactly; larger values are clamped (far outside any canvas).
    static let limit = 1e12

    /// The number as SVG text, at most two decimals.
    public static func format(_ value: Double) -> String {
        var text = ""
        append(value, to: &text)
        return text
    }

    /// Appends the number (at most two decimals) to `text`.
    public static func append(_ value: Double, to text: inout String) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        append(value, toBytes: &bytes)
        text.append(String(decoding: bytes, as: UTF8.self))
    }

    /// Appends the number's UTF-8 bytes (at most two decimals) to `bytes`; the fast path used
    /// for long paths.
    @inline(__always)
    public static func append(_ value: Double, toBytes bytes: inout [UInt8]) {
        guard value.isFinite else {
            bytes.append(48)
            return
        }
        let clamped = min(limit, max(-limit, value)) * 100
        // Rounds half away from zero without calling into libm (hot path of long paths).
        var hundredths = Int64(clamped >= 0 ? clamped + 0.5 : clamped - 0.5)
        if hundredths == 0 {
            bytes.append(48)
            return
        }
        if hundredths < 0 {
            bytes.append(45)
            hundredths = -hundredths
        }
        appendDigits(of: hundredths / 100, to: &bytes)
        let fraction = Int(hundredths % 100)
        if fraction != 0 {
            bytes.append(46)
            bytes.append(UInt8(48 + fraction / 10))
            if fraction % 10 != 0 { bytes.append(UInt8(48 + fraction % 10)) }
        }
    }

    /// Appends the decimal digits of a non-negative integer (divisions by the constant 10
    /// compile to multiplications).
    @inline(__always)
    static func appendDigits(of value: Int64, to bytes: inout [UInt8]) {
        if value < 10 {
            bytes.append(UInt8(truncatingIfNeeded: 48 + value))
            return
        }
        var digits: (UInt64, UInt64) = (0, 0)  // up to 16 digits, packed one per byte, reversed
        var count = 0
        var remaining = UInt64(value)
        while remaining > 0 && count < 16 {
            let digit = remaining % 10
            remaining /= 10
            if count < 8 {
                digits.0 |= digit << (8 * UInt64(count))
            } else {
                digits.1 |= digit << (8 * UInt64(count - 8))
            }
            count += 1
        }
        var position = count - 1
        while position >= 0 {
            let digit = position < 8 ? (digits.0 >> (8 * UInt64(position))) & 0xFF : (digits.1 >> (8 * UInt64(position - 8))) & 0xFF
            bytes.append(UInt8(truncatingIfNeeded: 48 + digit))
            position -= 1
        }
    }
}
