/// A JSON document as `JSONEncoder` writes one and `JSONDecoder` reads one: objects keep
/// their keys in order, numbers keep their text (so `3` and `3.0` stay told apart).
indirect enum EncodedJSON: Equatable {
    case null
    case bool(Bool)
    /// A number as written: `30`, `0.1`, `1e+20`.
    case number(String)
    case string(String)
    case array([EncodedJSON])
    case object([(key: String, value: EncodedJSON)])

    static func == (a: EncodedJSON, b: EncodedJSON) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x), .number(y)), let (.string(x), .string(y)): return x == y
        case let (.array(x), .array(y)): return x == y
        case let (.object(x), .object(y)): return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// What `JSONEncoder` writes for a Double: Swift's description without a trailing `.0`
    /// (`30`, `1.5`, `1e+20`, `-0`).
    static func number(_ value: Double) -> EncodedJSON {
        let text = value.description
        return .number(text.hasSuffix(".0") ? String(text.dropLast(2)) : text)
    }

    /// The value of a key of an object.
    subscript(key: String) -> EncodedJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// What the document holds, as `DecodingError` names it ("number", "a string" …).
    var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "bool"
        case .number: return "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "dictionary"
        }
    }
}

/// Writes JSON text as Foundation's `JSONEncoder` does: compact or pretty-printed (two spaces,
/// `"key" : value`, an empty container as `[`, a blank line and `]`), keys in order or sorted,
/// `/` escaped unless told not to.
struct JSONTextWriter {
    var isPretty = false
    var sortsKeys = false
    var escapesSlashes = true

    /// The document as text.
    func text(of document: EncodedJSON) -> String {
        var output = ""
        write(document, indent: 0, into: &output)
        return output
    }

    private func write(_ document: EncodedJSON, indent: Int, into output: inout String) {
        switch document {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let text): output += text
        case .string(let text): writeString(text, into: &output)
        case .array(let elements):
            guard isPretty else {
                output += "["
                for (index, element) in elements.enumerated() {
                    if index > 0 { output += "," }
                    write(element, indent: indent, into: &output)
                }
                output += "]"
                return
            }
            output += "[\n"
            for (index, element) in elements.enumerated() {
                if index > 0 { output += ",\n" }
                output += String(repeating: "  ", count: indent + 1)
                write(element, indent: indent + 1, into: &output)
            }
            output += "\n" + String(repeating: "  ", count: indent) + "]"
        case .object(let unsorted):
            let members = sortsKeys ? unsorted.sorted { $0.key < $1.key } : unsorted
            guard isPretty else {
                output += "{"
                for (index, member) in members.enumerated() {
                    if index > 0 { output += "," }
                    writeString(member.key, into: &output)
                    output += ":"
                    write(member.value, indent: indent, into: &output)
                }
                output += "}"
                return
            }
            output += "{\n"
            for (index, member) in members.enumerated() {
                if index > 0 { output += ",\n" }
                output += String(repeating: "  ", count: indent + 1)
                writeString(member.key, into: &output)
                output += " : "
                write(member.value, indent: indent + 1, into: &output)
            }
            output += "\n" + String(repeating: "  ", count: indent) + "}"
        }
    }

    private func writeString(_ text: String, into output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "/": output += escapesSlashes ? "\\/" : "/"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{8}": output += "\\b"
            case "\u{C}": output += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
