/// One call site's way into a declared function whose parameters the arguments fill one for
/// one: each argument is evaluated straight into its slot of a frame from the function's
/// ``FramePool``, converted to its parameter's type, and the body runs, with no array of
/// arguments and no labels matched on the call (the labels were matched once, when the site
/// first met the function). Anything else (defaults, variadics, `inout`, generics, a callee
/// wanting the caller's `#line`, a call Swift would note) takes the general path.
final class DirectCall {
    private let compiled: Compiler.CompiledArguments
    /// The function the plan below was made for (held, so that its identity stays its own).
    private var function: FunctionValue?
    /// Whether `function` takes the direct path.
    private var isDirect = false
    /// The slot each argument goes to, and its parameter's conversion (kept in a struct per
    /// argument, so the closures are not reabstracted: see ``ExecutorStep``).
    private var targets: [Target] = []

    private struct Target {
        let slot: Int
        let convert: Converter?
    }

    init(_ compiled: Compiler.CompiledArguments) {
        self.compiled = compiled
    }

    /// Whether `target` can be called directly from this site.
    @inline(__always)
    func accepts(_ target: FunctionValue) -> Bool {
        if target === function { return isDirect }
        plan(for: target)
        return isDirect
    }

    private func plan(for target: FunctionValue) {
        function = target
        let parameters = target.parameters
        isDirect = target.checksLabels && target.framePool != nil && !target.isGeneric && !target.usesCallSite
            && (!target.isThrowing || compiled.isInsideTry) && target.selfSlot == nil && compiled.inoutTargets.isEmpty
            && parameters.count == compiled.count && target.argumentSlots.count == parameters.count
            && zip(parameters, compiled.userLabels).allSatisfy { parameter, label in
                !parameter.isVariadic && !parameter.isInout && !parameter.isPack && parameter.label == label
            }
        targets = isDirect ? parameters.indices.map { Target(slot: target.argumentSlots[$0] ?? $0, convert: parameters[$0].convert) } : []
    }

    /// Calls `target` (which ``accepts(_:)`` took) with the arguments evaluated in `frame`.
    @inline(__always)
    func call(_ target: FunctionValue, from frame: Frame, runtime: Runtime) throws -> Value {
        try runtime.interruptFlag.check()
        guard let pool = target.framePool else { return .void }
        var callee = pool.take(size: target.frameSize, parent: target.captured)
        defer { pool.recycle(&callee, emptying: target.slotsUnusedAfterCall) }
        let steps = compiled.steps
        for index in targets.indices {
            var value = try steps[index].run(frame)
            if let convert = targets[index].convert { value = try convert(value) }
            callee.slots[targets[index].slot] = value
        }
        runtime.callDepth += 1
        defer { runtime.callDepth -= 1 }
        if runtime.callDepth > Runtime.maximumCallDepth { throw ScriptError.recursionTooDeep(limit: Runtime.maximumCallDepth) }
        return try target.body(callee)
    }
}
