/// Looks up properties and methods of values in the binding table.
enum Members {
    /// The binding for the value's type.
    static func binding(for value: Value) -> TypeBinding? {
        BindingTable.shared.types[value.bindingTypeName]
    }

    /// Reads `value.name`.
    static func get(_ value: Value, _ name: String) throws -> Value {
        switch value {
        case .tuple(let tuple):
            if let element = tuple.element(named: name) { return element }
            throw ScriptError.unknownMember(type: "tuple", member: name, suggestions: tuple.labels.compactMap { $0 })
        case .type(let type):
            if let member = type.staticMembers[name] { return member.value }
            throw ScriptError.unknownMember(type: type.name, member: name,
                                            suggestions: Suggestions.closest(to: name, in: Array(type.staticMembers.keys)))
        case .implicitMember(let member):
            return try get(try Coercion.resolveImplicitMember(member), name)
        default:
            break
        }
        guard let type = binding(for: value) else {
            throw ScriptError.unknownMember(type: value.typeName, member: name, suggestions: [])
        }
        if let property = type.properties[name] { return try property.get(value) }
        if type.methods[name] != nil {
            throw ScriptError.typeMismatch("'\(name)' is a method of \(value.typeName); call it: \(name)(…)")
        }
        throw unknown(type, value, name)
    }

    /// Sets `value.name = newValue` (after converting `newValue` to the property's type).
    static func set(_ value: inout Value, _ name: String, _ newValue: Value) throws {
        guard let type = binding(for: value) else {
            throw ScriptError.unknownMember(type: value.typeName, member: name, suggestions: [])
        }
        guard let property = type.properties[name] else { throw unknown(type, value, name) }
        guard let setter = property.set else {
            throw ScriptError.typeMismatch("cannot assign to property: '\(name)' of \(value.typeName) is read-only")
        }
        try setter(&value, try Coercion.coerce(newValue, to: property.type))
    }

    /// The error for a missing member: a renamed one, or "did you mean".
    static func unknown(_ type: TypeBinding, _ value: Value, _ name: String) -> ScriptError {
        if let renamed = type.renamedMembers[name] {
            return .renamedMember(type: type.name, old: name, new: renamed)
        }
        return .unknownMember(type: value.typeName, member: name, suggestions: Suggestions.closest(to: name, in: type.memberNames))
    }

    /// Finds the overload of method `name` on `value` that accepts these labels.
    static func method(_ value: Value, _ name: String, labels: [String?], trailing: [Bool]) throws -> (FunctionBinding, [Int]) {
        guard let type = binding(for: value) else {
            throw ScriptError.unknownMember(type: value.typeName, member: name, suggestions: [])
        }
        guard let overloads = type.methods[name] else {
            if type.properties[name] != nil {
                throw ScriptError.typeMismatch("'\(name)' is a property of \(value.typeName), not a method; write it without '(…)'")
            }
            throw unknown(type, value, name)
        }
        return try Binder.select(overloads, labels: labels, trailing: trailing, callee: "\(value.typeName).\(name)")
    }
}

/// Matches call arguments to a bound function's parameters by label.
enum Binder {
    /// The first overload whose parameters accept `labels`, with the parameter index of each argument.
    static func select(_ overloads: [FunctionBinding], labels: [String?], trailing: [Bool], callee: String) throws -> (FunctionBinding, [Int]) {
        for overload in overloads {
            if overload.isVariadic {
                if labels.allSatisfy({ $0 == nil }) { return (overload, Array(labels.indices)) }
                continue
            }
            if let mapping = match(overload.parameters, labels: labels, trailing: trailing) { return (overload, mapping) }
        }
        let written = callee + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
        let accepted = overloads.map(\.fullName).joined(separator: " or ")
        throw ScriptError.badArguments(callee: written, expected: accepted)
    }

    /// The parameter index for each argument, or `nil` when the labels do not fit.
    static func match(_ parameters: [ParameterSpec], labels: [String?], trailing: [Bool]) -> [Int]? {
        var mapping: [Int] = []
        var next = 0
        for (index, label) in labels.enumerated() {
            var matched = false
            while next < parameters.count {
                let parameter = parameters[next]
                let isTrailing = index < trailing.count && trailing[index]
                if parameter.label == label || (isTrailing && parameter.type == "closure") {
                    mapping.append(next)
                    next += 1
                    matched = true
                    break
                }
                guard parameter.hasDefault else { return nil }
                next += 1
            }
            if !matched { return nil }
        }
        while next < parameters.count {
            guard parameters[next].hasDefault else { return nil }
            next += 1
        }
        return mapping
    }

    /// The bound arguments for a selected overload: converted values in parameter order.
    static func bind(_ binding: FunctionBinding, _ values: [Value], mapping: [Int], callee: String) throws -> BoundArguments {
        if binding.isVariadic { return BoundArguments(values: values, callee: callee) }
        var bound = [Value?](repeating: nil, count: binding.parameters.count)
        for (index, value) in values.enumerated() {
            let position = mapping[index]
            bound[position] = try Coercion.coerce(value, to: binding.parameters[position].type)
        }
        return BoundArguments(values: bound, callee: callee)
    }
}
