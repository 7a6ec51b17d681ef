/// Escaping of user text for XML text nodes and attribute values.
///
/// Besides the five markup characters, characters XML 1.0 forbids (most control characters,
/// U+FFFE, U+FFFF) are replaced by U+FFFD so that every document stays well-formed.
public enum XMLEscaping {
    /// Text safe inside an element: `&`, `<`, `>` escaped.
    public static func escapeText(_ text: String) -> String {
        escape(text, quotes: false)
    }

    /// Text safe inside a double- or single-quoted attribute value.
    public static func escapeAttribute(_ text: String) -> String {
        escape(text, quotes: true)
    }

    /// Appends `text` escaped, without copying when nothing needs escaping.
    static func append(_ text: String, quotes: Bool, to output: inout String) {
        if !needsEscaping(text, quotes: quotes) {
            output.append(text)
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output.append("&amp;")
            case "<": output.append("&lt;")
            case ">": output.append("&gt;")
            case "\"" where quotes: output.append("&quot;")
            case "'" where quotes: output.append("&#39;")
            case "\n" where quotes: output.append("&#10;")
            case "\t", "\n", "\r": output.unicodeScalars.append(scalar)
            default:
                if isForbidden(scalar) {
                    output.append("\u{FFFD}")
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
    }

    private static func escape(_ text: String, quotes: Bool) -> String {
        var output = ""
        append(text, quotes: quotes, to: &output)
        return output
    }

    private static func needsEscaping(_ text: String, quotes: Bool) -> Bool {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"): return true
            case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\n"): if quotes { return true }
            case 0..<0x20 where byte != 0x09 && byte != 0x0A && byte != 0x0D: return true
            case 0xEF: return true  // may start U+FFFE / U+FFFF; checked slowly
            default: continue
            }
        }
        return false
    }

    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 { return value != 0x09 && value != 0x0A && value != 0x0D }
        return value == 0xFFFE || value == 0xFFFF
    }
}
