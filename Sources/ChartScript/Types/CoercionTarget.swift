/// What a written type name converts a value to, read once from the name: the types
/// ``Coercion`` treats specially, as types, so its conversions ask what the type is instead
/// of comparing the name it was written with.
enum CoercionTarget: Equatable {
    /// `Any`: every value stays as it is.
    case anything
    /// `AnyObject`: every value stays as it is (a protocol, unlike `Any`).
    case anyObject
    /// `Void`.
    case void
    /// `Int`, `Double`, `Float` (and `Float32`), `CGFloat`, `Bool`, `String`, `Character`.
    case scalar(ScalarType)
    /// A fixed-width integer other than `Int` (`UInt8`).
    case sized(IntegerWidth)
    /// Another standard type the semantic pass knows (`Array`, `Set`, `Optional`, `ClosedRange` …).
    case standard(NominalType)
    /// A declared, library or unknown type.
    case other

    /// The target `name` names.
    init(named name: String) {
        switch name {
        case "Any": self = .anything
        case "AnyObject": self = .anyObject
        case "Void": self = .void
        default:
            if let scalar = ScalarType(named: name) {
                self = .scalar(scalar)
            } else if let width = IntegerWidth.named(name) {
                self = .sized(width)
            } else if let standard = StandardNominals.named(name) {
                self = .standard(standard)
            } else {
                self = .other
            }
        }
    }
}
