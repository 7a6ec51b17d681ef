/// Why a piece of text could not be read as JSON.
public enum JSONError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The input ended inside a value.
    case unexpectedEnd
    /// A byte that cannot start or continue a value at `offset`.
    case unexpectedByte(UInt8, offset: Int)
    /// A string escape (`\x`, or a broken `\u` sequence) at `offset`.
    case invalidEscape(offset: Int)
    /// A number that cannot be read at `offset`.
    case invalidNumber(offset: Int)
    /// A number at `offset` beyond the range of a 64-bit float (such as `1e400`).
    case numberOutOfRange(offset: Int)
    /// Bytes that are not UTF-8 inside a string at `offset`.
    case invalidUTF8(offset: Int)
    /// A string whose text is not Unicode: bytes that are not UTF-8, or a `\u` escape of a
    /// lone surrogate. `path` names the object keys leading to the string (`["code"]`),
    /// `line` and `column` (from 1, counting scalars) the place in the string's text,
    /// `offset` the place in the JSON text.
    case invalidText(String, path: [String], line: Int, column: Int, offset: Int)
    /// Something other than white space follows the value at `offset`.
    case trailingContent(offset: Int)
    /// Arrays or objects nested deeper than the reader allows.
    case nestingTooDeep(limit: Int)

    /// A message a person can act on.
    public var description: String {
        switch self {
        case .unexpectedEnd:
            return "the JSON text ends in the middle of a value"
        case .unexpectedByte(let byte, let offset):
            let shown = byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte \(byte)"
            return "unexpected \(shown) at offset \(offset) of the JSON text"
        case .invalidEscape(let offset):
            return "invalid escape sequence at offset \(offset) of the JSON text"
        case .invalidNumber(let offset):
            return "invalid number at offset \(offset) of the JSON text"
        case .numberOutOfRange(let offset):
            return "the number at offset \(offset) of the JSON text is too large for a 64-bit float"
        case .invalidUTF8(let offset):
            return "a string holds bytes that are not UTF-8 at offset \(offset) of the JSON text"
        case let .invalidText(what, path, line, column, offset):
            let string = path.isEmpty ? "a string" : "'" + path.joined(separator: ".") + "'"
            return "\(what) at line \(line), column \(column) of \(string) (offset \(offset) of the JSON text)"
        case .trailingContent(let offset):
            return "extra text after the JSON value at offset \(offset)"
        case .nestingTooDeep(let limit):
            return "the JSON text nests arrays and objects deeper than \(limit) levels"
        }
    }
}
