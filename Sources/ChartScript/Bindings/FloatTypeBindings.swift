/// `Float` (and its other name `Float32`), a 32-bit floating-point type whose values are
/// computed and printed at its precision (`Float(1) / 3` prints 0.33333334), and `Float64`
/// and `CGFloat`, which on Linux have Double's values (computed as Double).
enum FloatTypeBindings {
    static func register(in table: BindingTable) {
        guard let double = table.types["Double"] else { return }
        for name in ["Float", "Float32"] { registerFloat(named: name, like: double, in: table) }
        for name in ["Float64", "CGFloat"] {
            let type = table.type(name, doc("struct \(name)", "A 64-bit floating-point number: the same as Double.", "\(name)(2)"))
            for initializer in double.initializers {
                type.addInitializer(initializer.parameters, initializer.documentation) { arguments, runtime in
                    var receiver = Value.void
                    return try initializer.body(&receiver, arguments, runtime)
                }
            }
            for (member, binding) in double.staticMembers { type.addStatic(member, binding.value, binding.documentation) }
        }
    }

    /// `Float`: Double's initializers and constants, their results rounded to 32 bits, and
    /// Double's methods on Float values (a Double result rounded back, as Swift's Float
    /// methods return Float).
    private static func registerFloat(named name: String, like double: TypeBinding, in table: BindingTable) {
        let type = table.type(name, doc("struct \(name)", "A 32-bit floating-point number: about 7 significant digits (Float(1) / 3 prints 0.33333334).", "let ratio: \(name) = 0.5"))
        for initializer in double.initializers {
            type.addInitializer(initializer.parameters, initializer.documentation) { arguments, runtime in
                var receiver = Value.void
                return rounded(try initializer.body(&receiver, arguments, runtime))
            }
        }
        for (member, binding) in double.staticMembers { type.addStatic(member, rounded(binding.value), binding.documentation) }
        // Swift's Float.pi is π rounded toward zero (3.1415925), not to the nearest Float.
        type.addStatic("pi", .float(Float.pi), doc("static let pi: Float", "π as a Float, rounded toward zero: 3.1415925.", "Float.pi"))
        // Float's limits are its own, not Double's rounded (which would be 0 or infinity).
        let limits: [(String, Float, String)] = [
            ("greatestFiniteMagnitude", .greatestFiniteMagnitude, "The largest finite Float, about 3.4e+38."),
            ("leastNonzeroMagnitude", .leastNonzeroMagnitude, "The smallest positive Float, about 1e-45."),
            ("leastNormalMagnitude", .leastNormalMagnitude, "The smallest positive normal Float, about 1.2e-38."),
            ("ulpOfOne", .ulpOfOne, "The gap between 1.0 and the next Float, about 1.2e-07."),
        ]
        for (member, value, summary) in limits {
            type.addStatic(member, .float(value), doc("static var \(member): Float", summary, "\(name).\(member)"))
        }
        for (member, methods) in double.methods {
            for method in methods {
                type.addMethod(member, method.parameters, isMutating: method.isMutating, method.documentation) { receiver, arguments, runtime in
                    var wide = receiver.asDouble.map(Value.double) ?? receiver
                    let result = try method.body(&wide, arguments, runtime)
                    if method.isMutating { receiver = rounded(wide) }
                    return rounded(result)
                }
            }
        }
        for (member, property) in double.properties {
            type.addProperty(member, type: property.type, property.documentation) { value in
                rounded(try property.get(value.asDouble.map(Value.double) ?? value))
            }
        }
        type.addProperty("description", type: "String", doc("var description: String", "The number as text, with the digits a Float holds.", "Float(0.1).description")) { value in
            .string(value.floatValue?.description ?? NativeDescription.describe(NativeBox(typeName: name, payload: value)))
        }
    }

    /// A Double result as Float (inside optionals too); other values as they are.
    private static func rounded(_ value: Value) -> Value {
        switch value {
        case .double(let number): return .float(Float(number))
        case .wrapped(.double(let number)): return .wrapped(.float(Float(number)))
        default: return value
        }
    }
}
