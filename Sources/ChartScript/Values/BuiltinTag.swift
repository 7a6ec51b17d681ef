/// The built-in kinds of value whose members the binding table lists under one name each,
/// told apart by the value's case alone: a call site keys the built-in method it found by
/// this tag, so a call in a loop builds and compares no type name (``Value/bindingTypeName``).
enum BuiltinTag: UInt8 {
    /// A value of any other kind (a library value, a tuple, a declared type's value …), whose
    /// binding is found by its name.
    case none
    case int, double, bool, string, array, set, dictionary
    /// `Range<Int>` and `ClosedRange<Int>`, which share the binding table's `Range`.
    case range
    /// `nil` and a wrapped value, both `Optional`.
    case optional
}

extension Value {
    /// The value's ``BuiltinTag``: for these kinds the binding table's name is
    /// ``bindingTypeName``, one name per tag.
    @inline(__always)
    var builtinTag: BuiltinTag {
        switch self {
        case .int: return .int
        case .double: return .double
        case .bool: return .bool
        case .string: return .string
        case .array: return .array
        case .set: return .set
        case .dictionary: return .dictionary
        case .range, .closedRange: return .range
        case .null, .wrapped: return .optional
        default: return .none
        }
    }
}
