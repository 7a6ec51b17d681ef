/// The arrays one call site's calls reuse for their argument values and bound arguments:
/// each is taken while a call runs and given back emptied (its values released), so a call in
/// a loop allocates neither, and a call coming back to the site meanwhile (recursion, a
/// closure argument) finds none and makes its own. An array something else kept is left to it.
final class ArgumentBuffers {
    private var spareValues: [Value] = []
    private var spareBound: [Value?] = []

    /// Runs `body` with `compiled`'s argument values, evaluated in `frame` into the spare array.
    @inline(__always)
    func withValues<Result>(of compiled: Compiler.CompiledArguments, in frame: Frame,
                            _ body: (inout [Value]) throws -> Result) throws -> Result {
        var values: [Value] = []
        swap(&values, &spareValues)
        defer {
            values.removeAllKeepingStorage()
            swap(&values, &spareValues)
        }
        try compiled.evaluate(into: &values, frame)
        return try body(&values)
    }

    /// Runs `body` with `values` bound to `prepared`'s parameters (converted to their types),
    /// in the spare array.
    @inline(__always)
    func withBound(_ values: [Value], to prepared: PreparedBinding, callee: String,
                   _ body: (BoundArguments) throws -> Value) throws -> Value {
        var arguments = try prepared.bind(values, callee: callee, reusing: &spareBound)
        defer {
            arguments.values.removeAllKeepingStorage()
            swap(&arguments.values, &spareBound)
        }
        return try body(arguments)
    }
}
