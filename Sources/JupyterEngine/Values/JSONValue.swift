/// A JSON value as it travels in Jupyter messages: null, booleans, numbers, strings,
/// arrays and objects.
///
/// Objects keep their keys in a dictionary; encoders write keys in sorted order so that
/// the same value always serialises to the same bytes.
public enum JSONValue: Equatable, Sendable {
    /// JSON `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number that was written without fraction or exponent and fits in 64 bits.
    case int(Int)
    /// Any other number.
    case double(Double)
    /// A string.
    case string(String)
    /// An ordered list of values.
    case array([JSONValue])
    /// A map from keys to values.
    case object([String: JSONValue])
}

extension JSONValue {
    /// The string inside, or `nil` for any other kind of value.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The boolean inside, or `nil` for any other kind of value.
    public var boolValue: Bool? {
        if case .bool(let flag) = self { return flag }
        return nil
    }

    /// The integer inside (also for a double with no fraction), or `nil`.
    public var intValue: Int? {
        switch self {
        case .int(let number): return number
        case .double(let number) where number.rounded() == number && abs(number) < 9e15: return Int(number)
        default: return nil
        }
    }

    /// The number inside as a double, or `nil` for any other kind of value.
    public var doubleValue: Double? {
        switch self {
        case .int(let number): return Double(number)
        case .double(let number): return number
        default: return nil
        }
    }

    /// The members of an object, or `nil` for any other kind of value.
    public var objectValue: [String: JSONValue]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The elements of an array, or `nil` for any other kind of value.
    public var arrayValue: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The member named `key` of an object; `nil` when absent or not an object.
    public subscript(key: String) -> JSONValue? {
        objectValue?[key]
    }
}
