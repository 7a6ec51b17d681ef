/// Integers: `Int`'s conversions (`Int(exactly:)`, `Int(_:radix:)`, `Int(truncatingIfNeeded:)`),
/// members (`quotientAndRemainder`, `signum()`, `magnitude` …) and random numbers, and the
/// fixed-width integer types (`Int8` … `UInt64`, `UInt`): their bounds, conversions and
/// members. Their values are ``SizedInteger``s, computed at their width (``SizedArithmetic``).
enum IntegerBindings {
    /// The labels of `quotientAndRemainder(dividingBy:)`'s result.
    private static let quotientLabels: [String?] = ["quotient", "remainder"]
    /// The labels of the `…ReportingOverflow` methods' results.
    private static let overflowLabels: [String?] = ["partialValue", "overflow"]

    private static func summary(of width: IntegerWidth) -> String {
        switch width {
        case .int8: return "An 8-bit signed integer, -128 through 127."
        case .uint8: return "An 8-bit unsigned integer (a byte), 0 through 255."
        case .int64: return "A 64-bit signed integer (a type of its own, with the same values as Int)."
        case .uint: return "A 64-bit unsigned integer, 0 through 18446744073709551615."
        default: return "A \(width.bitWidth)-bit \(width.isSigned ? "signed" : "unsigned") integer."
        }
    }

    /// The values a fixed-width integer type holds (`UInt8` → 0...255; the 64-bit unsigned
    /// types up to Int.max), or `nil` for other names.
    static func bounds(ofTypeNamed name: String) -> ClosedRange<Int>? {
        IntegerWidth.named(name).map { $0.minimum...$0.maximum }
    }

    /// The integer literal `number` stored into the fixed-width integer type `name`
    /// (`let byte: UInt8 = 200`), or the error Swift gives for a literal that does not fit.
    static func checked(_ number: Int, as name: String) throws -> Value {
        guard let width = IntegerWidth.named(name) else { return .int(number) }
        return try checked(number, as: width)
    }

    /// The integer literal `number` stored into the fixed-width integer type `width`.
    static func checked(_ number: Int, as width: IntegerWidth) throws -> Value {
        let name = width.name
        guard let sized = SizedInteger.exactly(number, width) else {
            throw Lexer.literalOverflow(String(number), type: name)
        }
        return sized.value
    }

    static func register(int: TypeBinding, in table: BindingTable) {
        registerConversions(on: int, name: "Int", minimum: .min, maximum: .max, bits: 64, isSigned: true)
        registerMembers(on: int)
        int.addStatic("random", LibraryFunction.make("random", labels: ["in"], random), doc("static func random(in range: Range<Int>) -> Int",
            "A number chosen at random in the range (also a closed range: 1...6).", "Int.random(in: 1...6)"))
        for width in IntegerWidth.allCases {
            let name = width.name
            let type = table.type(name, doc("struct \(name)", summary(of: width), "let small: \(name) = 7"))
            type.addInitializer([param(nil, "Any")], doc("init(_ value: some BinaryInteger or BinaryFloatingPoint)",
                "The value as \(name); it must fit (\(width.minimum)...\(width.isWideUnsigned ? UInt64.max.description : width.maximum.description)), or it is an error as in Swift.", "\(name)(7)")) { arguments, _ in
                try converted(try arguments.value(0), to: width)
            }
            registerSizedConversions(on: type, width: width)
            if width == .uint8 { registerASCII(on: type) }
            registerSizedMembers(on: type, width: width)
            type.addStatic("min", SizedInteger.truncating(width.minimum, width).value,
                           doc("static var min: \(name)", "The smallest value, \(width.minimum).", "\(name).min"))
            let maximum = width.isWideUnsigned ? SizedInteger.unsigned(.max, width) : SizedInteger.truncating(width.maximum, width)
            type.addStatic("max", maximum.value, doc("static var max: \(name)", "The largest value, \(maximum).", "\(name).max"))
            type.addStatic("bitWidth", .int(width.bitWidth), doc("static var bitWidth: Int", "The number of bits, \(width.bitWidth).", "\(name).bitWidth"))
            type.addStatic("zero", SizedInteger.truncating(0, width).value, doc("static var zero: \(name)", "Zero.", "\(name).zero"))
        }
    }

