import FoundationEssentials

/// The kinds of values a column keeps natively; anything else is kept boxed (`other`).
public enum ColumnKind: String, Sendable, CaseIterable {
    /// `Int`.
    case integer
    /// `Double`.
    case double
    /// `Bool`.
    case boolean
    /// `Date` (an instant; dates read from text without a time are midnight UTC).
    case date
    /// `String`.
    case text
    /// Any other Swift type.
    case other

    /// The kind that keeps values of the Swift type `type`.
    static func of(_ type: Any.Type) -> ColumnKind {
        if type == Int.self { return .integer }
        if type == Double.self { return .double }
        if type == Bool.self { return .boolean }
        if type == Date.self { return .date }
        if type == String.self { return .text }
        return .other
    }

    /// Whether the kind holds numbers (integers or doubles).
    public var isNumeric: Bool { self == .integer || self == .double }

    /// The Swift name of the values' type, as TabularData shows it in a header (`Int`).
    var typeName: String {
        switch self {
        case .integer: return "Int"
        case .double: return "Double"
        case .boolean: return "Bool"
        case .date: return "Date"
        case .text: return "String"
        case .other: return "Any"
        }
    }
}

/// A column's values, whatever their kind: the one representation ``Column``, ``AnyColumn``
/// and every verb share, so turning one into the other copies nothing.
enum ColumnContents: Sendable {
    case integer(TypedValues<Int>)
    case double(TypedValues<Double>)
    case boolean(TypedValues<Bool>)
    case date(TypedValues<Date>)
    case text(TextValues)
    case other(OtherValues)

    /// The placeholder a missing date holds.
    static let placeholderDate = Date(timeIntervalSince1970: 0)

    /// The kind of values held.
    var kind: ColumnKind {
        switch self {
        case .integer: return .integer
        case .double: return .double
        case .boolean: return .boolean
        case .date: return .date
        case .text: return .text
        case .other: return .other
        }
    }

    /// The Swift type of the values.
    var elementType: Any.Type {
        switch self {
        case .integer: return Int.self
        case .double: return Double.self
        case .boolean: return Bool.self
        case .date: return Date.self
        case .text: return String.self
        case .other(let values): return values.elementType
        }
    }

    /// The Swift name of the values' type (`Int`, `String`, `Float`).
    var elementTypeName: String {
        if case .other(let values) = self { return String(describing: values.elementType) }
        return kind.typeName
    }

    /// The number of rows.
    var count: Int {
        switch self {
        case .integer(let values): return values.count
        case .double(let values): return values.count
        case .boolean(let values): return values.count
        case .date(let values): return values.count
        case .text(let values): return values.count
        case .other(let values): return values.values.count
        }
    }

    /// The number of missing values.
    var missingCount: Int {
        switch self {
        case .integer(let values): return values.missingCount
        case .double(let values): return values.missingCount
        case .boolean(let values): return values.missingCount
        case .date(let values): return values.missingCount
        case .text(let values): return values.missingCount
        case .other(let values): return values.values.reduce(0) { $0 + ($1 == nil ? 1 : 0) }
        }
    }

    /// Whether the value in `row` is missing; the caller keeps `row` in bounds.
    @inline(__always)
    func isMissing(_ row: Int) -> Bool {
        switch self {
        case .integer(let values): return values.isMissing(row)
        case .double(let values): return values.isMissing(row)
        case .boolean(let values): return values.isMissing(row)
        case .date(let values): return values.isMissing(row)
        case .text(let values): return values.codes[row] < 0
        case .other(let values): return values.values[row] == nil
        }
    }

    /// The value in `row` as `Any`, nil when missing; the caller keeps `row` in bounds.
    func element(at row: Int) -> Any? {
        switch self {
        case .integer(let values): return values[row]
        case .double(let values): return values[row]
        case .boolean(let values): return values[row]
        case .date(let values): return values[row]
        case .text(let values): return values[row]
        case .other(let values): return values.values[row]
        }
    }

    /// The value in `row` as `T`, nil when missing or of another type.
    @inline(__always)
    func element<T>(at row: Int, as type: T.Type) -> T? {
        switch self {
        case .integer(let values): return values[row] as? T
        case .double(let values): return values[row] as? T
        case .boolean(let values): return values[row] as? T
        case .date(let values): return values[row] as? T
        case .text(let values): return values[row] as? T
        case .other(let values): return values.values[row] as? T
        }
    }

