/// Whitespace trimming with the character sets of Foundation's `CharacterSet.whitespaces`
/// and `.whitespacesAndNewlines` (as Foundation defines them, which differs slightly from
/// Unicode's space separators), on Unicode scalars as Foundation trims.
extension String {
    /// The string without leading and trailing tabs and spaces.
    func trimmingWhitespace() -> String {
        trimming(where: String.isWhitespace)
    }

    /// The string without leading and trailing whitespace, line and paragraph separators,
    /// and the newline controls U+000A–U+000D and U+0085.
    func trimmingWhitespaceAndNewlines() -> String {
        trimming(where: String.isWhitespaceOrNewline)
    }

    /// Foundation's `CharacterSet.whitespaces`: tab, space, and the Unicode spaces
    /// U+00A0, U+1680, U+2000–U+200B, U+202F, U+205F and U+3000.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// Foundation's `CharacterSet.whitespacesAndNewlines`: the whitespace above, U+000A–U+000D,
    /// U+0085 and the line and paragraph separators U+2028 and U+2029.
    static func isWhitespaceOrNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
        default: return isWhitespace(scalar)
        }
    }

    /// The string without the leading and trailing scalars for which `isTrimmed` is true.
    func trimming(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
              let last = scalars.lastIndex(where: { !isTrimmed($0) }) else { return "" }
        return String(scalars[first...last])
    }
}
