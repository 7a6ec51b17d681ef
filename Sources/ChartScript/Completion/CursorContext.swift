/// What surrounds a cursor in a cell: the word being typed and what comes before it.
struct CursorContext {
    /// The scalars of the source.
    let scalars: [Unicode.Scalar]
    /// The word (identifier characters) ending at the cursor.
    let partial: String
    /// Where that word starts, in scalars.
    let wordStart: Int
    /// Where the word under the cursor ends (for inspection, which looks both ways).
    let wordEnd: Int
    /// The text of the receiver before `.`, when the word follows a dot (`nil` otherwise);
    /// empty for an implicit member (`.red` with nothing before the dot).
    let receiver: String?

    init(code: String, cursor: Int) {
        scalars = Array(code.unicodeScalars)
        let position = max(0, min(cursor, scalars.count))
        var start = position
        while start > 0, Self.isWordScalar(scalars[start - 1]) { start -= 1 }
        var end = position
        while end < scalars.count, Self.isWordScalar(scalars[end]) { end += 1 }
        wordStart = start
        wordEnd = end
        partial = String(String.UnicodeScalarView(scalars[start..<position]))
        guard start > 0, scalars[start - 1] == "." else { receiver = nil; return }
        receiver = Self.receiverText(scalars, endingBefore: start - 1)
    }

    /// The whole word under the cursor.
    var word: String { String(String.UnicodeScalarView(scalars[wordStart..<wordEnd])) }

    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isXIDContinue || scalar == "_" || scalar == "$"
    }

    /// The expression text before a dot at `dot`: identifiers, dots, and balanced brackets.
    private static func receiverText(_ scalars: [Unicode.Scalar], endingBefore dot: Int) -> String {
        var index = dot
        var depth = 0
        while index > 0 {
            let scalar = scalars[index - 1]
            if scalar == ")" || scalar == "]" { depth += 1 }
            else if scalar == "(" || scalar == "[" {
                if depth == 0 { break }
                depth -= 1
            } else if depth == 0 && !(isWordScalar(scalar) || scalar == ".") {
                if scalar == "\"" { break }
                break
            }
            index -= 1
        }
        return String(String.UnicodeScalarView(scalars[index..<dot])).trimmingWhitespace()
    }
}
