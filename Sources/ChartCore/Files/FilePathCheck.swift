/// Refuses file paths that cannot mean what they show: the C library ends a path at its first
/// NUL byte, so `"notes.txt\u{0}.svg"` would write `notes.txt` after passing a check of its
/// extension, and control characters (a newline, an escape) make a name that misleads in
/// every listing. Writers and readers of files ask before they open one.
public enum FilePathCheck {
    /// Why `path` is refused, or nil when it is fine: it is empty, or holds a NUL or another
    /// control character (U+0000–U+001F, U+007F), named with its position.
    public static func problem(with path: String) -> String? {
        guard !path.isEmpty else { return "the file name is empty" }
        for (offset, scalar) in path.unicodeScalars.enumerated() where scalar.value < 0x20 || scalar.value == 0x7F {
            let name = scalar.value == 0 ? "a NUL character" : "the control character U+\(hex(scalar.value))"
            return "the path holds \(name) at position \(offset + 1), which the system would not read as written"
        }
        return nil
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
