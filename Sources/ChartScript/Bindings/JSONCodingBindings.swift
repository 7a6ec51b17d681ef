/// JSON with Foundation's names: `JSONEncoder().encode(value)` gives `Data`,
/// `JSONDecoder().decode(User.self, from: data)` gives the value, for types declared
/// `Codable`; `String(data: data, encoding: .utf8)`, `Data(text.utf8)` and
/// `text.data(using: .utf8)` move between text and bytes.
enum JSONCodingBindings {
    static func register(in table: BindingTable) {
        registerData(in: table)
        registerEncoder(in: table)
        registerDecoder(in: table)
        for name in ["DecodingError", "EncodingError"] {
            let error = table.type(name, doc("enum \(name)", "Why JSON could not be \(name == "DecodingError" ? "decoded" : "encoded"): print it to see where and why.",
                                             "catch let error as \(name) { print(error) }"))
            error.addProperty("localizedDescription", type: "String", doc("var localizedDescription: String",
                "Foundation's short description (\"The data is missing.\" …).", "error.localizedDescription")) { value in
                .string(try payload(value, CodingFailure.self, name).localizedDescription)
            }
        }
    }

    private static func payload<T>(_ value: Value, _ type: T.Type, _ name: String) throws -> T {
        guard case .native(let box) = value, let payload = box.payload as? T else {
            throw ScriptError.typeMismatch("expected a \(name), not \(value.typeName)")
        }
        return payload
    }

    private static func registerData(in table: BindingTable) {
        let data = table.type("Data", doc("struct Data", "Bytes: what JSONEncoder makes and JSONDecoder reads.", "let data = Data(text.utf8)"))
        data.describe = { payload in (payload as? DataBytes)?.description ?? "Data" }
        data.addInitializer([], doc("init()", "No bytes.", "Data()")) { _, _ in DataBytes.value([]) }
        data.addInitializer([param(nil, "Any")], doc("init<S: Sequence>(_ elements: S) where S.Element == UInt8",
            "The bytes of a string's UTF-8 view (or of an array of UInt8).", "Data(json.utf8)")) { arguments, _ in
            DataBytes.value(try bytes(of: try arguments.value(0)))
        }
        data.addProperty("count", type: "Int", doc("var count: Int", "The number of bytes.", "data.count")) { value in
            .int(try payload(value, DataBytes.self, "Data").bytes.count)
        }
        data.addProperty("isEmpty", type: "Bool", doc("var isEmpty: Bool", "Whether there are no bytes.", "data.isEmpty")) { value in
            .bool(try payload(value, DataBytes.self, "Data").bytes.isEmpty)
        }
        let string = table.type("String", doc("struct String", "Text.", "\"text\""))
        string.addInitializer([param("data", "Any"), param("encoding", "Any")], doc("init?(data: Data, encoding: String.Encoding)",
            "The text the bytes hold in UTF-8, or nil when they are not UTF-8.", "String(data: data, encoding: .utf8)")) { arguments, _ in
            let bytes = try payload(try arguments.value(0), DataBytes.self, "Data").bytes
            return .optional(String(validating: bytes, as: UTF8.self).map(Value.string))
        }
        string.addMethod("data", [param("using", "Any")], doc("func data(using encoding: String.Encoding) -> Data?",
            "The text's UTF-8 bytes.", "json.data(using: .utf8)")) { receiver, _, _ in
            guard case .string(let text) = receiver else { return .null }
            return .wrapped(DataBytes.value(Array(text.utf8)))
        }
    }

    private static func bytes(of value: Value) throws -> [UInt8] {
        switch value {
        case .string(let text): return Array(text.utf8)
        case .native(let box):
            if let data = box.payload as? DataBytes { return data.bytes }
        case .array(let array):
            return try array.values.map { element in
                if case .int(let number) = element, let byte = UInt8(exactly: number) { return byte }
                if let sized = element.sizedInteger, let byte = UInt8(exactly: sized.pattern) { return byte }
                throw ScriptError.typeMismatch("Data holds bytes (UInt8), not \(element.typeName)")
            }
        default: break
        }
        throw ScriptError.typeMismatch("Data(…) takes a string's utf8 view or bytes, not \(value.typeName)")
    }

