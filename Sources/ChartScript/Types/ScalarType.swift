/// The standard scalar types a written type name can stand for, named in this one place, so
/// code that converts or checks values asks for the type (`ScalarType(type)?.isFloatingPoint`)
/// instead of comparing the name it was written with.
enum ScalarType: Equatable {
    case int, double, float, cgFloat, bool, string, character

    /// The scalar type `name` names (`Float32` is `Float`), or `nil` for any other name.
    init?(named name: String) {
        // Every scalar's name starts with one of these letters; a declared type's name is turned
        // away without comparing it with each (Coercion asks for every value it converts).
        switch name.utf8.first {
        case UInt8(ascii: "I"), UInt8(ascii: "D"), UInt8(ascii: "F"), UInt8(ascii: "C"), UInt8(ascii: "B"), UInt8(ascii: "S"): break
        default: return nil
        }
        switch name {
        case "Int": self = .int
        case "Double": self = .double
        case "Float", "Float32": self = .float
        case "CGFloat": self = .cgFloat
        case "Bool": self = .bool
        case "String": self = .string
        case "Character": self = .character
        default: return nil
        }
    }

    /// The scalar type a written type is when it is a plain name (`Double`), else `nil`.
    init?(_ type: TypeRef) {
        guard case .named(let name, _) = type else { return nil }
        self.init(named: name)
    }

    /// `Double`, `Float` or `CGFloat`.
    var isFloatingPoint: Bool { self == .double || self == .float || self == .cgFloat }

    /// The built-in kind of the values that are this type already (unchanged by a conversion
    /// to it): `.int` for `Int`; `.none` for types held otherwise (`Float`, `Character`).
    var valueTag: BuiltinTag {
        switch self {
        case .int: return .int
        case .double: return .double
        case .bool: return .bool
        case .string: return .string
        case .float, .cgFloat, .character: return .none
        }
    }
}

extension BuiltinTag {
    /// The name of the scalar type values of this tag are (`Int` for `.int`), `nil` for the
    /// other tags: Coercion's fast path compares it with a written name once.
    var scalarTypeName: String? {
        switch self {
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .string: return "String"
        case .none, .array, .set, .dictionary, .range, .optional: return nil
        }
    }
}
