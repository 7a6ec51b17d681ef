import ChartCore

/// Converts between a Swift type used by ChartCore and script values, so a property of a
/// chart struct can be bound with one line (a key path and a bridge).
struct Bridge<T> {
    /// The type's name as parameters and properties spell it (`Double`, `Color`, `String?`).
    var typeName: String
    var toValue: (T) -> Value
    var fromValue: (Value) throws -> T
}

extension Bridge where T == Double {
    static let double = Bridge(typeName: "Double", toValue: { .double($0) }) { value in
        guard let number = value.asDouble else { throw ScriptError.typeMismatch("expected a Double, not \(value.typeName)") }
        return number
    }
}

extension Bridge where T == Int {
    static let int = Bridge(typeName: "Int", toValue: { .int($0) }) { value in
        guard case .int(let number) = value else { throw ScriptError.typeMismatch("expected an Int, not \(value.typeName)") }
        return number
    }
}

extension Bridge where T == Bool {
    static let bool = Bridge(typeName: "Bool", toValue: { .bool($0) }) { value in
        guard case .bool(let flag) = value else { throw ScriptError.typeMismatch("expected a Bool, not \(value.typeName)") }
        return flag
    }
}

extension Bridge where T == String {
    static let string = Bridge(typeName: "String", toValue: { .string($0) }) { value in
        guard case .string(let text) = value else { throw ScriptError.typeMismatch("expected a String, not \(value.typeName)") }
        return text
    }
}

extension Bridge where T == [Double] {
    static let doubles = Bridge(typeName: "[Double]", toValue: { .array(ArrayValue(.doubles($0))) }) { value in
        guard case .array(let array) = value, let numbers = array.doubles else { throw ScriptError.typeMismatch("expected [Double], not \(value.typeName)") }
        return numbers
    }
}

extension Bridge where T == [String] {
    static let strings = Bridge(typeName: "[String]", toValue: { .array(ArrayValue(.strings($0))) }) { value in
        guard case .array(let array) = value, let texts = array.strings else { throw ScriptError.typeMismatch("expected [String], not \(value.typeName)") }
        return texts
    }
}

extension Bridge where T == ClosedRange<Double> {
    static let closedRange = Bridge(typeName: "ClosedRange<Double>",
                                    toValue: { .native(NativeBox(typeName: "ClosedRange<Double>", payload: $0)) }) { value in
        switch value {
        case let .closedRange(lower, upper): return Double(lower)...Double(upper)
        case .native(let box):
            if let range = box.payload as? ClosedRange<Double> { return range }
        default: break
        }
        throw ScriptError.typeMismatch("expected a range such as 0...100, not \(value.typeName)")
    }
}

extension Bridge {
    /// A bridge for a ChartCore value held in a ``NativeBox``.
    static func native(_ typeName: String) -> Bridge<T> {
        Bridge(typeName: typeName, toValue: { .native(NativeBox(typeName: typeName, payload: $0)) }) { value in
            if case .native(let box) = value, let payload = box.payload as? T { return payload }
            throw ScriptError.typeMismatch("expected a \(typeName), not \(value.typeName)")
        }
    }

    /// The same bridge accepting and giving `nil`.
    var optional: Bridge<T?> {
        let wrapped = self
        return Bridge<T?>(typeName: typeName + "?", toValue: { $0.map(wrapped.toValue) ?? .null }) { value in
            if case .null = value { return nil }
            return try wrapped.fromValue(value)
        }
    }

    /// An array of this bridge's type.
    var array: Bridge<[T]> {
        let element = self
        return Bridge<[T]>(typeName: "[\(typeName)]", toValue: { .array(ArrayValue(values: $0.map(element.toValue))) }) { value in
            guard case .array(let array) = value else { throw ScriptError.typeMismatch("expected [\(element.typeName)], not \(value.typeName)") }
            return try array.values.map { try element.fromValue(try Coercion.coerce($0, to: element.typeName)) }
        }
    }
}

extension TypeBinding {
    /// Binds a stored property of the ChartCore struct `Root` through a key path.
    func bind<Root, T>(_ name: String, _ keyPath: WritableKeyPath<Root, T>, _ bridge: Bridge<T>, _ summary: String, example: String) {
        let typeName = self.name
        addProperty(name, type: bridge.typeName, doc("var \(name): \(bridge.typeName)", summary, example)) { value in
            guard case .native(let box) = value, let root = box.payload as? Root else {
                throw ScriptError.typeMismatch("expected a \(typeName), not \(value.typeName)")
            }
            return bridge.toValue(root[keyPath: keyPath])
        } set: { value, newValue in
            guard case .native(let box) = value, var root = box.payload as? Root else {
                throw ScriptError.typeMismatch("expected a \(typeName), not \(value.typeName)")
            }
            root[keyPath: keyPath] = try bridge.fromValue(newValue)
            value = .native(NativeBox(typeName: typeName, payload: root))
        }
    }

    /// Binds a read-only computed property.
    func bindReadOnly<Root, T>(_ name: String, _ keyPath: KeyPath<Root, T>, _ bridge: Bridge<T>, _ summary: String, example: String) {
        let typeName = self.name
        addProperty(name, type: bridge.typeName, doc("var \(name): \(bridge.typeName) { get }", summary, example)) { value in
            guard case .native(let box) = value, let root = box.payload as? Root else {
                throw ScriptError.typeMismatch("expected a \(typeName), not \(value.typeName)")
            }
            return bridge.toValue(root[keyPath: keyPath])
        }
    }

    /// The payload of a receiver of this type.
    func payload<Root>(_ value: Value, as type: Root.Type) throws -> Root {
        guard case .native(let box) = value, let root = box.payload as? Root else {
            throw ScriptError.typeMismatch("expected a \(name), not \(value.typeName)")
        }
        return root
    }
}

extension BindingTable {
    /// Binds a string-backed enum: each case becomes a static member (`Theme.dark`, `.dark`).
    @discardableResult
    func enumeration<E: CaseIterable & RawRepresentable>(_ name: String, _ type: E.Type, _ summary: String,
                                                        example: String) -> TypeBinding where E.RawValue == String {
        let binding = self.type(name, doc("enum \(name)", summary, example))
        for value in E.allCases {
            binding.addStatic(value.rawValue, .native(NativeBox(typeName: name, payload: value)),
                              doc("case \(value.rawValue)", "\(name).\(value.rawValue).", "\(example.split(separator: "=").first.map { String($0) } ?? "")= .\(value.rawValue)"))
        }
        binding.describe = { payload in (payload as? E).map { "." + $0.rawValue } ?? name }
        return binding
    }
}
