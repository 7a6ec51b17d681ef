#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// printf-style formatting of one floating-point number through the C library.
///
/// The C library formats in the "C" locale (a point as decimal separator), as Foundation's
/// `String(format:)` does without a locale, so results are identical without linking Foundation.
package enum PrintfFormatting {
    /// `value` formatted with `format`, which must hold exactly one floating-point conversion
    /// (`f`, `F`, `e`, `E`, `g` or `G`, with optional flags, width and precision) and no other
    /// conversion than `%%`. Returns an empty string when the C library reports an error
    /// (such as a width too large to represent).
    package static func string(format: String, _ value: Double) -> String {
        guard fitsLimits(format) else { return "" }
        var buffer = [CChar](repeating: 0, count: 64)
        var length = print(format: format, value, into: &buffer)
        if length >= buffer.count {
            buffer = [CChar](repeating: 0, count: length + 1)
            length = print(format: format, value, into: &buffer)
        }
        guard length >= 0, length < buffer.count else { return "" }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Writes into `buffer` (truncated to its size) and returns the full length, or -1.
    private static func print(format: String, _ value: Double, into buffer: inout [CChar]) -> Int {
        let capacity = buffer.count
        let written = buffer.withUnsafeMutableBufferPointer { pointer in
            withVaList([value]) { arguments in vsnprintf(pointer.baseAddress, capacity, format, arguments) }
        }
        return Int(written)
    }

    /// The largest width or precision a directive may ask for: the C library would otherwise
    /// build the text it asks for (`%.999999999f` is a gigabyte of zeros) before any check
    /// could run. 4096 digits hold every Double exactly.
    package static let maximumWidthOrPrecision = 4_096

    /// Whether no directive of `format` asks for a width or precision above
    /// ``maximumWidthOrPrecision`` (nor for one given as an argument, `*`).
    package static func fitsLimits(_ format: String) -> Bool {
        var inDirective = false
        var number = 0
        for byte in format.utf8 {
            if !inDirective {
                if byte == UInt8(ascii: "%") { inDirective = true; number = 0 }
                continue
            }
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                number = number * 10 + Int(byte - UInt8(ascii: "0"))
                if number > maximumWidthOrPrecision { return false }
            case UInt8(ascii: "*"):
                return false
            case UInt8(ascii: "."), UInt8(ascii: "$"):
                // A precision follows, or the digits before were an argument's position (`%2$@`).
                number = 0
            case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: " "), UInt8(ascii: "#"), UInt8(ascii: "'"),
                 UInt8(ascii: "h"), UInt8(ascii: "l"), UInt8(ascii: "q"), UInt8(ascii: "L"), UInt8(ascii: "z"),
                 UInt8(ascii: "j"), UInt8(ascii: "t"):
                continue
            default:
                inDirective = false
            }
        }
        return true
    }
}
