/// A built-in free function named as a value, as Swift passes one: `values.map(abs)`,
/// `numbers.reduce(0, max)`, `words.forEach(print)`. Function values are called without
/// labels, so the overload is chosen by the number and types of the arguments of each call.
enum BuiltinFunctionReference {
    /// The function `name` as a value, or `nil` when Swift cannot pass it as one: no overload
    /// can be called without labels, or it prints (`print`'s `separator` and `terminator`
    /// lose their defaults in a function value, so swiftc rejects `values.forEach(print)`).
    static func make(_ name: String) -> FunctionValue? {
        guard !printing.contains(name) else { return nil }
        let overloads = (BindingTable.shared.functions[name] ?? []).filter { overload in
            overload.isVariadic || overload.parameters.allSatisfy { $0.label == nil || $0.hasDefault }
        }
        guard !overloads.isEmpty else { return nil }
        // One slot: a call with several arguments arrives as their tuple (see
        // `Runtime.bindPositional`), taken apart again when an overload takes that many.
        return FunctionValue(name: name, parameters: [], checksLabels: false, argumentSlots: [0],
                             ignoresExtraArguments: false, frameSize: 1, body: { frame in
            guard let runtime = Runtime.current else { throw ScriptError.typeMismatch("'\(name)' needs a running session") }
            let argument = frame.slots[0]
            var attempts: [[Value]] = [[argument]]
            if case .tuple(let tuple) = argument, tuple.values.count > 1, tuple.labels.allSatisfy({ $0 == nil }) {
                attempts.insert(tuple.values, at: 0)
            }
            var lastError: Error?
            for values in attempts {
                let labels = [String?](repeating: nil, count: values.count)
                for (binding, mapping) in Binder.candidates(overloads, labels: labels, trailing: labels.map { _ in false }) {
                    let arguments: BoundArguments
                    do { arguments = try Binder.bind(binding, values, mapping: mapping, callee: name) } catch {
                        lastError = error
                        continue
                    }
                    var receiver = Value.void
                    return try binding.body(&receiver, arguments, runtime)
                }
            }
            throw lastError ?? ScriptError.badArguments(callee: name, expected: overloads.map(\.fullName).joined(separator: " or "))
        }, captured: nil, canReuseFrame: true)
    }

    /// Functions whose defaulted parameters Swift drops from a function value.
    private static let printing: Set<String> = ["print", "debugPrint", "dump"]
}
