/// Checks a generic function's constraints against the values of one call: `T: Comparable`
/// given a non-comparable value is an error naming the constraint, as swiftc's is.
enum GenericConstraints {
    static func check(_ function: FunctionValue, frame: Frame, runtime: Runtime) throws {
        var bound: [String: [Value]] = [:]
        let names = Set(function.genericParameters.map(\.name))
        for (position, parameter) in function.parameters.enumerated() {
            guard let type = parameter.type, let slot = function.argumentSlots[position] ?? position as Int? else { continue }
            // A variadic parameter (or a pack, `repeat each T`) holds its arguments as an array.
            collect(parameter.isVariadic ? .array(type) : type, frame.slots[slot], names: names, into: &bound)
        }
        for parameter in function.genericParameters {
            for constraint in parameter.constraints {
                try require(parameter.name, constraint, bound[parameter.name] ?? [], function: function, runtime: runtime)
            }
        }
        for requirement in function.genericRequirements {
            guard case let .conformance(subject, constraint) = requirement else { continue }
            switch subject {
            case .named(let name, _) where names.contains(name):
                try require(name, constraint, bound[name] ?? [], function: function, runtime: runtime)
            case .named(let path, _) where path.hasSuffix(".Element"):
                let base = String(path.dropLast(".Element".count))
                let elements = (bound[base] ?? []).flatMap { (try? Sequences.elements(of: $0)) ?? [] }
                try require(path, constraint, elements, function: function, runtime: runtime)
            default:
                continue
            }
        }
    }

    /// Records which values a generic parameter stands for in this call.
    private static func collect(_ type: TypeRef, _ value: Value, names: Set<String>, into bound: inout [String: [Value]]) {
        switch type {
        case .named(let name, _) where names.contains(name):
            bound[name, default: []].append(value)
        case .named("Array", let arguments) where arguments.count == 1:
            collect(.array(arguments[0]), value, names: names, into: &bound)
        case .array(let element):
            guard case .array(let array) = value else { return }
            for item in array.values.prefix(64) { collect(element, item, names: names, into: &bound) }
        case .optional(let wrapped):
            if let inner = value.unwrapped { collect(wrapped, inner, names: names, into: &bound) }
        default:
            return
        }
    }

    private static func require(_ name: String, _ constraint: TypeRef, _ values: [Value], function: FunctionValue, runtime: Runtime) throws {
        guard case .named(let protocolName, _) = constraint, !protocolName.hasPrefix("~") else { return }
        for value in values where !satisfies(value, protocolName, runtime: runtime) {
            throw ScriptError.typeMismatch("\(function.kindDescription) '\(function.signature)' requires that '\(value.typeName)' conform to '\(protocolName)'")
        }
    }

    private static func satisfies(_ value: Value, _ name: String, runtime: Runtime) -> Bool {
        if let declared = runtime.types.type(named: name), declared.isReferenceType, case .instance(let instance) = value {
            return instance.type.isSubclass(of: declared)
        }
        if BuiltinProtocols.isKnown(name) || runtime.types.type(named: name)?.kind == .protocolType {
            return runtime.types.conforms(value, to: name)
        }
        return true
    }
}
