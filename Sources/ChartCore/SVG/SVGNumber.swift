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

    /// Appends the number (at most two decimals) to `text` without building a temporary string.
    public static func append(_ value: Double, to text: inout String) {
        guard value.isFinite else {
            text.append("0")
            return
        }
        let clamped = min(limit, max(-limit, value))
        var hundredths = Int64((clamped * 100).rounded())
        if hundredths == 0 {
            text.append("0")
            return
        }
        if hundredths < 0 {
            text.append("-")
            hundredths = -hundredths
        }
        appendDigits(of: hundredths / 100, to: &text)
        let fraction = Int(hundredths % 100)
        if fraction != 0 {
            text.append(".")
            text.append(Character(Unicode.Scalar(UInt8(48 + fraction / 10))))
            if fraction % 10 != 0 {
                text.append(Character(Unicode.Scalar(UInt8(48 + fraction % 10))))
            }
        }
    }

    /// Appends the decimal digits of a non-negative integer.
    static func appendDigits(of value: Int64, to text: inout String) {
        if value < 10 {
            text.append(Character(Unicode.Scalar(UInt8(48 + value))))
            return
        }
        var buffer: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var remaining = value
        withUnsafeMutableBytes(of: &buffer) { bytes in
            while remaining > 0 && count < 20 {
                bytes[19 - count] = UInt8(48 + remaining % 10)
                remaining /= 10
                count += 1
            }
            text.append(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[(20 - count)...]), as: UTF8.self))
        }
    }
}
