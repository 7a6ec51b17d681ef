/// Foundation's `NSNumber`, as `NumberFormatter.string(from:)` takes it: `NSNumber(value:)` of
/// an Int or a Double, `intValue`, `doubleValue`, `stringValue`.
enum NSNumberBindings {
    /// The binding table's name for NSNumber.
    static let typeName = "NSNumber"

    /// An NSNumber's value: the integer or double it was made from.
    enum Number: Hashable {
        case integer(Int)
        case floatingPoint(Double)

        var doubleValue: Double {
            switch self {
            case .integer(let number): return Double(number)
            case .floatingPoint(let number): return number
            }
        }

        /// As NSNumber describes itself: the integer or the double as Swift prints it.
        var description: String {
            switch self {
            case .integer(let number): return String(number)
            case .floatingPoint(let number): return "\(number)"
            }
        }
    }

    static func register(in table: BindingTable) {
        let type = table.type(typeName, doc("class NSNumber",
            "A number boxed for Foundation's formatters (NumberFormatter.string(from:)).", "NSNumber(value: 12.5)"))
        type.describe = { payload in (payload as? Number)?.description ?? typeName }
        type.bridge = { value in
            switch value {
            case .int(let number): return .native(NativeBox(typeName: typeName, payload: Number.integer(number)))
            case .double(let number): return .native(NativeBox(typeName: typeName, payload: Number.floatingPoint(number)))
            default: return nil
            }
        }
        type.addInitializer([param("value", "Any")], doc("init(value: Int) / init(value: Double)",
            "The number boxed for a formatter.", "formatter.string(from: NSNumber(value: price))")) { arguments, _ in
            let number = try self.number(try arguments.value(0), callee: "NSNumber(value:)")
            return .native(NativeBox(typeName: typeName, payload: number))
        }
        type.addProperty("doubleValue", type: "Double", doc("var doubleValue: Double", "The number as a Double.", "n.doubleValue")) { receiver in
            .double(try number(receiver, callee: "doubleValue").doubleValue)
        }
        type.addProperty("intValue", type: "Int", doc("var intValue: Int", "The number as an Int (a Double's fraction dropped).", "n.intValue")) { receiver in
            switch try number(receiver, callee: "intValue") {
            case .integer(let number): return .int(number)
            case .floatingPoint(let number):
                guard let whole = Int(exactly: number.rounded(.towardZero)) else {
                    throw ScriptError.typeMismatch("\(number) does not fit in an Int")
                }
                return .int(whole)
            }
        }
        type.addProperty("stringValue", type: "String", doc("var stringValue: String", "The number's description.", "n.stringValue")) { receiver in
            .string(try number(receiver, callee: "stringValue").description)
        }
    }

    /// An Int, a Double, a sized number or an NSNumber as an NSNumber's value.
    static func number(_ value: Value, callee: String) throws -> Number {
        switch value {
        case .int(let number): return .integer(number)
        case .double(let number): return .floatingPoint(number)
        case .native(let box):
            if let number = box.payload as? Number { return number }
            if let sized = box.sizedInteger, let number = Int(String(describing: sized)) { return .integer(number) }
            if let number = value.asDouble { return .floatingPoint(number) }
        default: break
        }
        throw ScriptError.typeMismatch("\(callee) takes a number, not \(value.typeName)")
    }
}
