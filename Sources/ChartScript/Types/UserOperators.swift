/// Operators on values of declared types: `static func +` and `static func ==` written in a
/// type or an extension, operator functions declared at the top level, and what Swift
/// synthesizes: `==` for `Equatable` structs and enums, `!=` from `==`, `>`, `<=`, `>=` from
/// `<`, and `<` for `Comparable` enums without raw values (by case order, then associated values).
enum UserOperators {
    /// Whether the type (or a superclass, or an extension) declares its own `==`.
    static func hasCustomEquality(_ type: TypeInfo) -> Bool {
        type.classChain.contains { $0.staticMethods["=="] != nil }
    }

    /// Applies `symbol` to two operands when a declared or synthesized operator exists;
    /// `nil` when none does (the built-in operator then applies).
    static func apply(_ symbol: String, _ first: Value, _ second: Value, runtime: Runtime) throws -> Value? {
        let (a, b) = ImplicitMembers.resolvePair(first, second)
        if symbol == "==" || symbol == "!=" {
            // An optional compared with a value: the value is promoted, so `nil` equals only
            // `nil` and a wrapped value compares by what it wraps (`Subject(rawValue: "Art") == .art`).
            switch (a, b) {
            case (.null, .null): return .bool(symbol == "==")
            case (.null, _), (_, .null): return .bool(symbol == "!=")
            case let (.wrapped(x), .wrapped(y)), let (.wrapped(x), y), let (x, .wrapped(y)): return try apply(symbol, x, y, runtime: runtime)
            default: break
            }
        }
        if let declared = try callDeclared(symbol, [a, b], runtime: runtime) { return declared }
        switch symbol {
        case "==": return try synthesizedEquality(a, b, runtime: runtime).map(Value.bool)
        case "!=":
            if let declared = try callDeclared("==", [a, b], runtime: runtime), case .bool(let flag) = declared { return .bool(!flag) }
            return try synthesizedEquality(a, b, runtime: runtime).map { .bool(!$0) }
        case "<": return try lessThan(a, b, runtime: runtime).map(Value.bool)
        case ">": return try lessThan(b, a, runtime: runtime).map(Value.bool)
        case "<=": return try lessThan(b, a, runtime: runtime).map { .bool(!$0) }
        case ">=": return try lessThan(a, b, runtime: runtime).map { .bool(!$0) }
        default: return nil
        }
    }

    /// Applies a prefix operator declared for the operand's type (`static prefix func -`).
    static func applyPrefix(_ symbol: String, _ operand: Value, runtime: Runtime) throws -> Value? {
        try callDeclared(symbol, [operand], runtime: runtime)
    }

    /// Applies a postfix operator declared for the operand's type.
    static func applyPostfix(_ symbol: String, _ operand: Value, runtime: Runtime) throws -> Value? {
        try callDeclared(symbol, [operand], runtime: runtime)
    }

    /// Whether the operands are declared-type values (so declared operators may apply).
    static func involvesDeclaredTypes(_ a: Value, _ b: Value) -> Bool {
        isDeclared(a) || isDeclared(b)
    }

    static func isDeclared(_ value: Value) -> Bool {
        switch value {
        case .instance, .enumCase: return true
        case .wrapped(let inner): return isDeclared(inner)
        default: return false
        }
    }

    /// `<` between two values of declared types, or `nil` when none is defined.
    static func lessThan(_ a: Value, _ b: Value, runtime: Runtime) throws -> Bool? {
        if let declared = try callDeclared("<", [a, b], runtime: runtime), case .bool(let flag) = declared { return flag }
        if case .enumCase(let x) = a, case .enumCase(let y) = b, x.type === y.type, x.type.rawType == nil,
           runtime.types.allConformances(of: x.type).contains("Comparable") {
            if x.caseIndex != y.caseIndex { return x.caseIndex < y.caseIndex }
            for (first, second) in zip(x.associatedValues, y.associatedValues) {
                if try isLess(first, second, runtime: runtime) { return true }
                if try isLess(second, first, runtime: runtime) { return false }
            }
            return false
        }
        return nil
    }

    /// `<` between two associated values of a synthesized `Comparable` enum.
    private static func isLess(_ a: Value, _ b: Value, runtime: Runtime) throws -> Bool {
        if involvesDeclaredTypes(a, b) {
            guard let result = try lessThan(a, b, runtime: runtime) else {
                throw ScriptError.typeMismatch("'\(a.typeName)' is not Comparable, so the enum's '<' cannot compare it")
            }
            return result
        }
        guard case .bool(let result) = try Operators.infix("<")(a, b) else { return false }
        return result
    }

