/// Integers: `Int`'s conversions (`Int(exactly:)`, `Int(_:radix:)`, `Int(truncatingIfNeeded:)`),
/// members (`quotientAndRemainder`, `signum()`, `magnitude` …) and random numbers, and the
/// sized integer types (`Int8` … `UInt64`) for their bounds and checked conversions. Every
/// integer is an `Int` in the kernel: the sized types check their range when a value is made,
/// and arithmetic on them follows Int's.
enum IntegerBindings {
    /// A sized integer type and its bounds (within Int's; UInt and UInt64 reach only Int.max).
    private struct SizedType {
        let name: String
        let minimum: Int
        let maximum: Int
        let bits: Int
        let isSigned: Bool
        let summary: String
    }

    private static let sizedTypes: [SizedType] = [
        SizedType(name: "Int8", minimum: Int(Int8.min), maximum: Int(Int8.max), bits: 8, isSigned: true, summary: "An 8-bit signed integer, -128 through 127."),
        SizedType(name: "Int16", minimum: Int(Int16.min), maximum: Int(Int16.max), bits: 16, isSigned: true, summary: "A 16-bit signed integer."),
        SizedType(name: "Int32", minimum: Int(Int32.min), maximum: Int(Int32.max), bits: 32, isSigned: true, summary: "A 32-bit signed integer."),
        SizedType(name: "Int64", minimum: Int(Int64.min), maximum: Int(Int64.max), bits: 64, isSigned: true, summary: "A 64-bit signed integer, the same as Int."),
        SizedType(name: "UInt8", minimum: 0, maximum: Int(UInt8.max), bits: 8, isSigned: false, summary: "An 8-bit unsigned integer (a byte), 0 through 255."),
        SizedType(name: "UInt16", minimum: 0, maximum: Int(UInt16.max), bits: 16, isSigned: false, summary: "A 16-bit unsigned integer."),
        SizedType(name: "UInt32", minimum: 0, maximum: Int(UInt32.max), bits: 32, isSigned: false, summary: "A 32-bit unsigned integer."),
        SizedType(name: "UInt64", minimum: 0, maximum: Int.max, bits: 64, isSigned: false,
                  summary: "A 64-bit unsigned integer (the kernel holds values up to Int.max)."),
        SizedType(name: "UInt", minimum: 0, maximum: Int.max, bits: 64, isSigned: false,
                  summary: "An unsigned integer (the kernel holds values up to Int.max)."),
    ]

    /// The values a sized integer type holds here (`UInt8` → 0...255), or `nil` for other names.
    static func bounds(ofTypeNamed name: String) -> ClosedRange<Int>? {
        sizedTypes.first { $0.name == name }.map { $0.minimum...$0.maximum }
    }

    /// `number` stored into the sized integer type `name`, or the error Swift gives for a literal that does not fit.
    static func checked(_ number: Int, as name: String) throws -> Value {
        guard let bounds = bounds(ofTypeNamed: name), !bounds.contains(number) else { return .int(number) }
        throw ScriptError.overflow(operation: "\(number) stored into '\(name)' (it holds \(bounds.lowerBound)...\(bounds.upperBound))")
    }

    static func register(int: TypeBinding, in table: BindingTable) {
        registerConversions(on: int, name: "Int", minimum: .min, maximum: .max, bits: 64, isSigned: true)
        registerMembers(on: int)
        int.addStatic("random", LibraryFunction.make("random", labels: ["in"], random), doc("static func random(in range: Range<Int>) -> Int",
            "A number chosen at random in the range (also a closed range: 1...6).", "Int.random(in: 1...6)"))
        for sized in sizedTypes {
            let type = table.type(sized.name, doc("struct \(sized.name)", sized.summary, "let small: \(sized.name) = 7"))
            type.addInitializer([param(nil, "Any")], doc("init(_ value: some BinaryInteger or Double)",
                "The value as \(sized.name); it must fit (\(sized.minimum)...\(sized.maximum)).", "\(sized.name)(7)")) { arguments, _ in
                try checked(try arguments.value(0), sized.name, minimum: sized.minimum, maximum: sized.maximum)
            }
            registerConversions(on: type, name: sized.name, minimum: sized.minimum, maximum: sized.maximum, bits: sized.bits, isSigned: sized.isSigned)
            type.addStatic("min", .int(sized.minimum), doc("static var min: \(sized.name)", "The smallest value, \(sized.minimum).", "\(sized.name).min"))
            if sized.bits < 64 || sized.isSigned {
                type.addStatic("max", .int(sized.maximum), doc("static var max: \(sized.name)", "The largest value, \(sized.maximum).", "\(sized.name).max"))
            }
        }
    }

