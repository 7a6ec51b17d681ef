/// The arguments of a bound call after matching labels: one entry per declared parameter
/// (`nil` when left to its default), already converted to the declared types.
struct BoundArguments {
    var values: [Value?]
    /// The callee's name, for messages.
    var callee: String

    var count: Int { values.count }

    /// Whether argument `index` was given.
    func has(_ index: Int) -> Bool { index < values.count && values[index] != nil }

    func value(_ index: Int) throws -> Value {
        guard index < values.count, let value = values[index] else {
            throw ScriptError.badArguments(callee: callee, expected: "argument \(index + 1)")
        }
        return value
    }

    func double(_ index: Int) throws -> Double {
        let argument = try value(index)
        guard let number = argument.asDouble else { throw mismatch(index, "Double", argument) }
        return number
    }

    func int(_ index: Int) throws -> Int {
        let argument = try value(index)
        guard case .int(let number) = argument else { throw mismatch(index, "Int", argument) }
        return number
    }

    func bool(_ index: Int) throws -> Bool {
        let argument = try value(index)
        guard case .bool(let flag) = argument else { throw mismatch(index, "Bool", argument) }
        return flag
    }

    func string(_ index: Int) throws -> String {
        let argument = try value(index)
        guard case .string(let text) = argument else { throw mismatch(index, "String", argument) }
        return text
    }

    func doubles(_ index: Int) throws -> [Double] {
        let argument = try value(index)
        if case .array(let array) = argument, let numbers = array.doubles { return numbers }
        if case let .range(lower, upper) = argument, lower <= upper { return (lower..<upper).map(Double.init) }
        if case let .closedRange(lower, upper) = argument, lower <= upper { return (lower...upper).map(Double.init) }
        throw mismatch(index, "[Double]", argument)
    }

    func strings(_ index: Int) throws -> [String] {
        let argument = try value(index)
        if case .array(let array) = argument, let texts = array.strings { return texts }
        throw mismatch(index, "[String]", argument)
    }

    func native<T>(_ index: Int, as type: T.Type, named typeName: String) throws -> T {
        let argument = try value(index)
        guard case .native(let box) = argument, let payload = box.payload as? T else { throw mismatch(index, typeName, argument) }
        return payload
    }

    func function(_ index: Int) throws -> FunctionValue {
        let argument = try value(index)
        guard case .function(let function) = argument else { throw mismatch(index, "a closure", argument) }
        return function
    }

    private func mismatch(_ index: Int, _ expected: String, _ found: Value) -> ScriptError {
        .typeMismatch("argument \(index + 1) of '\(callee)' must be \(expected), not \(found.typeName)")
    }
}