    /// The rows at `rows`, in that order (rows may repeat); -1 gives a missing value. The
    /// caller keeps every other row in bounds.
    func gathering(_ rows: [Int]) -> ColumnContents {
        switch self {
        case .integer(let values): return .integer(values.gathering(rows, placeholder: 0))
        case .double(let values): return .double(values.gathering(rows, placeholder: 0))
        case .boolean(let values): return .boolean(values.gathering(rows, placeholder: false))
        case .date(let values): return .date(values.gathering(rows, placeholder: Self.placeholderDate))
        case .text(let values): return .text(values.gathering(rows))
        case .other(let values):
            return .other(OtherValues(values: rows.map { $0 < 0 ? nil : values.values[$0] }, elementType: values.elementType))
        }
    }

    /// Empty contents for values of the Swift type `type`.
    static func empty(of type: Any.Type) -> ColumnContents {
        switch ColumnKind.of(type) {
        case .integer: return .integer(TypedValues([]))
        case .double: return .double(TypedValues([]))
        case .boolean: return .boolean(TypedValues([]))
        case .date: return .date(TypedValues([]))
        case .text: return .text(TextValues(codes: [], dictionary: []))
        case .other: return .other(OtherValues(values: [], elementType: type))
        }
    }

    /// `count` missing values of the Swift type `type`.
    static func missing(_ count: Int, of type: Any.Type) -> ColumnContents {
        empty(of: type).gathering([Int](repeating: -1, count: count))
    }

    /// Contents holding `values`, each of the Swift type `T` or nil.
    static func make<T>(_ values: [T?]) -> ColumnContents {
        switch ColumnKind.of(T.self) {
        case .integer: return .integer(TypedValues(optionals: values.map { $0 as? Int }, placeholder: 0))
        case .double: return .double(TypedValues(optionals: values.map { $0 as? Double }, placeholder: 0))
        case .boolean: return .boolean(TypedValues(optionals: values.map { $0 as? Bool }, placeholder: false))
        case .date: return .date(TypedValues(optionals: values.map { $0 as? Date }, placeholder: placeholderDate))
        case .text: return .text(TextValues(values.map { $0 as? String }))
        case .other: return .other(OtherValues(values: values.map { $0.map { $0 as Any } }, elementType: T.self))
        }
    }

    /// Sets `row` to `value`, which must be of the contents' element type or nil.
    /// - Returns: false (changing nothing) when `value` is of another type.
    @discardableResult
    mutating func set(_ value: Any?, at row: Int) -> Bool {
        switch self {
        case .integer(var values):
            guard value == nil || value is Int else { return false }
            values.set(value as? Int, at: row, placeholder: 0); self = .integer(values)
        case .double(var values):
            guard value == nil || value is Double else { return false }
            values.set(value as? Double, at: row, placeholder: 0); self = .double(values)
        case .boolean(var values):
            guard value == nil || value is Bool else { return false }
            values.set(value as? Bool, at: row, placeholder: false); self = .boolean(values)
        case .date(var values):
            guard value == nil || value is Date else { return false }
            values.set(value as? Date, at: row, placeholder: Self.placeholderDate); self = .date(values)
        case .text(var values):
            guard value == nil || value is String else { return false }
            values.set(value as? String, at: row); self = .text(values)
        case .other(var values):
            if let value, type(of: value) != values.elementType { return false }
            values.values[row] = value; self = .other(values)
        }
        return true
    }

    /// Adds `value` (of the element type, or nil) at the end.
    /// - Returns: false (changing nothing) when `value` is of another type.
    @discardableResult
    mutating func append(_ value: Any?) -> Bool {
        switch self {
        case .integer(var values):
            guard value == nil || value is Int else { return false }
            values.append(value as? Int, placeholder: 0); self = .integer(values)
        case .double(var values):
            guard value == nil || value is Double else { return false }
            values.append(value as? Double, placeholder: 0); self = .double(values)
        case .boolean(var values):
            guard value == nil || value is Bool else { return false }
            values.append(value as? Bool, placeholder: false); self = .boolean(values)
        case .date(var values):
            guard value == nil || value is Date else { return false }
            values.append(value as? Date, placeholder: Self.placeholderDate); self = .date(values)
        case .text(var values):
            guard value == nil || value is String else { return false }
            values.append(value as? String); self = .text(values)
        case .other(var values):
            if let value, type(of: value) != values.elementType { return false }
            values.values.append(value); self = .other(values)
        }
        return true
    }

    /// The numbers of an integer or double column as Doubles (nil where missing), or nil for
    /// any other kind.
    var doubles: TypedValues<Double>? {
        switch self {
        case .double(let values): return values
        case .integer(let values): return TypedValues(values: Self.converted(values.values), missing: values.missing)
        default: return nil
        }
    }

    /// Each integer as a Double, written in place (a generic `map` checks capacity per element).
    private static func converted(_ integers: [Int]) -> [Double] {
        integers.withUnsafeBufferPointer { input in
            [Double](unsafeUninitializedCapacity: input.count) { output, initialized in
                for row in 0..<input.count { output[row] = Double(input[row]) }
                initialized = input.count
            }
        }
    }
}
