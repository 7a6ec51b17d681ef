/// The type a CSV column is read as, as TabularData names them (`types: ["year": .integer]`).
public enum CSVType: String, Sendable, CaseIterable, Equatable {
    /// `Int`.
    case integer
    /// `Bool`, from the options' true and false encodings.
    case boolean
    /// Numbers with a fraction, kept as `Double` here.
    case float
    /// `Double`.
    case double
    /// `Date`, from ISO 8601 text or the options' date parse strategies.
    case date
    /// `String`, the text as written.
    case string
    /// Raw bytes; kept as `String` here.
    case data

    /// The Swift type a value of this CSV type is read as.
    var swiftTypeName: String {
        switch self {
        case .integer: return "Int"
        case .boolean: return "Bool"
        case .float, .double: return "Double"
        case .date: return "Date"
        case .string, .data: return "String"
        }
    }
}
