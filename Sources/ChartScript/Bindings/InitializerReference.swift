/// `Type.init` as a function value, as `["1", "2"].compactMap(Int.init)` and
/// `numbers.map(String.init)` pass it: a type's one-argument unlabelled initialiser.
enum InitializerReference {
    /// Adds `init` to `type`'s static members, calling its initialiser that takes one unlabelled argument.
    static func add(to type: TypeBinding) {
        guard let initializer = type.initializers.first(where: { $0.parameters.count == 1 && $0.parameters[0].label == nil }) else { return }
        let parameterType = initializer.parameters[0].type
        let function = FunctionValue(name: "\(type.name).init", parameters: [], checksLabels: false, argumentSlots: [0],
                                     ignoresExtraArguments: false, frameSize: 1, body: { frame in
            guard let runtime = Runtime.current else { throw ScriptError.typeMismatch("\(type.name).init needs a running session") }
            var receiver = Value.void
            let argument = try Coercion.coerce(frame.slots[0], to: parameterType)
            return try initializer.body(&receiver, BoundArguments(values: [argument], callee: type.name), runtime)
        }, captured: nil, canReuseFrame: true)
        type.addStatic("init", .function(function), doc("init(_:)", "The initialiser as a function, to pass to map and compactMap.",
                                                         "[\"1\", \"x\"].compactMap(\(type.name).init)"))
    }
}
