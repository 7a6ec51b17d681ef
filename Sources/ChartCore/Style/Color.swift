#if canImport(Glibc)
import Glibc
#endif

/// An sRGB colour with an alpha channel, each component in 0…1.
///
/// Colours reach SVG attributes only through `hexString` and `opacity`, never as raw user text,
/// so a colour can never smuggle markup into a document.
public struct Color: Hashable, CustomStringConvertible, Sendable {
    /// The red component, 0…1.
    public var red: Double
    /// The green component, 0…1.
    public var green: Double
    /// The blue component, 0…1.
    public var blue: Double
    /// The opacity, 0 (transparent) … 1 (opaque).
    public var alpha: Double

    /// A colour from components in 0…1; values outside are clamped and NaN becomes 0.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Color.clamped(red)
        self.green = Color.clamped(green)
        self.blue = Color.clamped(blue)
        self.alpha = Color.clamped(alpha)
    }

    /// A grey: 0 is black, 1 is white.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from 8-bit components (0…255).
    public init(red255 red: Int, green255 green: Int, blue255 blue: Int, alpha: Double = 1) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }

    /// Parses "#RGB", "#RRGGBB" or "#RRGGBBAA" (the "#" is optional, letters in either case,
    /// surrounding spaces ignored).
    ///
    /// - Throws: `ColorError.invalidHex` naming the text and the accepted forms.
    public init(hex: String) throws(ColorError) {
        var text = Substring(hex.trimmingSpaces())
        if text.hasPrefix("#") { text = text.dropFirst() }
        var digits: [Int] = []
        for scalar in text.unicodeScalars {
            guard let digit = Color.hexDigitValue(scalar) else { throw ColorError.invalidHex(hex) }
            digits.append(digit)
        }
        switch digits.count {
        case 3:
            self.init(red: Double(digits[0] * 17) / 255, green: Double(digits[1] * 17) / 255,
                      blue: Double(digits[2] * 17) / 255)
        case 6, 8:
            let bytes = stride(from: 0, to: digits.count, by: 2).map { Double(digits[$0] * 16 + digits[$0 + 1]) / 255 }
            self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 1)
        default:
            throw ColorError.invalidHex(hex)
        }
    }

    /// The same colour with another opacity (0…1).
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// "#RRGGBB", the opacity left out (SVG writes it as a separate `opacity` attribute).
    public var hexString: String {
        "#" + Color.hexByte(red) + Color.hexByte(green) + Color.hexByte(blue)
    }

    /// "#RRGGBB" for opaque colours, "#RRGGBBAA" otherwise.
    public var description: String {
        alpha >= 1 ? hexString : hexString + Color.hexByte(alpha)
    }

    /// The relative luminance (WCAG), 0 for black … 1 for white.
    public var luminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// This colour mixed with `other`; `amount` 0 gives self, 1 gives `other`.
    public func mixed(with other: Color, amount: Double) -> Color {
        let t = Color.clamped(amount)
        return Color(red: red + (other.red - red) * t, green: green + (other.green - green) * t,
                     blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }

    private static func clamped(_ value: Double) -> Double {
        value.isNaN ? 0 : min(1, max(0, value))
    }

    private static func hexByte(_ component: Double) -> String {
        let byte = Int(clamping: (component * 255).rounded(), to: 0...255)
        let digits = Array("0123456789ABCDEF")
        return String([digits[(byte >> 4) & 15], digits[byte & 15]])
    }

    private static func hexDigitValue(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar.value {
        case 48...57: return Int(scalar.value) - 48
        case 65...70: return Int(scalar.value) - 55
        case 97...102: return Int(scalar.value) - 87
        default: return nil
        }
    }
}

/// Why a colour could not be read.
public enum ColorError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The text is not "#RGB", "#RRGGBB" or "#RRGGBBAA".
    case invalidHex(String)

    /// A message a person can act on.
    public var description: String {
        switch self {
        case .invalidHex(let text):
            return "'\(text)' is not a colour; write it as #RGB, #RRGGBB or #RRGGBBAA with hexadecimal digits, e.g. #0072B2"
        }
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    func trimmingSpaces() -> String {
        let scalars = unicodeScalars
        let isSpace: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
              let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(scalars[first...last])
    }
}
