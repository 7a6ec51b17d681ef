/// Key paths: read from a value (`map(\.age)`, `value[keyPath:]`), written into a value (a
/// colour editor changing `\.barColors[2]` of a chart), and used as functions.
enum KeyPaths {
    /// Reads the key path's steps one after another from `root` (a `?` step stops at nil,
    /// giving nil).
    static func read(_ path: KeyPathValue, from root: Value, runtime: Runtime?) throws -> Value {
        var current = root
        var isOptionalChain = false
        for step in path.steps {
            if isOptionalChain {
                guard let unwrapped = current.unwrapped else { return .null }
                current = unwrapped
            }
            switch step {
            case let .member(name, optional):
                if name == "self" { continue }
                current = try Members.get(current, name, runtime: runtime)
                if optional { isOptionalChain = true }
            case let .subscripted(indices, labels):
                current = try Subscripts.get(current, indices, labels: labels, runtime: runtime)
            }
        }
        return isOptionalChain ? current.promotedToOptional : current
    }

    /// Writes `newValue` at the end of the key path inside `root` (value types are copied
    /// on the way down and written back on the way up).
    static func write(_ newValue: Value, at path: KeyPathValue, into root: inout Value, runtime: Runtime?) throws {
        try write(newValue, steps: path.steps[...], into: &root, runtime: runtime)
    }

    private static func write(_ newValue: Value, steps: ArraySlice<KeyPathValue.Step>, into root: inout Value, runtime: Runtime?) throws {
        guard let step = steps.first else {
            root = newValue
            return
        }
        switch step {
        case let .member(name, _):
            if name == "self" { return try write(newValue, steps: steps.dropFirst(), into: &root, runtime: runtime) }
            if steps.count == 1 {
                try Members.set(&root, name, newValue, runtime: runtime)
                return
            }
            var inner = try Members.get(root, name, runtime: runtime)
            try write(newValue, steps: steps.dropFirst(), into: &inner, runtime: runtime)
            try Members.set(&root, name, inner, runtime: runtime)
        case let .subscripted(indices, labels):
            var inner = try Subscripts.get(root, indices, labels: labels, runtime: runtime)
            try write(newValue, steps: steps.dropFirst(), into: &inner, runtime: runtime)
            try Subscripts.set(&root, indices, labels: labels, inner, runtime: runtime)
        }
    }

    /// The key path as a one-argument function.
    static func function(for path: KeyPathValue, runtime: Runtime?) -> FunctionValue {
        FunctionValue(name: "keyPath", parameters: [], checksLabels: false, argumentSlots: [0],
                      ignoresExtraArguments: false, frameSize: 1, body: { frame in
            try read(path, from: frame.slots[0], runtime: runtime ?? Runtime.current)
        }, captured: nil, canReuseFrame: true)
    }
}

/// A place in the session a built-in may change later, such as the variable a colour editor
/// edits: reading and writing go to the variable itself (`graph`), so the next cell sees the
/// edit. Made by the compiler for arguments of ``FunctionBinding``s that take a place.
final class Place {
    /// Reads the current value.
    let read: () throws -> Value
    /// Replaces the value.
    let write: (Value) throws -> Void
    /// The place as written in the cell (`graph`, `charts[0]`), for messages.
    let spelling: String

    init(spelling: String, read: @escaping () throws -> Value, write: @escaping (Value) throws -> Void) {
        self.spelling = spelling
        self.read = read
        self.write = write
    }
}