    /// `value` converted to `width` as `UInt8(value)` converts it: an integer that fits, a
    /// floating-point number truncated toward zero (an error when out of range, as Swift
    /// traps), a string parsed into an optional.
    static func converted(_ value: Value, to width: IntegerWidth) throws -> Value {
        let name = width.name
        if let sized = value.sizedInteger {
            if sized.width.isWideUnsigned, width.isWideUnsigned { return SizedInteger(pattern: sized.pattern, width: width).value }
            guard let number = sized.exactInt, let result = SizedInteger.exactly(number, width) else {
                throw ScriptError.trap("Not enough bits to represent the passed value")
            }
            return result.value
        }
        switch value {
        case .int(let number):
            guard let result = SizedInteger.exactly(number, width) else {
                throw ScriptError.trap(number < 0 && !width.isSigned ? "Negative value is not representable" : "Not enough bits to represent the passed value")
            }
            return result.value
        case .string(let text):
            if width.isWideUnsigned { return .optional(UInt64(text).map { SizedInteger.unsigned($0, width).value }) }
            return .optional(Int(text).flatMap { SizedInteger.exactly($0, width) }.map(\.value))
        default:
            guard let number = value.asDouble else { throw ScriptError.typeMismatch("cannot convert \(value.typeName) to \(name)") }
            let whole = number.rounded(.towardZero)
            if width.isWideUnsigned, whole >= 0, let unsigned = UInt64(exactly: whole) { return SizedInteger.unsigned(unsigned, width).value }
            guard number.isFinite, let integer = Int(exactly: whole), let result = SizedInteger.exactly(integer, width) else {
                throw ScriptError.trap("\(value.typeName) value cannot be converted to \(name) because the result would be out of range")
            }
            return result.value
        }
    }

    /// An integer of any type (`Int` or fixed-width) as the bits of an Int.
    private static func bits(_ value: Value) throws -> Int {
        if case .int(let number) = value { return number }
        if let sized = value.sizedInteger { return sized.pattern }
        throw ScriptError.typeMismatch("expected an integer, not \(value.typeName)")
    }

    /// `init(exactly:)`, `init(truncatingIfNeeded:)`, `init(clamping:)`, `init(bitPattern:)`
    /// and `init(_:radix:)` of a fixed-width integer type.
    private static func registerSizedConversions(on type: TypeBinding, width: IntegerWidth) {
        let name = width.name
        type.addInitializer([param("exactly", "Any")], doc("init?(exactly value: some BinaryInteger or BinaryFloatingPoint)",
            "The value as \(name) when it is a whole number in range, else nil.", "\(name)(exactly: 3.0)")) { arguments, _ in
            let value = try arguments.value(0)
            if let number = value.asDouble, case .double = value, number.rounded(.towardZero) != number { return .null }
            return (try? converted(value, to: width)).map { .wrapped($0) } ?? .null
        }
        type.addInitializer([param("truncatingIfNeeded", "Any")], doc("init(truncatingIfNeeded source: some BinaryInteger)",
            "The low \(width.bitWidth) bits of the value, as \(name) (300 as UInt8 is 44).", "\(name)(truncatingIfNeeded: 300)")) { arguments, _ in
            SizedInteger.truncating(try bits(try arguments.value(0)), width).value
        }
        type.addInitializer([param("bitPattern", "Any")], doc("init(bitPattern x: some BinaryInteger)",
            "The value with the same bits (a UInt8 from an Int8: 255 from -1).", "\(name)(bitPattern: -1)")) { arguments, _ in
            SizedInteger.truncating(try bits(try arguments.value(0)), width).value
        }
        type.addInitializer([param("clamping", "Any")], doc("init(clamping source: some BinaryInteger)",
            "The value, or the nearest bound of \(name) when it is out of range.", "\(name)(clamping: 300)")) { arguments, _ in
            let value = try arguments.value(0)
            if let sized = value.sizedInteger, sized.exactInt == nil {
                return width.isWideUnsigned ? SizedInteger(pattern: sized.pattern, width: width).value : SizedInteger.truncating(width.maximum, width).value
            }
            let number = try bits(value)
            if width.isWideUnsigned { return SizedInteger(pattern: max(number, 0), width: width).value }
            return SizedInteger.truncating(min(max(number, width.minimum), width.maximum), width).value
        }
        type.addInitializer([param(nil, "String"), param("radix", "Int")], doc("init?(_ text: String, radix: Int)",
            "The number written in another base (\"ff\" with radix 16 is 255), or nil.", "\(name)(\"ff\", radix: 16)")) { arguments, _ in
            let radix = try arguments.int(1)
            guard (2...36).contains(radix) else { throw ScriptError.trap("Radix not in range 2...36") }
            let text = try arguments.string(0)
            if width.isWideUnsigned { return .optional(UInt64(text, radix: radix).map { SizedInteger.unsigned($0, width).value }) }
            return .optional(Int(text, radix: radix).flatMap { SizedInteger.exactly($0, width) }.map(\.value))
        }
    }

    /// `UInt8(ascii: "A")`: the code of an ASCII character.
    private static func registerASCII(on type: TypeBinding) {
        type.addInitializer([param("ascii", "String")], doc("init(ascii v: Unicode.Scalar)",
            "The ASCII code of the character (65 for \"A\"); the character must be ASCII.", "UInt8(ascii: \"A\")")) { arguments, _ in
            let text = try arguments.string(0)
            guard text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first else {
                throw ScriptError.typeMismatch("UInt8(ascii:) takes one character, not \(text.debugDescription)")
            }
            guard scalar.isASCII else { throw ScriptError.trap("Code point value does not fit into ASCII") }
            return SizedInteger.truncating(Int(scalar.value), .uint8).value
        }
    }