    /// `init(exactly:)`, `init(truncatingIfNeeded:)`, `init(clamping:)`, `init(_:radix:)` and `bitWidth`.
    private static func registerConversions(on type: TypeBinding, name: String, minimum: Int, maximum: Int, bits: Int, isSigned: Bool) {
        type.addInitializer([param("exactly", "Any")], doc("init?(exactly value: Double or some BinaryInteger)",
            "The value as \(name) when it is a whole number in range, else nil.", "\(name)(exactly: 3.0)")) { arguments, _ in
            let value = try arguments.value(0)
            switch value {
            case .int(let number): return (minimum...maximum).contains(number) ? .wrapped(value) : .null
            case .double(let number):
                guard let whole = Int(exactly: number), (minimum...maximum).contains(whole) else { return .null }
                return .wrapped(.int(whole))
            default: throw ScriptError.typeMismatch("\(name)(exactly:) takes a number, not \(value.typeName)")
            }
        }
        type.addInitializer([param("truncatingIfNeeded", "Int")], doc("init(truncatingIfNeeded source: some BinaryInteger)",
            "The low \(bits) bits of the value, as \(name) (300 as UInt8 is 44).", "\(name)(truncatingIfNeeded: 300)")) { arguments, _ in
            .int(try truncated(try arguments.int(0), bits: bits, isSigned: isSigned))
        }
        type.addInitializer([param("clamping", "Int")], doc("init(clamping source: some BinaryInteger)",
            "The value, or the nearest bound of \(name) when it is out of range.", "\(name)(clamping: 300)")) { arguments, _ in
            .int(min(max(try arguments.int(0), minimum), maximum))
        }
        type.addInitializer([param("bitPattern", "Int")], doc("init(bitPattern x: some BinaryInteger)",
            "The value with the same bits.", "\(name)(bitPattern: 42)")) { arguments, _ in
            .int(try truncated(try arguments.int(0), bits: bits, isSigned: isSigned))
        }
        type.addInitializer([param(nil, "String"), param("radix", "Int")], doc("init?(_ text: String, radix: Int)",
            "The number written in another base (\"ff\" with radix 16 is 255), or nil.", "\(name)(\"ff\", radix: 16)")) { arguments, _ in
            let radix = try arguments.int(1)
            guard (2...36).contains(radix) else { throw ScriptError.trap("Radix not in range 2...36") }
            guard let number = Int(try arguments.string(0), radix: radix), (minimum...maximum).contains(number) else { return .null }
            return .wrapped(.int(number))
        }
        type.addStatic("bitWidth", .int(bits), doc("static var bitWidth: Int", "The number of bits, \(bits).", "\(name).bitWidth"))
        type.addStatic("zero", .int(0), doc("static var zero: \(name)", "Zero.", "\(name).zero"))
    }

