/// Positions in a string. A `String.Index` is held as the number of characters (grapheme
/// clusters) before it, so `text.startIndex` is 0, `text.endIndex` is `text.count`, and
/// `index(after:)`, ranges of indices and `text[index]` work with plain Int arithmetic.
/// Substrings are strings (they print alike); their indices start again at 0.
enum StringIndexing {
    /// The character at `offset`, or an index error.
    static func character(of text: String, at offset: Int) throws -> Character {
        guard offset >= 0, let position = text.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex),
              position < text.endIndex else {
            throw ScriptError.indexOutOfRange(index: offset, count: text.count)
        }
        return text[position]
    }

    /// The characters in `range` (character offsets), or an index error.
    static func substring(of text: String, _ range: Range<Int>) throws -> String {
        let count = text.count
        guard range.lowerBound >= 0, range.upperBound <= count else {
            throw ScriptError.indexOutOfRange(index: range.lowerBound < 0 ? range.lowerBound : range.upperBound - 1, count: count)
        }
        let start = text.index(text.startIndex, offsetBy: range.lowerBound)
        let end = text.index(start, offsetBy: range.count)
        return String(text[start..<end])
    }

    /// `text[index]`: a character for an Int position, a substring for a range or a one-sided range.
    static func read(_ text: String, at index: Value) throws -> Value {
        if case .int(let offset) = index { return .string(String(try character(of: text, at: offset))) }
        guard let range = try offsets(index, count: text.count) else {
            throw ScriptError.typeMismatch("a string index must be a String.Index or a range of them, not \(index.typeName)")
        }
        return .string(try substring(of: text, range))
    }

    /// The character offsets a range value covers (`a..<b`, `a...b`, `..<b`, `a...`), or `nil`
    /// when `index` is not a range.
    static func offsets(_ index: Value, count: Int) throws -> Range<Int>? {
        switch index {
        case let .range(lower, upper): return lower..<upper
        case let .closedRange(lower, upper):
            guard upper < Int.max else { throw ScriptError.overflow(operation: "\(lower)...\(upper)") }
            return lower..<(upper + 1)
        case .native(let box):
            guard let partial = box.payload as? PartialRange else { return nil }
            let range = partial.resolved(count: count)
            guard range.lowerBound <= range.upperBound else { throw ScriptError.indexOutOfRange(index: range.lowerBound, count: count) }
            return range
        default: return nil
        }
    }

    /// `text` with the characters in `range` replaced by `replacement`.
    static func replacing(_ range: Range<Int>, of text: String, with replacement: String) throws -> String {
        let count = text.count
        guard range.lowerBound >= 0, range.upperBound <= count else {
            throw ScriptError.indexOutOfRange(index: range.lowerBound < 0 ? range.lowerBound : range.upperBound, count: count)
        }
        let start = text.index(text.startIndex, offsetBy: range.lowerBound)
        let end = text.index(start, offsetBy: range.count)
        var result = text
        result.replaceSubrange(start..<end, with: replacement)
        return result
    }
}