    private static func registerEncoder(in table: BindingTable) {
        let encoder = table.type("JSONEncoder", doc("class JSONEncoder", "Encodes Codable values as JSON.",
                                                    "let encoder = JSONEncoder()\nencoder.outputFormatting = [.prettyPrinted, .sortedKeys]"))
        encoder.addInitializer([], doc("init()", "An encoder writing compact JSON.", "JSONEncoder()")) { _, _ in
            .native(NativeBox(typeName: "JSONEncoder", payload: JSONEncoderSettings()))
        }
        encoder.addProperty("outputFormatting", type: "Any", doc("var outputFormatting: JSONEncoder.OutputFormatting",
            "How the JSON is written: .prettyPrinted, .sortedKeys, .withoutEscapingSlashes (a list of them).",
            "encoder.outputFormatting = [.prettyPrinted, .sortedKeys]"), get: { value in
            let settings = try payload(value, JSONEncoderSettings.self, "JSONEncoder")
            return .array(ArrayValue(values: settings.formatting.sorted().map { .implicitMember($0) }))
        }, set: { value, newValue in
            try payload(value, JSONEncoderSettings.self, "JSONEncoder").formatting = try formatting(newValue)
        })
        encoder.addMethod("encode", [param(nil, "Any")], doc("func encode<T: Encodable>(_ value: T) throws -> Data",
            "The value as JSON bytes; turn them into text with String(data: data, encoding: .utf8).", "try encoder.encode(user)")) { receiver, arguments, runtime in
            let settings = try payload(receiver, JSONEncoderSettings.self, "JSONEncoder")
            let document = try ValueJSONEncoding(runtime: runtime).document(of: try arguments.value(0))
            let writer = JSONTextWriter(isPretty: settings.formatting.contains("prettyPrinted"), sortsKeys: settings.formatting.contains("sortedKeys"),
                                        escapesSlashes: !settings.formatting.contains("withoutEscapingSlashes"))
            return DataBytes.value(Array(writer.text(of: document).utf8))
        }
    }

    /// The formatting options an `outputFormatting` assignment names.
    private static func formatting(_ value: Value) throws -> Set<String> {
        let known: Set<String> = ["prettyPrinted", "sortedKeys", "withoutEscapingSlashes"]
        let elements: [Value]
        if case .array(let array) = value { elements = array.values } else { elements = [value] }
        return Set(try elements.map { element in
            guard case .implicitMember(let name) = element, known.contains(name) else {
                throw ScriptError.typeMismatch("outputFormatting takes .prettyPrinted, .sortedKeys and .withoutEscapingSlashes")
            }
            return name
        })
    }

    private static func registerDecoder(in table: BindingTable) {
        let decoder = table.type("JSONDecoder", doc("class JSONDecoder", "Decodes Codable values from JSON.",
                                                    "let users = try JSONDecoder().decode([User].self, from: data)"))
        decoder.addInitializer([], doc("init()", "A decoder.", "JSONDecoder()")) { _, _ in
            .native(NativeBox(typeName: "JSONDecoder", payload: JSONDecoderSettings()))
        }
        decoder.addMethod("decode", [param(nil, "Any"), param("from", "Any")], doc("func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T",
            "The value of the type the JSON holds; a DecodingError says where and why it does not fit.",
            "try JSONDecoder().decode(User.self, from: data)")) { _, arguments, runtime in
            guard let type = typeReference(try arguments.value(0)) else {
                throw ScriptError.typeMismatch("decode(_:from:) takes a type, such as User.self or [User].self")
            }
            let bytes = try payload(try arguments.value(1), DataBytes.self, "Data").bytes
            let document: EncodedJSON
            do {
                guard let text = String(validating: bytes, as: UTF8.self) else { throw JSONTextReader.Invalid() }
                document = try JSONTextReader.read(text)
            } catch is JSONTextReader.Invalid {
                throw CodingFailure.invalidJSON().thrown
            }
            return try ValueJSONDecoding(runtime: runtime).value(of: type, from: document)
        }
    }

    /// The type a `Type.self` argument names.
    private static func typeReference(_ value: Value) -> TypeRef? {
        switch value {
        case .metatype(let type): return .named(type.name, [])
        case .type(let binding): return .named(binding.name, [])
        case .native(let box): return (box.payload as? MetatypeValue)?.type
        default: return nil
        }
    }
}

/// The bytes of a `Data` value (a collection of `UInt8`, as Swift's is).
struct DataBytes: CustomStringConvertible, NativeSequence {
    var bytes: [UInt8]

    var elements: [Value] { bytes.map { SizedInteger.bytes[Int($0)] } }

    /// What Swift prints for `Data`: "161 bytes".
    var description: String { "\(bytes.count) bytes" }

    static func value(_ bytes: [UInt8]) -> Value {
        .native(NativeBox(typeName: "Data", payload: DataBytes(bytes: bytes)))
    }
}

/// A `JSONEncoder`'s settings (a class, as the encoder is).
final class JSONEncoderSettings: NativeReference {
    var formatting: Set<String> = []
}

/// A `JSONDecoder` (a class, as Foundation's is).
final class JSONDecoderSettings: NativeReference {}
