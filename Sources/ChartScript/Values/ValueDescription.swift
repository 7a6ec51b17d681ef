extension Value {
    /// The text `print` writes: Swift's `description` (strings bare, Double as Swift
    /// prints it: `28.0`, `26.428571428571427`).
    var printed: String {
        switch self {
        case .string(let text): return text
        default: return described(quotingStrings: true)
        }
    }

    /// The text shown as a cell's result: like `print`, but strings are quoted as the Swift
    /// REPL shows them.
    var resultText: String { described(quotingStrings: true) }

    /// Swift's description; strings inside collections are always quoted.
    func described(quotingStrings: Bool) -> String {
        switch self {
        case .void: return "()"
        case .null: return "nil"
        case .int(let number): return String(number)
        case .double(let number): return number.description
        case .bool(let flag): return flag ? "true" : "false"
        case .string(let text): return quotingStrings ? text.debugDescription : text
        case .array(let array):
            switch array.storage {
            case .ints(let items): return items.description
            case .doubles(let items): return items.description
            case .strings(let items): return items.description
            case .values(let items): return "[" + items.map { $0.described(quotingStrings: true) }.joined(separator: ", ") + "]"
            }
        case .dictionary(let dictionary):
            if dictionary.count == 0 { return "[:]" }
            let pairs = zip(dictionary.keys, dictionary.values).map { key, value in
                key.value.described(quotingStrings: true) + ": " + value.described(quotingStrings: true)
            }
            return "[" + pairs.joined(separator: ", ") + "]"
        case let .range(lower, upper): return "\(lower)..<\(upper)"
        case let .closedRange(lower, upper): return "\(lower)...\(upper)"
        case .tuple(let tuple):
            let parts = zip(tuple.labels, tuple.values).map { label, value in
                (label.map { "\($0): " } ?? "") + value.described(quotingStrings: true)
            }
            return "(" + parts.joined(separator: ", ") + ")"
        case .function(let function): return "(Function \(function.name))"
        case .native(let box): return NativeDescription.describe(box)
        case .type(let binding): return binding.name
        case .implicitMember(let name): return ".\(name)"
        }
    }
}

/// How native values describe themselves: through `CustomStringConvertible` when they
/// conform, else the type name.
enum NativeDescription {
    static func describe(_ box: NativeBox) -> String {
        if let describer = BindingTable.shared.types[box.typeName]?.describe { return describer(box.payload) }
        if let convertible = box.payload as? CustomStringConvertible { return convertible.description }
        return String(describing: box.payload)
    }
}
