/// Cases of library enums (ChartCore's and ChartData's errors and options) seen by name, so a
/// cell can match them with patterns: `catch TableError.columnNotFound(let name, _, _)`.
enum NativeEnums {
    /// The case name and associated values of an enum value, or `nil` when `payload` is not
    /// an enum.
    static func caseOf(_ payload: Any) -> (String, [Value])? {
        let mirror = Mirror(reflecting: payload)
        guard mirror.displayStyle == .enum else { return nil }
        guard let child = mirror.children.first, let label = child.label else {
            // A case without associated values describes itself by name.
            return (String(describing: payload).split(separator: "(").first.map(String.init) ?? "", [])
        }
        let values = Mirror(reflecting: child.value)
        if values.displayStyle == .tuple {
            return (label, values.children.map { value(from: $0.value) })
        }
        return (label, [value(from: child.value)])
    }

    /// A Swift value as a cell value: numbers, text, truth values, arrays of them, or a native box.
    static func value(from any: Any) -> Value {
        switch any {
        case let number as Int: return .int(number)
        case let number as Double: return .double(number)
        case let text as String: return .string(text)
        case let flag as Bool: return .bool(flag)
        case let texts as [String]: return .array(ArrayValue(.strings(texts)))
        case let numbers as [Int]: return .array(ArrayValue(.ints(numbers)))
        case let numbers as [Double]: return .array(ArrayValue(.doubles(numbers)))
        default: return .native(NativeBox(typeName: String(describing: type(of: any)), payload: any))
        }
    }
}
