/// Converts values to the type a context expects: the lenient conversions ChartScript makes
/// instead of Swift's type inference (Int literals where a Double is expected, `.red` where
/// a Color is expected).
enum Coercion {
    /// `value` as type `type` (spelled as written: `Double`, `[Double]`, `Color`, `Double?`).
    static func coerce(_ value: Value, to type: String) throws -> Value {
        if type.hasSuffix("?") {
            if case .null = value { return value }
            return try coerce(value, to: String(type.dropLast()))
        }
        switch (type, value) {
        case ("Any", _), ("closure", _): return value
        case ("Double", .int(let number)): return .double(Double(number))
        case ("Double", .double), ("Int", .int), ("String", .string), ("Bool", .bool): return value
        case ("Int", .double(let number)):
            throw ScriptError.typeMismatch("cannot use Double \(number) where an Int is expected; write Int(\(number))")
        case ("[Double]", .array(let array)):
            if case .doubles = array.storage { return value }
            guard let numbers = array.doubles else { throw mismatch(value, type) }
            return .array(ArrayValue(.doubles(numbers)))
        case ("[Double]", .range), ("[Double]", .closedRange):
            return .array(ArrayValue(.doubles(try Sequences.ints(of: value).map(Double.init))))
        case ("[Int]", .array(let array)):
            if case .ints = array.storage { return value }
            if array.isEmpty { return .array(ArrayValue(.ints([]))) }
            throw mismatch(value, type)
        case ("[String]", .array(let array)):
            if case .strings = array.storage { return value }
            if array.isEmpty { return .array(ArrayValue(.strings([]))) }
            throw mismatch(value, type)
        case (_, .implicitMember(let name)):
            guard let binding = BindingTable.shared.types[type] else {
                throw ScriptError.typeMismatch("'.\(name)' needs a known type here; write the type, as in Color.\(name)")
            }
            guard let member = binding.staticMembers[name] else {
                throw ScriptError.unknownMember(type: type, member: name,
                                                suggestions: Suggestions.closest(to: name, in: Array(binding.staticMembers.keys)))
            }
            return member.value
        case (_, .native(let box)) where box.typeName == type:
            return value
        default:
            if BindingTable.shared.types[type] != nil, type != "Double", type != "Int", type != "String", type != "Bool" {
                throw mismatch(value, type)
            }
            if ["Double", "Int", "String", "Bool"].contains(type) { throw mismatch(value, type) }
            return value
        }
    }

    /// Resolves a leftover implicit member (`.red` with no type in sight) by searching every
    /// bound type's static members; unique matches win.
    static func resolveImplicitMember(_ name: String) throws -> Value {
        let owners = BindingTable.shared.typesWithStaticMember(name)
        if owners.count == 1, let member = owners[0].staticMembers[name] { return member.value }
        if owners.isEmpty {
            let all = BindingTable.shared.allStaticMemberNames
            throw ScriptError.unknownMember(type: "implicit member", member: name, suggestions: Suggestions.closest(to: name, in: all))
        }
        throw ScriptError.typeMismatch("'.\(name)' is ambiguous here (it is a member of \(owners.map(\.name).joined(separator: ", "))); write the type, as in \(owners[0].name).\(name)")
    }

    private static func mismatch(_ value: Value, _ type: String) -> ScriptError {
        .typeMismatch("cannot use a value of type '\(value.typeName)' where '\(type)' is expected")
    }
}

/// Iteration helpers over sequence values.
enum Sequences {
    /// The integers of a range value.
    static func ints(of value: Value) throws -> [Int] {
        let total = try count(value)
        guard total <= maximumMaterializedCount else {
            throw ScriptError.typeMismatch("the range has \(total) elements, too many to make an array of (the limit is \(maximumMaterializedCount))")
        }
        switch value {
        case let .range(lower, upper): return lower < upper ? Array(lower..<upper) : []
        case let .closedRange(lower, upper): return lower <= upper ? Array(lower...upper) : []
        default: throw ScriptError.typeMismatch("expected a range, not \(value.typeName)")
        }
    }

    /// The most elements a range is turned into an array of at once.
    static let maximumMaterializedCount = 200_000_000

    /// The elements of any sequence value, for `for … in` and closures over collections.
    static func elements(of value: Value) throws -> [Value] {
        switch value {
        case .array(let array): return array.values
        case .range, .closedRange: return try ints(of: value).map { .int($0) }
        case .string(let text): return text.map { .string(String($0)) }
        case .dictionary(let dictionary):
            return zip(dictionary.keys, dictionary.values).map { key, value in
                .tuple(TupleValue(labels: ["key", "value"], values: [key.value, value]))
            }
        default:
            throw ScriptError.typeMismatch("a value of type '\(value.typeName)' is not a sequence (for-in needs an array, range, string or dictionary)")
        }
    }
}

extension Sequences {
    /// Calls `body` with each element, without building an array for ranges and numeric arrays.
    static func forEach(_ value: Value, _ body: (Value) throws -> Void) throws {
        switch value {
        case let .range(lower, upper):
            var index = lower
            while index < upper { try body(.int(index)); index += 1 }
        case let .closedRange(lower, upper):
            guard lower <= upper else { return }
            for index in lower...upper { try body(.int(index)) }
        case .array(let array):
            switch array.storage {
            case .ints(let items): for item in items { try body(.int(item)) }
            case .doubles(let items): for item in items { try body(.double(item)) }
            case .strings(let items): for item in items { try body(.string(item)) }
            case .values(let items): for item in items { try body(item) }
            }
        default:
            for element in try elements(of: value) { try body(element) }
        }
    }

    /// How many elements a sequence value has.
    static func count(_ value: Value) throws -> Int {
        switch value {
        case let .range(lower, upper), let .closedRange(lower, upper):
            let (difference, overflow) = upper.subtractingReportingOverflow(lower)
            let isClosed: Bool = { if case .closedRange = value { return true } else { return false } }()
            guard !overflow, !(isClosed && difference == .max) else { throw ScriptError.overflow(operation: "count of \(value.printed)") }
            return isClosed ? difference + 1 : difference
        case .array(let array): return array.count
        case .string(let text): return text.count
        case .dictionary(let dictionary): return dictionary.count
        default: return try elements(of: value).count
        }
    }
}
