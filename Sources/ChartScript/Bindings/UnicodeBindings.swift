/// A string's Unicode views (`utf8`, `utf16`, `unicodeScalars`) and `Unicode.Scalar` values
/// (`UnicodeScalar(97)`, `scalar.value`, `Character(scalar)`), as the Strings and
/// Characters chapter uses them. The code-unit views are arrays of their code units, typed as
/// Swift types them: `UInt8` for `utf8`, `UInt16` for `utf16`, and a scalar's `value` is a `UInt32`.
enum UnicodeBindings {
    /// The binding table's name for a Unicode scalar value (Swift's `UnicodeScalar` alias).
    static let scalarTypeName = "UnicodeScalar"
    /// The binding table's name for a scalar's `properties`.
    static let propertiesTypeName = "UnicodeScalarProperties"

    static func register(on string: TypeBinding, in table: BindingTable) {
        string.addProperty("utf8", type: "Any", doc("var utf8: String.UTF8View",
            "The UTF-8 code units (bytes), as UInt8 values.", "Array(\"hi\".utf8)")) { value in
            .array(ArrayValue(.values(StringBindings.text(value).utf8.map { SizedInteger.bytes[Int($0)] })))
        }
        string.addProperty("utf16", type: "Any", doc("var utf16: String.UTF16View",
            "The UTF-16 code units, as UInt16 values.", "\"Dog‼\".utf16.count")) { value in
            .array(ArrayValue(.values(StringBindings.text(value).utf16.map { SizedInteger(pattern: Int($0), width: .uint16).value })))
        }
        string.addProperty("unicodeScalars", type: "Any", doc("var unicodeScalars: String.UnicodeScalarView",
            "The Unicode scalars (code points); each has a value.", "for scalar in \"hi\".unicodeScalars { print(scalar.value) }")) { value in
            .array(ArrayValue(.values(StringBindings.text(value).unicodeScalars.map(scalarValue))))
        }
        registerScalar(in: table)
        registerDecoding(on: string, in: table)
    }

