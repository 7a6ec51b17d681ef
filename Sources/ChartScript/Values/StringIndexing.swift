/// A position in a string, `String.Index`: an opaque value holding the number of characters
/// (grapheme clusters) before it, so moving, comparing and subscripting cost what Int
/// arithmetic costs. It prints as Swift prints an index, by its UTF-8 offset (`0[any]`,
/// `6[utf8]`). Substrings are strings here, so their indices start again at the beginning.
struct StringIndex: Hashable, Comparable, CustomStringConvertible {
    /// Characters before the position.
    let offset: Int
    /// UTF-8 code units before the position, for printing.
    let utf8Offset: Int

    static func == (lhs: StringIndex, rhs: StringIndex) -> Bool { lhs.offset == rhs.offset }
    static func < (lhs: StringIndex, rhs: StringIndex) -> Bool { lhs.offset < rhs.offset }
    func hash(into hasher: inout Hasher) { hasher.combine(offset) }

    var description: String { utf8Offset == 0 ? "0[any]" : "\(utf8Offset)[utf8]" }
}

/// A range of string positions, `Range<String.Index>` or `ClosedRange<String.Index>`.
struct StringIndexRange: Hashable, CustomStringConvertible {
    let lower: StringIndex
    let upper: StringIndex
    let isClosed: Bool

    /// The character offsets covered.
    var offsets: Range<Int> { lower.offset..<(isClosed ? upper.offset + 1 : upper.offset) }

    var description: String { "\(lower)\(isClosed ? "..." : "..<")\(upper)" }
}

/// Reading and making string positions and ranges of them, for subscripts, the string
/// bindings and the range and comparison operators.
enum StringIndexing {
    /// The binding table's name for a string position.
    static let indexTypeName = "String.Index"
    /// The binding table's name for a range of string positions.
    static let rangeTypeName = "Range<String.Index>"

    /// The position `offset` characters into `text`, as a value.
    static func index(_ offset: Int, in text: String) -> Value {
        let position = text.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex) ?? text.endIndex
        return .native(NativeBox(typeName: indexTypeName, payload: StringIndex(offset: offset, utf8Offset: text.utf8.distance(from: text.startIndex, to: position))))
    }

    /// Every position of `text` before its end, in order (one pass over the text).
    static func allIndices(in text: String) -> [Value] {
        var result: [Value] = []
        var utf8Offset = 0
        for (offset, character) in text.enumerated() {
            result.append(.native(NativeBox(typeName: indexTypeName, payload: StringIndex(offset: offset, utf8Offset: utf8Offset))))
            utf8Offset += character.utf8.count
        }
        return result
    }

    /// The range of positions `range` (character offsets) in `text`, as a value.
    static func range(_ range: Range<Int>, in text: String) -> Value {
        guard case .native(let lower) = index(range.lowerBound, in: text), case .native(let upper) = index(range.upperBound, in: text),
              let first = lower.payload as? StringIndex, let last = upper.payload as? StringIndex else { return .null }
        return .native(NativeBox(typeName: rangeTypeName, payload: StringIndexRange(lower: first, upper: last, isClosed: false)))
    }

    /// The character offset of a position argument: a `String.Index`, or an Int (which Swift
    /// would refuse; a note says so).
    static func offset(of value: Value) throws -> Int {
        switch value {
        case .native(let box):
            if let index = box.payload as? StringIndex { return index.offset }
        case .int(let number):
            Runtime.current?.note("Swift needs a String.Index here, not an Int: text.index(text.startIndex, offsetBy: \(number))", at: nil)
            return number
        default: break
        }
        throw ScriptError.typeMismatch("expected a String.Index, not \(value.typeName)")
    }

    /// The bound of a one-sided range (`..<index`, `index...`): an Int or a position's offset.
    static func bound(_ value: Value) -> Int? {
        switch value {
        case .int(let number): return number
        case .native(let box): return (box.payload as? StringIndex)?.offset
        default: return nil
        }
    }

    /// `a..<b` or `a...b` of two string positions, or `nil` when they are not positions.
    static func range(from a: Value, to b: Value, isClosed: Bool) throws -> Value? {
        guard case .native(let lowerBox) = a, case .native(let upperBox) = b,
              let lower = lowerBox.payload as? StringIndex, let upper = upperBox.payload as? StringIndex else { return nil }
        guard lower <= upper else { throw ScriptError.trap("Range requires lowerBound <= upperBound") }
        return .native(NativeBox(typeName: rangeTypeName, payload: StringIndexRange(lower: lower, upper: upper, isClosed: isClosed)))
    }

    /// The order of two string positions (-1, 0, 1), or `nil` when they are not positions.
    static func order(_ a: Value, _ b: Value) -> Int? {
        guard case .native(let first) = a, case .native(let second) = b,
              let x = first.payload as? StringIndex, let y = second.payload as? StringIndex else { return nil }
        return x < y ? -1 : x == y ? 0 : 1
    }

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

    /// `text[index]`: a character for a position, a substring for a range or a one-sided range.
    static func read(_ text: String, at index: Value) throws -> Value {
        if case .native(let box) = index, let position = box.payload as? StringIndex {
            return .string(String(try character(of: text, at: position.offset)))
        }
        if case .int(let offset) = index { return .string(String(try character(of: text, at: offset))) }
        guard let range = try offsets(index, count: text.count) else {
            throw ScriptError.typeMismatch("a string index must be a String.Index or a range of them, not \(index.typeName)")
        }
        return .string(try substring(of: text, range))
    }

    /// The offsets a range value covers (`a..<b`, `a...b`, `..<b`, `a...`, of Ints or of string
    /// positions), or `nil` when `index` is not a range.
    static func offsets(_ index: Value, count: Int) throws -> Range<Int>? {
        switch index {
        case let .range(lower, upper): return lower..<upper
        case let .closedRange(lower, upper):
            guard upper < Int.max else { throw ScriptError.overflow(operation: "\(lower)...\(upper)") }
            return lower..<(upper + 1)
        case .native(let box):
            if let range = box.payload as? StringIndexRange { return range.offsets }
            guard let partial = box.payload as? PartialRange else { return nil }
            let lower = partial.lower ?? 0, upper = partial.upper ?? count
            guard lower <= upper else { throw ScriptError.indexOutOfRange(index: lower > count ? lower : upper, count: count) }
            return lower..<upper
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
