/// `Type.init` as a function value, as `["1", "2"].compactMap(Int.init)` and
/// `numbers.map(String.init)` pass it: a type's one-argument unlabelled initialiser; and an
/// initialiser named with its labels, as `values.map(String.init(describing:))` passes it.
enum InitializerReference {
    /// Adds `init` to `type`'s static members, calling its initialiser that takes one unlabelled argument.
    static func add(to type: TypeBinding) {
        guard let initializer = type.initializers.first(where: { $0.parameters.count == 1 && $0.parameters[0].label == nil }) else { return }
        type.addStatic("init", .function(function(calling: initializer, of: type.name)),
                       doc("init(_:)", "The initialiser as a function, to pass to map and compactMap.",
                           "[\"1\", \"x\"].compactMap(\(type.name).init)"))
    }

    /// The initialiser of `type` named `name` with its labels (`init(describing:)`) as a
    /// function value, or `nil` when the type has none of that name.
    static func named(_ name: String, of type: TypeBinding) -> FunctionValue? {
        guard name.hasPrefix("init(") else { return nil }
        let initializer = type.initializers.first { initializer in
            !initializer.isVariadic && "init(" + initializer.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")" == name
        }
        return initializer.map { function(calling: $0, of: type.name) }
    }

    /// A function value that calls `initializer` with its arguments, converted to the parameters' types.
    private static func function(calling initializer: FunctionBinding, of typeName: String) -> FunctionValue {
        let parameterTypes = initializer.parameters.map(\.type)
        let count = parameterTypes.count
        return FunctionValue(name: "\(typeName).init", parameters: [], checksLabels: false, argumentSlots: Array(0..<count),
                             ignoresExtraArguments: false, frameSize: count, body: { frame in
            guard let runtime = Runtime.current else { throw ScriptError.typeMismatch("\(typeName).init needs a running session") }
            var receiver = Value.void
            var arguments: [Value?] = []
            for (slot, type) in parameterTypes.enumerated() { arguments.append(try Coercion.coerce(frame.slots[slot], to: type)) }
            return try initializer.body(&receiver, BoundArguments(values: arguments, callee: typeName), runtime)
        }, captured: nil, canReuseFrame: true)
    }
}