    /// `String(decoding: bytes, as: UTF8.self)`: text from UTF-8 code units (bytes that are
    /// not valid UTF-8 become U+FFFD, as in Swift).
    private static func registerDecoding(on string: TypeBinding, in table: BindingTable) {
        _ = table.type("UTF8", doc("enum UTF8", "The UTF-8 encoding, named in String(decoding:as:).", "String(decoding: bytes, as: UTF8.self)"))
        string.addInitializer([param("decoding", "Any"), param("as", "Any")], doc("init(decoding codeUnits: some Collection<UInt8>, as encoding: UTF8.Type)",
            "The text the UTF-8 bytes encode.", "String(decoding: [72, 105], as: UTF8.self)")) { arguments, _ in
            guard case .type(let encoding) = try arguments.value(1), encoding.name == "UTF8" else {
                throw ScriptError.typeMismatch("String(decoding:as:) decodes UTF8.self here")
            }
            var bytes: [UInt8] = []
            try Sequences.forEach(try arguments.value(0)) { element in
                let number = try element.sizedInteger?.exactInt ?? { () throws -> Int in
                    guard case .int(let number) = element else { throw ScriptError.typeMismatch("String(decoding:as:) takes bytes, not \(element.typeName)") }
                    return number
                }()
                guard let byte = UInt8(exactly: number) else { throw ScriptError.trap("Not enough bits to represent the passed value") }
                bytes.append(byte)
            }
            return .string(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// A Unicode scalar as a cell value.
    static func scalarValue(_ scalar: Unicode.Scalar) -> Value {
        .native(NativeBox(typeName: scalarTypeName, payload: scalar))
    }

    private static func registerScalar(in table: BindingTable) {
        let scalar = table.type(scalarTypeName, doc("struct Unicode.Scalar",
            "One Unicode code point, such as U+0041 (\"A\"): the elements of a string's unicodeScalars. `UnicodeScalar` is another name for it.",
            "let a = Unicode.Scalar(65)!"))
        scalar.describe = { payload in (payload as? Unicode.Scalar).map { String($0) } ?? "" }
        scalar.addInitializer([param(nil, "Any")], doc("init?(_ value: UInt32) / init(_ text: String)",
            "The scalar with the given code point (nil when there is none), or the one scalar of a string literal.",
            "Unicode.Scalar(65)!")) { arguments, _ in
            try makeScalar(try arguments.value(0))
        }
        scalar.addProperty("value", type: "UInt32", doc("var value: UInt32", "The code point as a UInt32 (65 for \"A\").", "Unicode.Scalar(65)!.value")) { value in
            SizedInteger(pattern: Int(try payload(value).value), width: .uint32).value
        }
        scalar.addProperty("isASCII", type: "Bool", doc("var isASCII: Bool", "Whether the code point is below 128.", "Unicode.Scalar(65)!.isASCII")) { value in
            .bool(try payload(value).isASCII)
        }
        scalar.addProperty("properties", type: "Any", doc("var properties: Unicode.Scalar.Properties",
            "The scalar's Unicode properties: isAlphabetic, isWhitespace, isUppercase, isLowercase, isEmoji, numericValue …",
            "Unicode.Scalar(65)!.properties.isAlphabetic")) { value in
            .native(NativeBox(typeName: propertiesTypeName, payload: try payload(value).properties))
        }
        scalar.addProperty("description", type: "String", doc("var description: String", "The scalar as a string.", "Unicode.Scalar(65)!.description")) { value in
            .string(String(try payload(value)))
        }
        let properties = table.type(propertiesTypeName, doc("struct Unicode.Scalar.Properties",
            "A Unicode scalar's properties from the Unicode Character Database.", "Unicode.Scalar(65)!.properties.isAlphabetic"))
        let flags: [(String, String, (Unicode.Scalar.Properties) -> Bool)] = [
            ("isAlphabetic", "Whether it is alphabetic (letters and letter-like marks).", \.isAlphabetic),
            ("isWhitespace", "Whether it is whitespace.", \.isWhitespace),
            ("isUppercase", "Whether it is upper case.", \.isUppercase),
            ("isLowercase", "Whether it is lower case.", \.isLowercase),
            ("isEmoji", "Whether it can be shown as an emoji.", \.isEmoji),
            ("isMath", "Whether it is used in mathematical notation.", \.isMath),
        ]
        for (name, summary, read) in flags {
            properties.addProperty(name, type: "Bool", doc("var \(name): Bool", summary, "Unicode.Scalar(65)!.properties.\(name)")) { value in
                guard case .native(let box) = value, let properties = box.payload as? Unicode.Scalar.Properties else {
                    throw ScriptError.typeMismatch("expected Unicode scalar properties, not \(value.typeName)")
                }
                return .bool(read(properties))
            }
        }
        let namespace = table.type("Unicode", doc("enum Unicode", "Unicode's types: Unicode.Scalar.", "Unicode.Scalar(65)!"))
        namespace.addStatic("Scalar", LibraryFunction.make("Unicode.Scalar", labels: [nil]) { try makeScalar($0[0]) },
                            doc("init?(_ value: UInt32)", "The Unicode scalar with the given code point, or nil.", "Unicode.Scalar(65)!"))
    }

    /// `UnicodeScalar(value)`: from a number an optional (Swift's `init?(_: UInt32)`; the
    /// interpreter does not tell UInt8 from UInt32), from a one-scalar string the scalar.
    private static func makeScalar(_ argument: Value) throws -> Value {
        switch argument {
        case .int(let number):
            guard let code = UInt32(exactly: number), let scalar = Unicode.Scalar(code) else { return .null }
            return .wrapped(scalarValue(scalar))
        case .string(let text):
            guard text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first else {
                throw ScriptError.typeMismatch("Unicode.Scalar(_:) needs a string of one scalar, not \(text.debugDescription)")
            }
            return scalarValue(scalar)
        case .native(let box) where box.payload is Unicode.Scalar:
            return argument
        case .native(let box) where box.payload is SizedInteger:
            // From a UInt8 always a scalar; from wider codes one when the code is a scalar's.
            guard let number = argument.sizedInteger?.exactInt, let code = UInt32(exactly: number), let scalar = Unicode.Scalar(code) else { return .null }
            return argument.sizedInteger?.width == .uint8 ? scalarValue(scalar) : .wrapped(scalarValue(scalar))
        default:
            throw ScriptError.typeMismatch("Unicode.Scalar(_:) takes a code point or a one-scalar string, not \(argument.typeName)")
        }
    }

    private static func payload(_ value: Value) throws -> Unicode.Scalar {
        guard case .native(let box) = value, let scalar = box.payload as? Unicode.Scalar else {
            throw ScriptError.typeMismatch("expected a Unicode.Scalar, not \(value.typeName)")
        }
        return scalar
    }
}
