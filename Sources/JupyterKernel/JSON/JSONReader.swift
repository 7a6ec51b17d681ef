import JupyterEngine

/// Reads JSON text (RFC 8259) into `JSONValue`s.
///
/// Integers without fraction or exponent that fit in 64 bits become `.int`; every other number
/// becomes `.double`; a number beyond the range of a Double (`1e400`) is refused, since it
/// could only be read as an infinity, which JSON cannot write back. Strings are checked to be UTF-8; `\u` escapes, including surrogate
/// pairs, are decoded. Nesting is limited to `maximumDepth` levels so that hostile input
/// cannot exhaust the stack.
public struct JSONReader {
    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 512

    /// Parses `bytes` as one JSON value surrounded by optional white space.
    public static func parse<Bytes: Collection>(_ bytes: Bytes) throws -> JSONValue where Bytes.Element == UInt8 {
        if let value = try bytes.withContiguousStorageIfAvailable({ try parse(buffer: $0) }) {
            return value
        }
        let copy = Array(bytes)
        return try copy.withUnsafeBufferPointer { try parse(buffer: $0) }
    }

    /// Parses the UTF-8 of `text` as one JSON value.
    public static func parse(_ text: String) throws -> JSONValue {
        var text = text
        return try text.withUTF8 { try parse(buffer: $0) }
    }

    private static func parse(buffer: UnsafeBufferPointer<UInt8>) throws -> JSONValue {
        var cursor = Cursor(bytes: buffer)
        cursor.skipWhiteSpace()
        let value = try cursor.readValue(depth: 0)
        cursor.skipWhiteSpace()
        if cursor.offset != buffer.count { throw JSONError.trailingContent(offset: cursor.offset) }
        return value
    }
}

