/// Reads JSON text (RFC 8259) into an ``EncodedJSON`` document for `JSONDecoder`. Nesting is
/// bounded, so hostile input gives an error rather than exhausting the stack.
struct JSONTextReader {
    /// The deepest nesting of arrays and objects read.
    static let maximumDepth = 512

    /// Thrown for text that is not JSON.
    struct Invalid: Error {}

    private let scalars: [Unicode.Scalar]
    private var position = 0
    private var depth = 0

    /// The document `text` holds; throws ``Invalid`` when it is not JSON.
    static func read(_ text: String) throws -> EncodedJSON {
        var reader = JSONTextReader(scalars: Array(text.unicodeScalars))
        reader.skipWhitespace()
        let document = try reader.readValue()
        reader.skipWhitespace()
        guard reader.position == reader.scalars.count else { throw Invalid() }
        return document
    }

    private init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    private var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    private mutating func skipWhitespace() {
        while let scalar = current, scalar == " " || scalar == "\n" || scalar == "\r" || scalar == "\t" { position += 1 }
    }

    private mutating func expect(_ word: String) throws {
        for scalar in word.unicodeScalars {
            guard current == scalar else { throw Invalid() }
            position += 1
        }
    }

    private mutating func readValue() throws -> EncodedJSON {
        guard let scalar = current else { throw Invalid() }
        switch scalar {
        case "{": return try readObject()
        case "[": return try readArray()
        case "\"": return .string(try readString())
        case "t": try expect("true"); return .bool(true)
        case "f": try expect("false"); return .bool(false)
        case "n": try expect("null"); return .null
        default: return try readNumber()
        }
    }

    private mutating func enter() throws {
        depth += 1
        guard depth <= Self.maximumDepth else { throw Invalid() }
    }

    private mutating func readObject() throws -> EncodedJSON {
        try enter()
        defer { depth -= 1 }
        position += 1
        var members: [(key: String, value: EncodedJSON)] = []
        skipWhitespace()
        if current == "}" { position += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard current == "\"" else { throw Invalid() }
            let key = try readString()
            skipWhitespace()
            try expect(":")
            skipWhitespace()
            members.append((key, try readValue()))
            skipWhitespace()
            if current == "," { position += 1; continue }
            try expect("}")
            return .object(members)
        }
    }

    private mutating func readArray() throws -> EncodedJSON {
        try enter()
        defer { depth -= 1 }
        position += 1
        var elements: [EncodedJSON] = []
        skipWhitespace()
        if current == "]" { position += 1; return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try readValue())
            skipWhitespace()
            if current == "," { position += 1; continue }
            try expect("]")
            return .array(elements)
        }
    }

    private mutating func readString() throws -> String {
        position += 1
        var text = String.UnicodeScalarView()
        while let scalar = current {
            position += 1
            switch scalar {
            case "\"": return String(text)
            case "\\":
                guard let escaped = current else { throw Invalid() }
                position += 1
                switch escaped {
                case "\"": text.append("\"")
                case "\\": text.append("\\")
                case "/": text.append("/")
                case "b": text.append("\u{8}")
                case "f": text.append("\u{C}")
                case "n": text.append("\n")
                case "r": text.append("\r")
                case "t": text.append("\t")
                case "u":
                    var value = try readHex()
                    if (0xD800..<0xDC00).contains(value), current == "\\" {
                        // A surrogate pair: `\ud83d\ude00`.
                        position += 1
                        try expect("u")
                        let low = try readHex()
                        guard (0xDC00..<0xE000).contains(low) else { throw Invalid() }
                        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let decoded = Unicode.Scalar(value) else { throw Invalid() }
                    text.append(decoded)
                default: throw Invalid()
                }
            default:
                guard scalar.value >= 0x20 else { throw Invalid() }
                text.append(scalar)
            }
        }
        throw Invalid()
    }

    private mutating func readHex() throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let scalar = current, let digit = Int(String(scalar), radix: 16) else { throw Invalid() }
            value = value * 16 + UInt32(digit)
            position += 1
        }
        return value
    }

    private mutating func readNumber() throws -> EncodedJSON {
        let start = position
        if current == "-" { position += 1 }
        guard let first = current, ("0"..."9").contains(first) else { throw Invalid() }
        if first == "0" { position += 1 } else { while let digit = current, ("0"..."9").contains(digit) { position += 1 } }
        if current == "." {
            position += 1
            guard let digit = current, ("0"..."9").contains(digit) else { throw Invalid() }
            while let digit = current, ("0"..."9").contains(digit) { position += 1 }
        }
        if current == "e" || current == "E" {
            position += 1
            if current == "+" || current == "-" { position += 1 }
            guard let digit = current, ("0"..."9").contains(digit) else { throw Invalid() }
            while let digit = current, ("0"..."9").contains(digit) { position += 1 }
        }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[start..<position])
        return .number(String(text))
    }
}
