#if canImport(Glibc)
import Glibc
#endif

/// Int, Double and Bool: conversions, constants and a few members.
enum NumberBindings {
    static func register(in table: BindingTable) {
        let double = table.type("Double", doc("struct Double", "A 64-bit floating-point number, written 3.5 or 1e6.", "let ratio: Double = 0.5"))
        double.addInitializer([param(nil, "Any")], doc("init(_ value: Int or String)",
            "The number as a Double: an Int converted exactly (to the nearest Double), or a String parsed (nil when it is not a number).",
            "Double(7) / 2")) { arguments, _ in
            let value = try arguments.value(0)
            switch value {
            case .int(let number): return .double(Double(number))
            case .double: return value
            case .string(let text): return .optional(Double(text).map(Value.double))
            default:
                // A fixed-width integer or a Float.
                guard let number = value.asDouble else { throw ScriptError.typeMismatch("cannot convert \(value.typeName) to Double") }
                return .double(number)
            }
        }
        double.addInitializer([param("exactly", "Any")], doc("init?(exactly value: Int)",
            "The number as a Double when it converts without rounding, else nil.", "Double(exactly: 3)")) { arguments, _ in
            let value = try arguments.value(0)
            switch value {
            case .int(let number): return .optional(Double(exactly: number).map(Value.double))
            case .double: return .wrapped(value)
            default: throw ScriptError.typeMismatch("Double(exactly:) takes a number, not \(value.typeName)")
            }
        }
        InitializerReference.add(to: double)
        double.addStatic("pi", .double(.pi), doc("static let pi: Double", "π, the ratio of a circle's circumference to its diameter.", "Double.pi"))
        double.addStatic("infinity", .double(.infinity), doc("static let infinity: Double", "Positive infinity.", "Double.infinity"))
        double.addStatic("nan", .double(.nan), doc("static let nan: Double", "Not a number.", "Double.nan"))
        double.addProperty("isNaN", type: "Bool", doc("var isNaN: Bool", "Whether the value is NaN.", "x.isNaN")) { .bool(($0.asDouble ?? 0).isNaN) }
        double.addMethod("rounded", [], doc("func rounded() -> Double", "The nearest whole number (halves away from zero).", "2.5.rounded()")) { receiver, _, _ in
            .double((receiver.asDouble ?? 0).rounded())
        }
        double.addMethod("squareRoot", [], doc("func squareRoot() -> Double", "The square root.", "2.0.squareRoot()")) { receiver, _, _ in
            .double((receiver.asDouble ?? 0).squareRoot())
        }
        FloatingPointBindings.register(double: double, in: table)
        double.addMethod("truncatingRemainder", [param("dividingBy", "Double")], doc("func truncatingRemainder(dividingBy other: Double) -> Double",
            "The remainder of dividing, with the sign of the dividend.", "7.5.truncatingRemainder(dividingBy: 2)")) { receiver, arguments, _ in
            .double((receiver.asDouble ?? 0).truncatingRemainder(dividingBy: try arguments.double(0)))
        }

        let int = table.type("Int", doc("struct Int", "A 64-bit signed integer, written 42 or 1_000_000. Arithmetic that overflows is an error.", "let count = 1_000"))
        int.addInitializer([param(nil, "Any")], doc("init(_ value: Double or String)",
            "The value as an Int: a Double truncated toward zero (an error when out of range or NaN), or a String parsed (nil when not an integer).",
            "Int(3.9)")) { arguments, _ in
            let value = try arguments.value(0)
            switch value {
            case .int: return value
            case .double(let number):
                guard let converted = Int(exactly: number.rounded(.towardZero)) else {
                    throw ScriptError.typeMismatch("\(number) cannot be converted to Int (NaN, infinite or too large)")
                }
                return .int(converted)
            case .string(let text): return .optional(Int(text).map(Value.int))
            default:
                if let sized = value.sizedInteger {
                    guard let number = sized.exactInt else { throw ScriptError.trap("Not enough bits to represent the passed value") }
                    return .int(number)
                }
                if let number = value.floatValue {
                    guard let converted = Int(exactly: number.rounded(.towardZero)) else {
                        throw ScriptError.typeMismatch("\(number) cannot be converted to Int (NaN, infinite or too large)")
                    }
                    return .int(converted)
                }
                throw ScriptError.typeMismatch("cannot convert \(value.typeName) to Int")
            }
        }
        int.addStatic("max", .int(.max), doc("static let max: Int", "The largest Int, 9223372036854775807.", "Int.max"))
        int.addStatic("min", .int(.min), doc("static let min: Int", "The smallest Int, -9223372036854775808.", "Int.min"))
        int.addMethod("isMultiple", [param("of", "Int")], doc("func isMultiple(of other: Int) -> Bool",
            "Whether the number divides evenly by the argument.", "12.isMultiple(of: 3)")) { receiver, arguments, _ in
            guard case .int(let number) = receiver else { return .bool(false) }
            let divisor = try arguments.int(0)
            return .bool(divisor == 0 ? number == 0 : number % divisor == 0)
        }

        IntegerBindings.register(int: int, in: table)
        InitializerReference.add(to: int)

        let bool = table.type("Bool", doc("struct Bool", "true or false.", "let isSmooth = true"))
        bool.addMethod("toggle", [], isMutating: true, doc("mutating func toggle()", "Flips the value in place.", "isSmooth.toggle()")) { receiver, _, _ in
            guard case .bool(let flag) = receiver else { return .void }
            receiver = .bool(!flag)
            return .void
        }
        bool.addInitializer([param(nil, "Any")], doc("init(_ value: Bool or String)",
            "The Bool itself, or \"true\" and \"false\" parsed (nil for any other text).", "Bool(\"true\")")) { arguments, _ in
            let value = try arguments.value(0)
            switch value {
            case .bool: return value
            case .string(let text): return .optional(Bool(text).map(Value.bool))
            default: throw ScriptError.typeMismatch("cannot convert \(value.typeName) to Bool")
            }
        }
        bool.addProperty("description", type: "String", doc("var description: String", "\"true\" or \"false\".", "true.description")) { value in
            .string(value.printed)
        }
        bool.addStatic("random", LibraryFunction.make("random", labels: []) { _ in .bool(Bool.random()) },
                       doc("static func random() -> Bool", "true or false, chosen at random.", "Bool.random()"))
    }
}
