/// Looping over a sequence declared in a cell: a type with `makeIterator()` (or, for an
/// `AsyncSequence`, `makeAsyncIterator()`) whose iterator has a `mutating func next()`, or an
/// iterator that is its own sequence (`struct Countdown: Sequence, IteratorProtocol`).
enum UserSequences {
    /// A function giving the next element (`nil` at the end) when `value` is such a sequence;
    /// `nil` when it is not.
    static func iterator(of value: Value, runtime: Runtime) throws -> (() throws -> Value?)? {
        guard let type = declaredType(of: value) else { return nil }
        var iterator = value
        if let make = method(named: "makeIterator", in: type) ?? method(named: "makeAsyncIterator", in: type) {
            var receiver = value
            iterator = try runtime.callMethod(make, on: &receiver, [], labels: nil)
        }
        guard let iteratorType = declaredType(of: iterator), let next = method(named: "next", in: iteratorType) else { return nil }
        return {
            switch try runtime.callMethod(next, on: &iterator, [], labels: nil) {
            case .null: return nil
            case .wrapped(let element): return element
            case let element: return element
            }
        }
    }

    private static func declaredType(of value: Value) -> TypeInfo? {
        switch value {
        case .instance(let instance): return instance.type
        case .enumCase(let enumValue): return enumValue.type
        default: return nil
        }
    }

    /// The method `name` taking no arguments, declared by the type or a superclass.
    private static func method(named name: String, in type: TypeInfo) -> FunctionValue? {
        for declared in type.classChain {
            if let member = declared.methods[name]?.first(where: { $0.function.parameters.isEmpty }) { return member.function }
        }
        return nil
    }
}
