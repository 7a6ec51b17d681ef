/// One thing the fuzzer feeds bytes to: a target runs an input and must never crash, hang or
/// leave the process unusable, whatever the bytes.
protocol FuzzTarget {
    /// The name `make fuzz` and the corpus folder use (`parser`, `interpreter`, …).
    static var name: String { get }
    /// Runs one input.
    static func run(_ input: [UInt8])
}

/// Every target, by name.
enum FuzzTargets {
    static let all: [any FuzzTarget.Type] = [
        ParserTarget.self, InterpreterTarget.self, CSVTarget.self, JSONTarget.self, WireTarget.self,
    ]

    /// The target called `name`.
    static func named(_ name: String) -> (any FuzzTarget.Type)? {
        all.first { $0.name == name }
    }

    /// The names, for messages.
    static var names: String { all.map { $0.name }.joined(separator: ", ") }
}