/// A position in the bytes being read, with one method per JSON production.
private struct Cursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func skipWhiteSpace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x0A, 0x0D, 0x09: offset += 1
            default: return
            }
        }
    }

    func peek() throws -> UInt8 {
        guard offset < bytes.count else { throw JSONError.unexpectedEnd }
        return bytes[offset]
    }

    mutating func readValue(depth: Int) throws -> JSONValue {
        let byte = try peek()
        switch byte {
        case UInt8(ascii: "{"): return try readObject(depth: depth + 1)
        case UInt8(ascii: "["): return try readArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try readNumber()
        default: throw JSONError.unexpectedByte(byte, offset: offset)
        }
    }

    mutating func expectWord(_ word: StaticString) throws {
        let count = word.utf8CodeUnitCount
        guard offset + count <= bytes.count else { throw JSONError.unexpectedEnd }
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
        for index in 0..<count where bytes[offset + index] != expected[index] {
            throw JSONError.unexpectedByte(bytes[offset + index], offset: offset + index)
        }
        offset += count
    }

    mutating func readObject(depth: Int) throws -> JSONValue {
        guard depth <= JSONReader.maximumDepth else { throw JSONError.nestingTooDeep(limit: JSONReader.maximumDepth) }
        offset += 1
        var members: [String: JSONValue] = [:]
        skipWhiteSpace()
        if try peek() == UInt8(ascii: "}") {
            offset += 1
            return .object(members)
        }
        while true {
            skipWhiteSpace()
            let byte = try peek()
            guard byte == UInt8(ascii: "\"") else { throw JSONError.unexpectedByte(byte, offset: offset) }
            let key = try readString()
            skipWhiteSpace()
            let colon = try peek()
            guard colon == UInt8(ascii: ":") else { throw JSONError.unexpectedByte(colon, offset: offset) }
            offset += 1
            skipWhiteSpace()
            do {
                members[key] = try readValue(depth: depth)
            } catch JSONError.invalidText(let what, let path, let line, let column, let at) {
                throw JSONError.invalidText(what, path: [key] + path, line: line, column: column, offset: at)
            }
            skipWhiteSpace()
            let separator = try peek()
            offset += 1
            switch separator {
            case UInt8(ascii: ","): continue
            case UInt8(ascii: "}"): return .object(members)
            default: throw JSONError.unexpectedByte(separator, offset: offset - 1)
            }
        }
    }

    mutating func readArray(depth: Int) throws -> JSONValue {
        guard depth <= JSONReader.maximumDepth else { throw JSONError.nestingTooDeep(limit: JSONReader.maximumDepth) }
        offset += 1
        var elements: [JSONValue] = []
        skipWhiteSpace()
        if try peek() == UInt8(ascii: "]") {
            offset += 1
            return .array(elements)
        }
        while true {
            skipWhiteSpace()
            elements.append(try readValue(depth: depth))
            skipWhiteSpace()
            let separator = try peek()
            offset += 1
            switch separator {
            case UInt8(ascii: ","): continue
            case UInt8(ascii: "]"): return .array(elements)
            default: throw JSONError.unexpectedByte(separator, offset: offset - 1)
            }
        }
    }

    /// Reads a string starting at its opening quote; leaves the cursor after the closing one.
    mutating func readString() throws -> String {
        offset += 1
        let start = offset
        // Fast path: no escapes.
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                let text = try decodeUTF8(from: start, to: offset)
                offset += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw JSONError.unexpectedByte(byte, offset: offset) }
            offset += 1
        }
        guard offset < bytes.count else { throw JSONError.unexpectedEnd }
        var collected = Array(UnsafeBufferPointer(rebasing: bytes[start..<offset]))
        while true {
            guard offset < bytes.count else { throw JSONError.unexpectedEnd }
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                guard let text = String(validating: collected, as: UTF8.self) else {
                    throw collected.withUnsafeBufferPointer { Self.invalidUTF8(in: $0, stringStart: start) }
                }
                return text
            case UInt8(ascii: "\\"):
                try readEscape(into: &collected)
            case 0..<0x20:
                throw JSONError.unexpectedByte(byte, offset: offset)
            default:
                collected.append(byte)
                offset += 1
            }
        }
    }

    func decodeUTF8(from start: Int, to end: Int) throws -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[start..<end])
        var isASCII = true
        for byte in slice where byte >= 0x80 {
            isASCII = false
            break
        }
        if isASCII { return String(decoding: slice, as: UTF8.self) }
        guard let text = String(validating: slice, as: UTF8.self) else { throw Self.invalidUTF8(in: slice, stringStart: start) }
        return text
    }

    /// Where `bytes` (a string's decoded bytes, from offset `stringStart` of the JSON text)
    /// stop being UTF-8, as the line and column of the string's text.
    static func invalidUTF8(in bytes: UnsafeBufferPointer<UInt8>, stringStart: Int) -> JSONError {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var (line, column, consumed) = (1, 1, 0)
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                consumed += UTF8.width(scalar)
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
                continue
            case .emptyInput:
                return .invalidUTF8(offset: stringStart)
            case .error:
                let byte = consumed < bytes.count ? bytes[consumed] : 0
                let hex = String(byte, radix: 16, uppercase: true)
                return .invalidText("the byte 0x\(hex.count == 1 ? "0" + hex : hex), which is not UTF-8,", path: [],
                                    line: line, column: column, offset: stringStart + consumed)
            }
        }
    }

    /// The line and column after the decoded bytes `collected` of a string.
    static func position(after collected: [UInt8]) -> (line: Int, column: Int) {
        var (line, column) = (1, 1)
        for scalar in String(decoding: collected, as: UTF8.self).unicodeScalars {
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return (line, column)
    }

    /// Reads one escape sequence at the backslash and appends its UTF-8.
    mutating func readEscape(into collected: inout [UInt8]) throws {
        let escapeStart = offset
        offset += 1
        guard offset < bytes.count else { throw JSONError.unexpectedEnd }
        let kind = bytes[offset]
        offset += 1
        switch kind {
        case UInt8(ascii: "\""): collected.append(0x22)
        case UInt8(ascii: "\\"): collected.append(0x5C)
        case UInt8(ascii: "/"): collected.append(0x2F)
        case UInt8(ascii: "b"): collected.append(0x08)
        case UInt8(ascii: "f"): collected.append(0x0C)
        case UInt8(ascii: "n"): collected.append(0x0A)
        case UInt8(ascii: "r"): collected.append(0x0D)
        case UInt8(ascii: "t"): collected.append(0x09)
        case UInt8(ascii: "u"):
            var code = try readHexQuad(escapeStart: escapeStart)
            if (0xD800...0xDBFF).contains(code) {
                // A high surrogate must be followed by an escaped low surrogate.
                guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
                    throw loneSurrogate(code, after: collected, at: escapeStart)
                }
                offset += 2
                let low = try readHexQuad(escapeStart: escapeStart)
                guard (0xDC00...0xDFFF).contains(low) else { throw loneSurrogate(code, after: collected, at: escapeStart) }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(code) {
                throw loneSurrogate(code, after: collected, at: escapeStart)
            }
            guard let scalar = Unicode.Scalar(code) else { throw JSONError.invalidEscape(offset: escapeStart) }
            collected.append(contentsOf: UTF8.encode(scalar).map { Array($0) } ?? [])
        default:
            throw JSONError.invalidEscape(offset: escapeStart)
        }
    }

    private func loneSurrogate(_ code: UInt32, after collected: [UInt8], at escapeStart: Int) -> JSONError {
        let (line, column) = Self.position(after: collected)
        return .invalidText("a lone surrogate \\u\(String(code, radix: 16, uppercase: true))", path: [], line: line,
                            column: column, offset: escapeStart)
    }

    mutating func readHexQuad(escapeStart: Int) throws -> UInt32 {
        guard offset + 4 <= bytes.count else { throw JSONError.unexpectedEnd }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[offset]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw JSONError.invalidEscape(offset: escapeStart)
            }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }

    mutating func readNumber() throws -> JSONValue {
        let start = offset
        var isInteger = true
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        guard offset < bytes.count else { throw JSONError.unexpectedEnd }
        if bytes[offset] == UInt8(ascii: "0") {
            offset += 1
        } else if isDigit(at: offset) {
            while isDigit(at: offset) { offset += 1 }
        } else {
            throw JSONError.invalidNumber(offset: start)
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            isInteger = false
            offset += 1
            guard isDigit(at: offset) else { throw JSONError.invalidNumber(offset: start) }
            while isDigit(at: offset) { offset += 1 }
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            isInteger = false
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { offset += 1 }
            guard isDigit(at: offset) else { throw JSONError.invalidNumber(offset: start) }
            while isDigit(at: offset) { offset += 1 }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        if isInteger, let integer = Int(text) { return .int(integer) }
        guard let number = Double(text) else { throw JSONError.invalidNumber(offset: start) }
        guard number.isFinite else { throw JSONError.numberOutOfRange(offset: start) }
        return .double(number)
    }

    func isDigit(at index: Int) -> Bool {
        index < bytes.count && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")
    }
}