    /// Calls a declared operator function that accepts the operands, if any.
    private static func callDeclared(_ symbol: String, _ operands: [Value], runtime: Runtime) throws -> Value? {
        try callDeclaredKeepingInout(symbol, operands, runtime: runtime)?.result
    }

    /// Calls a declared operator function that accepts the operands; gives its result and
    /// the final values of its operands (changed when a parameter is `inout`, as in
    /// `static func += (left: inout Vector, right: Vector)` or `prefix func +++ (v: inout Vector)`).
    static func callDeclaredKeepingInout(_ symbol: String, _ operands: [Value], runtime: Runtime) throws -> (result: Value, operands: [Value])? {
        for (function, receiver) in candidates(symbol, operands, runtime: runtime) {
            let value = function.asValue()
            guard function.parameters.count == operands.count,
                  LabelMatching.acceptsTypes(value, operands, labels: operands.map { _ in nil }, runtime: runtime) else { continue }
            var finals = operands
            let result = try runtime.invoke(value, operands, labels: nil, selfValue: receiver) { frame in
                for (position, parameter) in function.parameters.enumerated() where parameter.isInout {
                    if let slot = function.argumentSlots[position] { finals[position] = frame.slots[slot] }
                }
            }
            return (result, finals)
        }
        return nil
    }

    /// Operator functions that might apply: static ones of the operands' types (and their
    /// superclasses and protocols), then top-level ones.
    private static func candidates(_ symbol: String, _ operands: [Value], runtime: Runtime) -> [(FunctionValue, Value?)] {
        var found: [(FunctionValue, Value?)] = []
        for operand in operands {
            let type: TypeInfo?
            switch operand {
            case .instance(let instance): type = instance.type
            case .enumCase(let enumValue): type = enumValue.type
            default: type = nil
            }
            if let type {
                for declared in type.classChain {
                    for method in declared.staticMethods[symbol] ?? [] { found.append((method.function, .metatype(declared))) }
                }
                for protocolName in runtime.types.orderedProtocols(of: type) {
                    for method in runtime.types.protocolExtension(named: protocolName)?.staticMethods[symbol] ?? [] {
                        found.append((method.function, .metatype(type)))
                    }
                }
            } else if let kind = BuiltinProtocols.kindName(of: operand) {
                for method in runtime.types.builtinStaticMember(named: symbol, ofBuiltin: kind).methods { found.append((method.function, nil)) }
            }
        }
        for function in runtime.types.operatorFunctions[symbol] ?? [] { found.append((function, nil)) }
        return found
    }

    /// Swift's synthesized `==` for Equatable structs and enums (and identity for classes
    /// that declare none): `nil` when the operands are not declared-type values.
    static func synthesizedEquality(_ a: Value, _ b: Value, runtime: Runtime) throws -> Bool? {
        switch (a, b) {
        case let (.instance(x), .instance(y)):
            guard x.type === y.type || x.type.name == y.type.name else { return false }
            guard runtime.types.allConformances(of: x.type).contains("Equatable") else {
                throw ScriptError.typeMismatch("binary operator '==' cannot be applied to two '\(x.type.name)' operands (declare '\(x.type.name): Equatable')")
            }
            if x.type.isReferenceType { return x === y }
            return try runtime.sharedValues.compare(x, y) {
                for (first, second) in zip(x.fields, y.fields) where !(try Equality.equal(first, second)) { return false }
                return true
            }
        case let (.enumCase(x), .enumCase(y)):
            guard x.type === y.type || x.type.name == y.type.name else { return false }
            guard runtime.types.allConformances(of: x.type).contains("Equatable") else {
                throw ScriptError.typeMismatch("binary operator '==' cannot be applied to two '\(x.type.name)' operands (declare '\(x.type.name): Equatable')")
            }
            guard x.caseIndex == y.caseIndex else { return false }
            guard !x.associatedValues.isEmpty else { return true }
            return try runtime.sharedValues.compare(x, y) {
                for (first, second) in zip(x.associatedValues, y.associatedValues) where !(try Equality.equal(first, second)) { return false }
                return true
            }
        case (.enumCase(let x), .implicitMember(let name)), (.implicitMember(let name), .enumCase(let x)):
            return x.caseIndex == x.type.caseIndex[name]
        case (.instance, _), (_, .instance), (.enumCase, _), (_, .enumCase):
            return false
        default:
            return nil
        }
    }
}
