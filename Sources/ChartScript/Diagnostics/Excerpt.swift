/// Long text shortened for error messages: a cell may hold a 5 MB name or line, and an error
/// that echoed it whole would be as long and as slow to show.
enum Excerpt {
    /// The most characters (Unicode scalars) of one piece of input an error quotes.
    static let maximumQuoted = 80
    /// The most characters of a source line a traceback shows.
    static let maximumLine = 200

    /// Line `number` (from 1) of `source`, or nil when it has fewer lines; found by its bytes,
    /// as splitting a cell of megabytes into Characters takes long.
    static func line(_ number: Int, of source: String) -> String? {
        guard number >= 1 else { return nil }
        var current = 1
        var start = source.utf8.startIndex
        var index = start
        let newline = UInt8(ascii: "\n")
        while index < source.utf8.endIndex {
            if source.utf8[index] == newline {
                if current == number { return String(decoding: source.utf8[start..<index], as: UTF8.self) }
                current += 1
                start = source.utf8.index(after: index)
            }
            index = source.utf8.index(after: index)
        }
        return current == number ? String(decoding: source.utf8[start..<index], as: UTF8.self) : nil
    }

    /// `text` when it is short; else its start and end around "…" and its length.
    static func quoted(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > maximumQuoted else { return text }
        let kept = maximumQuoted / 2
        return String(String.UnicodeScalarView(scalars.prefix(kept))) + "…" + String(String.UnicodeScalarView(scalars.suffix(kept / 2)))
            + " (\(scalars.count) characters)"
    }

    /// The part of `line` a traceback shows around `column` (counted from 0, in scalars), and
    /// the column within it: the whole line when it is short, else a window with "…" where
    /// the line goes on.
    static func line(_ line: String, around column: Int) -> (text: String, column: Int) {
        let scalars = Array(line.unicodeScalars)
        guard scalars.count > maximumLine else { return (line, column) }
        let half = maximumLine / 2
        let start = max(0, min(column - half, scalars.count - maximumLine))
        let end = min(scalars.count, start + maximumLine)
        var text = String(String.UnicodeScalarView(scalars[start..<end]))
        var shown = column - start
        if start > 0 {
            text = "…" + text
            shown += 1
        }
        if end < scalars.count { text += "…" }
        return (text, shown)
    }
}
