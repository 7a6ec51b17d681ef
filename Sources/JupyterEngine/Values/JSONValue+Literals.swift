/// Literal syntax for building message contents: `["status": "ok", "count": 1]`.
extension JSONValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral {
    /// A string value from a literal.
    public init(stringLiteral value: String) { self = .string(value) }
    /// A boolean value from a literal.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An integer value from a literal.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// A double value from a literal.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// An array value from a literal.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// An object value from a literal; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
    /// `null` from `nil`.
    public init(nilLiteral: ()) { self = .null }
}
