/// Key paths as functions: `\Student.age` read from a value, for `map(\.age)`,
/// `sorted(by:)` helpers and `value[keyPath:]`.
enum KeyPaths {
    /// Reads the key path's members one after another from `root` (a `?` component stops
    /// at nil, giving nil).
    static func read(_ path: KeyPathValue, from root: Value, runtime: Runtime?) throws -> Value {
        var current = root
        var isOptionalChain = false
        for component in path.components {
            if component == "self" { continue }
            let optional = component.hasSuffix("?")
            let name = optional ? String(component.dropLast()) : component
            if isOptionalChain || optional {
                isOptionalChain = true
                guard let unwrapped = current.unwrapped else { return .null }
                current = try Members.get(unwrapped, name, runtime: runtime)
            } else {
                current = try Members.get(current, name, runtime: runtime)
            }
        }
        return isOptionalChain ? current.promotedToOptional : current
    }

    /// The key path as a one-argument function.
    static func function(for path: KeyPathValue, runtime: Runtime?) -> FunctionValue {
        let function = FunctionValue(name: "keyPath", parameters: [], checksLabels: false, argumentSlots: [0],
                                     ignoresExtraArguments: false, frameSize: 1, body: { frame in
            try read(path, from: frame.slots[0], runtime: runtime ?? Runtime.current)
        }, captured: nil, canReuseFrame: true)
        return function
    }
}