    private static func registerMembers(on int: TypeBinding) {
        int.addMethod("quotientAndRemainder", [param("dividingBy", "Int")], doc("func quotientAndRemainder(dividingBy rhs: Int) -> (quotient: Int, remainder: Int)",
            "The quotient and remainder of the division, as a tuple.", "17.quotientAndRemainder(dividingBy: 5)")) { receiver, arguments, _ in
            let number = try integer(receiver), divisor = try arguments.int(0)
            guard divisor != 0 else { throw ScriptError.divisionByZero }
            guard !(number == .min && divisor == -1) else { throw ScriptError.overflow(operation: "\(number).quotientAndRemainder(dividingBy: -1)") }
            let (quotient, remainder) = number.quotientAndRemainder(dividingBy: divisor)
            return .tuple(TupleValue(labels: ["quotient", "remainder"], values: [.int(quotient), .int(remainder)]))
        }
        int.addMethod("signum", [], doc("func signum() -> Int", "-1 for a negative number, 0 for zero, 1 for a positive one.", "(-5).signum()")) { receiver, _, _ in
            .int(try integer(receiver).signum())
        }
        int.addMethod("advanced", [param("by", "Int")], doc("func advanced(by n: Int) -> Int", "The number plus n.", "5.advanced(by: 2)")) { receiver, arguments, _ in
            let (sum, overflow) = try integer(receiver).addingReportingOverflow(try arguments.int(0))
            if overflow { throw ScriptError.overflow(operation: "advanced(by:)") }
            return .int(sum)
        }
        int.addMethod("distance", [param("to", "Int")], doc("func distance(to other: Int) -> Int", "other minus the number.", "2.distance(to: 7)")) { receiver, arguments, _ in
            let (difference, overflow) = try arguments.int(0).subtractingReportingOverflow(try integer(receiver))
            if overflow { throw ScriptError.overflow(operation: "distance(to:)") }
            return .int(difference)
        }
        let reporting: [(String, (Int, Int) -> (partialValue: Int, overflow: Bool))] = [
            ("addingReportingOverflow", { $0.addingReportingOverflow($1) }),
            ("subtractingReportingOverflow", { $0.subtractingReportingOverflow($1) }),
            ("multipliedReportingOverflow", { $0.multipliedReportingOverflow(by: $1) }),
        ]
        for (name, operation) in reporting {
            let label = name.hasPrefix("multiplied") ? "by" : nil
            int.addMethod(name, [param(label, "Int")], doc("func \(name)(\(label ?? "_") rhs: Int) -> (partialValue: Int, overflow: Bool)",
                "The result wrapped around on overflow, and whether it overflowed.", "Int.max.\(name)(\(label.map { "\($0): " } ?? "")2)")) { receiver, arguments, _ in
                let (partial, overflow) = operation(try integer(receiver), try arguments.int(0))
                return .tuple(TupleValue(labels: ["partialValue", "overflow"], values: [.int(partial), .bool(overflow)]))
            }
        }
        let properties: [(String, String, (Int) throws -> Value)] = [
            ("magnitude", "The absolute value (as UInt in Swift).", { .int(Int(exactly: $0.magnitude) ?? .max) }),
            ("description", "The number as text.", { .string($0.description) }),
            ("nonzeroBitCount", "How many bits are 1.", { .int($0.nonzeroBitCount) }),
            ("leadingZeroBitCount", "How many 0 bits come before the highest 1.", { .int($0.leadingZeroBitCount) }),
            ("trailingZeroBitCount", "How many 0 bits come after the lowest 1.", { .int($0.trailingZeroBitCount) }),
        ]
        for (name, summary, read) in properties {
            int.addProperty(name, type: "Any", doc("var \(name)", summary, "42.\(name)")) { value in try read(try integer(value)) }
        }
    }

    /// `value` as a sized integer, or the trap Swift gives when it does not fit.
    private static func checked(_ value: Value, _ name: String, minimum: Int, maximum: Int) throws -> Value {
        switch value {
        case .int(let number):
            guard (minimum...maximum).contains(number) else { throw ScriptError.trap("Not enough bits to represent the passed value") }
            return value
        case .double(let number):
            guard number.isFinite, let whole = Int(exactly: number.rounded(.towardZero)), (minimum...maximum).contains(whole) else {
                throw ScriptError.trap("Double value cannot be converted to \(name) because the result would be out of range")
            }
            return .int(whole)
        case .string(let text):
            guard let number = Int(text), (minimum...maximum).contains(number) else { return .null }
            return .wrapped(.int(number))
        default:
            throw ScriptError.typeMismatch("cannot convert \(value.typeName) to \(name)")
        }
    }

    /// The low `bits` bits of `number`, read as signed or unsigned.
    private static func truncated(_ number: Int, bits: Int, isSigned: Bool) throws -> Int {
        guard bits < 64 else {
            guard isSigned || number >= 0 else {
                throw ScriptError.typeMismatch("\(number) as a 64-bit unsigned integer is beyond Int.max, the largest integer the kernel holds")
            }
            return number
        }
        let low = number & ((1 << bits) - 1)
        if isSigned, low >> (bits - 1) == 1 { return low - (1 << bits) }
        return low
    }

    private static func integer(_ value: Value) throws -> Int {
        guard case .int(let number) = value else { throw ScriptError.typeMismatch("expected an Int, not \(value.typeName)") }
        return number
    }

    /// `Int.random(in:)`: a range value in, a number out.
    private static func random(_ arguments: [Value]) throws -> Value {
        switch arguments[0] {
        case let .range(lower, upper):
            guard lower < upper else { throw ScriptError.trap("Can't get random value with an empty range") }
            return .int(Int.random(in: lower..<upper))
        case let .closedRange(lower, upper): return .int(Int.random(in: lower...upper))
        case let other: throw ScriptError.typeMismatch("Int.random(in:) takes a range of Int, not \(other.typeName)")
        }
    }
}