    /// What a value of a fixed-width integer type answers: its text, bit counts, and the
    /// arithmetic that reports overflow.
    private static func registerSizedMembers(on type: TypeBinding, width: IntegerWidth) {
        let name = width.name
        func sized(_ value: Value) throws -> SizedInteger {
            guard let number = value.sizedInteger else { throw ScriptError.typeMismatch("expected a \(name), not \(value.typeName)") }
            return number
        }
        let properties: [(String, String, (SizedInteger) -> Value)] = [
            ("description", "The number as text.", { .string($0.description) }),
            ("bitWidth", "The number of bits, \(width.bitWidth).", { _ in .int(width.bitWidth) }),
            ("nonzeroBitCount", "How many bits are 1.", { .int(($0.unsignedValue & mask(width)).nonzeroBitCount) }),
            ("leadingZeroBitCount", "How many 0 bits come before the highest 1.", { .int(($0.unsignedValue & mask(width)).leadingZeroBitCount - (64 - width.bitWidth)) }),
            ("trailingZeroBitCount", "How many 0 bits come after the lowest 1.", { .int(min(($0.unsignedValue & mask(width)).trailingZeroBitCount, width.bitWidth)) }),
        ]
        for (property, summary, read) in properties {
            type.addProperty(property, type: "Any", doc("var \(property)", summary, "\(name)(42).\(property)")) { value in read(try sized(value)) }
        }
        let reporting = ["addingReportingOverflow": "&+", "subtractingReportingOverflow": "&-", "multipliedReportingOverflow": "&*"]
        for (method, wrapping) in reporting.sorted(by: { $0.key < $1.key }) {
            let label = method.hasPrefix("multiplied") ? "by" : nil
            let checkedSymbol = String(wrapping.dropFirst())
            type.addMethod(method, [param(label, "Any")], doc("func \(method)(\(label ?? "_") rhs: \(name)) -> (partialValue: \(name), overflow: Bool)",
                "The result wrapped around on overflow, and whether it overflowed.", "\(name).max.\(method)(\(label.map { "\($0): " } ?? "")1)")) { receiver, arguments, runtime in
                let other = try arguments.value(0)
                let partial = try SizedArithmetic.binary(wrapping, receiver, other) ?? receiver
                var overflow = false
                do { _ = try SizedArithmetic.binary(checkedSymbol, receiver, other) } catch ScriptError.overflow { overflow = true }
                return runtime.reusedTuples.pair(.reportingOverflow, labels: overflowLabels, partial, .bool(overflow))
            }
        }
    }

    /// The bits a value of `width` has.
    private static func mask(_ width: IntegerWidth) -> UInt64 {
        width.bitWidth == 64 ? .max : (1 << UInt64(width.bitWidth)) - 1
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
            default:
                if let sized = value.sizedInteger { return sized.exactInt.map { .wrapped(.int($0)) } ?? .null }
                throw ScriptError.typeMismatch("\(name)(exactly:) takes a number, not \(value.typeName)")
            }
        }
        // The source may be any integer type: a UInt64 past Int.max is its bits (-1 for UInt64.max).
        type.addInitializer([param("truncatingIfNeeded", "Any")], doc("init(truncatingIfNeeded source: some BinaryInteger)",
            "The low \(bits) bits of the value, as \(name) (300 as UInt8 is 44).", "\(name)(truncatingIfNeeded: 300)")) { arguments, _ in
            .int(try truncated(try Self.bits(try arguments.value(0)), bits: bits, isSigned: isSigned))
        }
        type.addInitializer([param("clamping", "Any")], doc("init(clamping source: some BinaryInteger)",
            "The value, or the nearest bound of \(name) when it is out of range.", "\(name)(clamping: 300)")) { arguments, _ in
            let value = try arguments.value(0)
            if let sized = value.sizedInteger, sized.exactInt == nil { return .int(maximum) }
            return .int(min(max(try Self.bits(value), minimum), maximum))
        }
        type.addInitializer([param("bitPattern", "Any")], doc("init(bitPattern x: some BinaryInteger)",
            "The value with the same bits.", "\(name)(bitPattern: 42)")) { arguments, _ in
            .int(try truncated(try Self.bits(try arguments.value(0)), bits: bits, isSigned: isSigned))
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
            "The quotient and remainder of the division, as a tuple.", "17.quotientAndRemainder(dividingBy: 5)")) { receiver, arguments, runtime in
            let number = try integer(receiver), divisor = try arguments.int(0)
            guard divisor != 0 else { throw ScriptError.divisionByZero }
            guard !(number == .min && divisor == -1) else { throw ScriptError.overflow(operation: "\(number).quotientAndRemainder(dividingBy: -1)") }
            let (quotient, remainder) = number.quotientAndRemainder(dividingBy: divisor)
            return runtime.reusedTuples.pair(.quotientAndRemainder, labels: quotientLabels, .int(quotient), .int(remainder))
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
                "The result wrapped around on overflow, and whether it overflowed.", "Int.max.\(name)(\(label.map { "\($0): " } ?? "")2)")) { receiver, arguments, runtime in
                let (partial, overflow) = operation(try integer(receiver), try arguments.int(0))
                return runtime.reusedTuples.pair(.reportingOverflow, labels: overflowLabels, .int(partial), .bool(overflow))
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
