/// Optionals: `map` and `flatMap` on a value that may be nil.
enum OptionalBindings {
    static func register(in table: BindingTable) {
        let type = table.type("Optional", doc("enum Optional<Wrapped>",
            "A value or nil, written `Int?`. Unwrap it with `if let`, `guard let`, `??` or `!`; `map` transforms the value when there is one.",
            "let count: Int? = Int(\"12\")"))
        type.addInitializer([param(nil, "Any")], doc("init(_ some: Wrapped)", "An optional holding the value.", "Optional(3)")) { arguments, _ in
            .wrapped(try arguments.value(0))
        }
        type.addStatic("none", .null, doc("case none", "No value: the same as nil.", "let missing = Optional<Int>.none"))
        let some = FunctionValue(name: "Optional.some", parameters: [], checksLabels: false, argumentSlots: [0],
                                 ignoresExtraArguments: false, frameSize: 1, body: { frame in .wrapped(frame.slots[0]) },
                                 captured: nil, canReuseFrame: true)
        type.addStatic("some", .function(some), doc("case some(Wrapped)", "An optional holding the value.", "Optional.some(3)"))
        type.addMethod("map", [param(nil, "closure")], doc("func map<U>(_ transform: (Wrapped) -> U) -> U?",
            "The closure's result on the value, or nil when there is none.", "Int(\"12\").map { $0 * 2 }")) { receiver, arguments, runtime in
            guard case .wrapped(let inner) = receiver else { return .null }
            return .wrapped(try runtime.call(try arguments.function(0), [inner]))
        }
        type.addMethod("flatMap", [param(nil, "closure")], doc("func flatMap<U>(_ transform: (Wrapped) -> U?) -> U?",
            "The closure's optional result on the value, or nil when there is none.", "name.flatMap { Int($0) }")) { receiver, arguments, runtime in
            guard case .wrapped(let inner) = receiver else { return .null }
            return try runtime.call(try arguments.function(0), [inner]).promotedToOptional
        }
    }
}
