/// One call site's way into a declared function whose parameters the arguments fill one for
/// one: each argument is evaluated straight into its slot of a frame from the function's
/// ``FramePool``, converted to its parameter's type, and the body runs, with no array of
/// arguments and no labels matched on the call (the labels were matched once, when the site
/// first met the function). Anything else (defaults, variadics, `inout`, generics, a callee
/// wanting the caller's `#line`, a mutating method, a call Swift would note) takes the
/// general path. Methods and initializers get `self` in their slot first; a mutating method
/// (``callMutating(_:from:runtime:at:in:)``) gets its receiver moved into its slot and back.
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

    /// What the site calls: plain functions, non-mutating methods (given `self`), mutating
    /// methods (given their receiver in its place), initializers (given the new `self`, read
    /// back from the frame by the caller), or closures and other function values (called
    /// without labels).
    enum Callee {
        case function, method, mutatingMethod, initializer, closure
    }
    private let callee: Callee

    init(_ compiled: Compiler.CompiledArguments, calling callee: Callee = .function) {
        self.compiled = compiled
        self.callee = callee
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
        if callee == .closure {
            planClosure(target)
            return
        }
        let parameters = target.parameters
        isDirect = target.checksLabels && target.framePool != nil && !target.isGeneric && !target.usesCallSite
            && (!target.isThrowing || compiled.isInsideTry) && compiled.inoutTargets.isEmpty
            && isCallable(target)
            && parameters.count == compiled.count && target.argumentSlots.count == parameters.count
            && zip(parameters, compiled.userLabels).allSatisfy { parameter, label in
                !parameter.isVariadic && !parameter.isInout && !parameter.isPack && parameter.label == label
            }
        targets = isDirect ? parameters.indices.map { Target(slot: target.argumentSlots[$0] ?? $0, convert: parameters[$0].convert) } : []
    }

    private func isCallable(_ target: FunctionValue) -> Bool {
        switch callee {
        case .function: return target.selfSlot == nil
        case .method: return target.selfSlot != nil && !target.isMutating
        case .mutatingMethod: return target.selfSlot != nil && target.isMutating
        case .initializer: return target.selfSlot != nil
        case .closure: return false
        }
    }

    /// A closure called with positional arguments, one for each of its argument slots (as the
    /// general path binds them): typed parameters convert their arguments, an unused `$n`
    /// slot drops its argument. Calls Swift would note (labels on a function value, a throwing
    /// closure outside `try`) take the general path.
    private func planClosure(_ target: FunctionValue) {
        let parameters = target.parameters
        isDirect = !target.checksLabels && target.framePool == nil && target.selfSlot == nil && !target.isGeneric
            && !target.usesCallSite && compiled.inoutTargets.isEmpty && !compiled.hasWrittenLabels
            && (!target.isThrowing || compiled.isInsideTry) && target.argumentSlots.count == compiled.count
            && (parameters.isEmpty || parameters.count == compiled.count)
            && parameters.allSatisfy { !$0.isVariadic && !$0.isInout && !$0.isPack }
        targets = isDirect ? target.argumentSlots.indices.map { position in
            Target(slot: target.argumentSlots[position] ?? -1, convert: position < parameters.count ? parameters[position].convert : nil)
        } : []
    }

    /// Calls `target` (which ``accepts(_:)`` took) with the arguments evaluated in `frame`;
    /// a method or initializer gets as `self` what `makingSelf` gives once the arguments are
    /// evaluated (a method's receiver; a new value for an initializer, whose stored
    /// properties' defaults run after the arguments, as in Swift), and `after` sees the frame
    /// when the body has run (to read `self` back). Errors of the call itself are located at
    /// `location`; an argument's own errors are left as they come, as the general path leaves them.
    @inline(__always)
    func call(_ target: FunctionValue, from frame: Frame, runtime: Runtime, at location: SourceLocation,
              makingSelf: () throws -> Value? = { nil }, after: (Frame) -> Void = { _ in }) throws -> Value {
        var callee = Self.frame(for: target)
        defer { Self.finish(&callee, of: target) }
        try fill(callee, from: frame, at: location)
        do {
            try runtime.interruptFlag.check()
            if let slot = target.selfSlot, let selfValue = try makingSelf() { callee.slots[slot] = selfValue }
            runtime.callDepth += 1
            defer { runtime.callDepth -= 1 }
            if runtime.callDepth > Runtime.maximumCallDepth { throw ScriptError.recursionTooDeep(limit: Runtime.maximumCallDepth) }
            let result = try target.body(callee)
            after(callee)
            return result
        } catch { throw error.located(at: location) }
    }

    /// Calls the mutating method `target` (which ``accepts(_:)`` took) with the arguments
    /// evaluated in `frame`, then on the receiver in its place: `place` (the receiver's
    /// ``LValue/modify``) hands it over, it is moved into the method's `self` slot for the
    /// body and moved back when the body returns or throws (changes made before a throw are
    /// kept, as swiftc keeps them). The arguments come first, as Swift begins a mutating
    /// call's access to its receiver after them (`stack.push(stack.count)`).
    func callMutating(_ target: FunctionValue, from frame: Frame, runtime: Runtime, at location: SourceLocation,
                      in place: (Frame, (inout Value) throws -> Value) throws -> Value) throws -> Value {
        var callee = Self.frame(for: target)
        defer { Self.finish(&callee, of: target) }
        try fill(callee, from: frame, at: location)
        do {
            try runtime.interruptFlag.check()
            guard let slot = target.selfSlot else { return try target.body(callee) }
            runtime.callDepth += 1
            defer { runtime.callDepth -= 1 }
            if runtime.callDepth > Runtime.maximumCallDepth { throw ScriptError.recursionTooDeep(limit: Runtime.maximumCallDepth) }
            let (body, entered, selfPlace) = (target.body, callee, callee.slots + slot)
            return try place(frame) { receiver in
                swap(&receiver, &selfPlace.pointee)
                defer { swap(&receiver, &selfPlace.pointee) }
                return try body(entered)
            }
        } catch { throw error.located(at: location) }
    }

    /// Evaluates the arguments in `frame` into their slots of `callee`, converted to their
    /// parameters' types.
    @inline(__always)
    private func fill(_ callee: Frame, from frame: Frame, at location: SourceLocation) throws {
        let steps = compiled.steps
        for index in targets.indices {
            var value = try steps[index].run(frame)
            if let convert = targets[index].convert {
                do { value = try convert(value) } catch { throw error.located(at: location) }
            }
            let slot = targets[index].slot
            if slot >= 0 { callee.slots[slot] = value }
        }
    }

    /// A frame for a call of `target`: from its pool, its spare frame, or new.
    @inline(__always)
    private static func frame(for target: FunctionValue) -> Frame {
        if let pool = target.framePool { return pool.take(size: target.frameSize, parent: target.captured) }
        if let spare = target.spareFrame {
            target.spareFrame = nil
            return spare
        }
        return Frame(size: target.frameSize, parent: target.captured)
    }

    /// Ends a call of `target` in `frame`: back to its pool, kept as its spare (emptied) when
    /// no closure inside can have captured it, else finished as any call's frame is.
    @inline(__always)
    private static func finish(_ frame: inout Frame, of target: FunctionValue) {
        if let pool = target.framePool {
            pool.recycle(&frame, emptying: target.slotsUnusedAfterCall)
        } else if target.canReuseFrame, target.spareFrame == nil, isKnownUniquelyReferenced(&frame) {
            ValueRelease.releaseAll(frame.slots, count: frame.size)
            frame.slots.initialize(repeating: .void, count: frame.size)
            target.spareFrame = frame
        } else {
            Frame.finish(&frame, emptying: target.slotsUnusedAfterCall)
        }
    }
}
