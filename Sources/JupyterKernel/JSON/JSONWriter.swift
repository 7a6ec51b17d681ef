import JupyterEngine

/// Writes `JSONValue`s as compact JSON text in UTF-8.
///
/// Object keys are written in sorted order, so the same value always gives the same bytes
/// (signatures and tests rely on that). Strings escape quotes, backslashes and control
/// characters; other characters are written as UTF-8. Doubles use Swift's shortest form that
/// reads back to the same value; infinities and NaN, which JSON cannot express, become `null`.
public enum JSONWriter {
    /// The UTF-8 bytes of `value`.
    public static func bytes(of value: JSONValue) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        write(value, into: &output)
        return output
    }

    /// The JSON text of `value`.
    public static func string(of value: JSONValue) -> String {
        String(decoding: bytes(of: value), as: UTF8.self)
    }

    /// Appends the JSON text of `value` to `output`.
    public static func write(_ value: JSONValue, into output: inout [UInt8]) {
        switch value {
        case .null:
            output.append(contentsOf: "null".utf8)
        case .bool(let flag):
            output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .int(let number):
            output.append(contentsOf: String(number).utf8)
        case .double(let number):
            if number.isFinite {
                output.append(contentsOf: number.description.utf8)
            } else {
                output.append(contentsOf: "null".utf8)
            }
        case .string(let text):
            writeString(text, into: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                write(element, into: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                writeString(key, into: &output)
                output.append(UInt8(ascii: ":"))
                if let member = members[key] { write(member, into: &output) }
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// Appends `text` as a quoted JSON string.
    public static func writeString(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: [0x5C, 0x22])
            case UInt8(ascii: "\\"): output.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: output.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: output.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: output.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0x08: output.append(contentsOf: [0x5C, UInt8(ascii: "b")])
            case 0x0C: output.append(contentsOf: [0x5C, UInt8(ascii: "f")])
            case 0..<0x20, 0x7F:
                output.append(contentsOf: [0x5C, UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                           hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]])
            default:
                output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}

extension JSONValue: CustomStringConvertible {
    /// The compact JSON text of the value, keys sorted.
    public var description: String { JSONWriter.string(of: self) }
}
