/// `Float`, `Float32`, `Float64` and `CGFloat` named as types in calls (`Float(2)`,
/// `CGFloat.pi`): the cell computes with them as Double, and says so where Swift's type
/// keeps fewer digits.
enum FloatTypeBindings {
    static func register(in table: BindingTable) {
        guard let double = table.types["Double"] else { return }
        for name in ["Float", "Float32", "Float64", "CGFloat"] {
            let type = table.type(name, doc("struct \(name)", name == "Float64" || name == "CGFloat"
                ? "A 64-bit floating-point number: the same as Double."
                : "A 32-bit floating-point number, computed here as Double.", "\(name)(2)"))
            let note = name.hasPrefix("Float") && name != "Float64" ? Compiler.approximatedTypes[name].map { "'\(name)' is computed as \($0)" } : nil
            for initializer in double.initializers {
                type.addInitializer(initializer.parameters, initializer.documentation) { arguments, runtime in
                    if let note { runtime.note(note, at: nil) }
                    var receiver = Value.void
                    return try initializer.body(&receiver, arguments, runtime)
                }
            }
            for (member, binding) in double.staticMembers { type.addStatic(member, binding.value, binding.documentation) }
        }
    }
}
