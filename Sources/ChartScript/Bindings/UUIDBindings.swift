/// Foundation's `UUID` (the `let id = UUID()` of `Identifiable` types): random version-4
/// identifiers written as Foundation writes them (`E621E1F8-C36C-495A-93FC-0C247A3E6E5F`),
/// `UUID(uuidString:)`, `uuidString`; and the C library's `arc4random()` and
/// `arc4random_uniform(_:)`, which older tutorials roll dice with.
enum UUIDBindings {
    /// The binding table's name for UUIDs.
    static let typeName = "UUID"

    /// A UUID's 16 bytes.
    struct Identifier: Hashable {
        let bytes: [UInt8]

        /// Eight, four, four, four and twelve upper-case hexadecimal digits.
        var text: String {
            let digits = bytes.map { byte in
                let text = String(byte, radix: 16, uppercase: true)
                return byte < 16 ? "0" + text : text
            }
            return [0..<4, 4..<6, 6..<8, 8..<10, 10..<16].map { digits[$0].joined() }.joined(separator: "-")
        }

        /// A random version-4 UUID.
        static func random() -> Identifier {
            var generator = SystemRandomNumberGenerator()
            var bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
            bytes[6] = bytes[6] & 0x0F | 0x40
            bytes[8] = bytes[8] & 0x3F | 0x80
            return Identifier(bytes: bytes)
        }

        /// The UUID a string writes (hexadecimal digits in the 8-4-4-4-12 groups), or `nil`.
        init?(text: String) {
            let groups = text.split(separator: "-", omittingEmptySubsequences: false)
            guard groups.map(\.count) == [8, 4, 4, 4, 12] else { return nil }
            var bytes: [UInt8] = []
            let digits = Array(groups.joined())
            for index in stride(from: 0, to: digits.count, by: 2) {
                guard let byte = UInt8(String(digits[index...index + 1]), radix: 16) else { return nil }
                bytes.append(byte)
            }
            self.bytes = bytes
        }

        /// The UUID of 16 bytes.
        init(bytes: [UInt8]) {
            self.bytes = bytes
        }
    }

    static func register(in table: BindingTable) {
        let type = table.type(typeName, doc("struct UUID",
            "A universally unique identifier (Foundation): UUID() is a new random one, as Identifiable types use for their id.",
            "struct Student: Identifiable { let id = UUID(); var name: String }"))
        type.describe = { payload in (payload as? Identifier)?.text ?? typeName }
        type.addInitializer([], doc("init()", "A new random identifier.", "let id = UUID()")) { _, _ in
            value(.random())
        }
        type.addInitializer([param("uuidString", "String")], doc("init?(uuidString: String)",
            "The identifier the text writes (as E621E1F8-C36C-495A-93FC-0C247A3E6E5F), or nil.", "UUID(uuidString: text)")) { arguments, _ in
            guard let identifier = Identifier(text: try arguments.string(0)) else { return .null }
            return .wrapped(value(identifier))
        }
        type.addProperty("uuidString", type: "String", doc("var uuidString: String", "The identifier as text: 36 characters, upper case.", "id.uuidString")) { receiver in
            guard case .native(let box) = receiver, let identifier = box.payload as? Identifier else { throw ScriptError.typeMismatch("expected a UUID") }
            return .string(identifier.text)
        }
        table.addFunction("arc4random", [], doc("func arc4random() -> UInt32", "A random UInt32.", "arc4random() % 6")) { _, _ in
            sized(UInt32.random(in: .min ... .max))
        }
        table.addFunction("arc4random_uniform", [param(nil, "Any")], doc("func arc4random_uniform(_ upperBound: UInt32) -> UInt32",
            "A random UInt32 from 0 up to, not including, the bound (0 for a bound of 0).", "Int(arc4random_uniform(6)) + 1")) { arguments, _ in
            let argument = try arguments.value(0)
            let bound: Int
            if case .int(let number) = argument { bound = number } else if let sized = argument.sizedInteger?.exactInt { bound = sized } else {
                throw ScriptError.typeMismatch("arc4random_uniform(_:) takes a UInt32, not \(argument.typeName)")
            }
            guard (0...Int(UInt32.max)).contains(bound) else { throw ScriptError.typeMismatch("arc4random_uniform(_:) takes a UInt32; \(bound) is out of its range") }
            return sized(bound == 0 ? 0 : UInt32.random(in: 0..<UInt32(bound)))
        }
    }

    private static func sized(_ number: UInt32) -> Value {
        .native(NativeBox(typeName: "UInt32", payload: SizedInteger.truncating(Int(number), .uint32)))
    }

    private static func value(_ identifier: Identifier) -> Value {
        .native(NativeBox(typeName: typeName, payload: identifier))
    }
}
