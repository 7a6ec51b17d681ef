extension Compiler {
    /// A loop body compiled with the names the loop binds for each iteration.
    struct CompiledLoopBody<Binder> {
        /// Runs one iteration against the frame it is given.
        var run: Executor
        /// What declaring the loop's own names returned (how to bind them).
        var binder: Binder
        /// The size of the fresh frame each iteration runs in, or `nil` when the body runs
        /// in the enclosing frame.
        var iterationFrameSize: Int?
        /// The iteration frame's slots that no closure uses, emptied after each iteration.
        var slotsUnusedByClosures: [Int] = []
    }

    /// Compiles a loop's body. `declareLoopNames` runs first, in the scope the body's names
    /// live in, and declares the names the loop binds itself.
    ///
    /// When a closure or function in the body may capture one of the body's names, the body
    /// gets a scope of its own and each iteration a frame of its own (a new one after an
    /// iteration whose closures kept theirs, see ``Frame/renew(_:emptying:)``), so that each
    /// iteration's closures keep that iteration's variables, as in Swift. Otherwise the body
    /// runs in the enclosing frame, which costs nothing per iteration.
    func compileLoopBody<Binder>(_ body: [Statement], loopNames: [String],
                                 declaringLoopNames declareLoopNames: () throws -> Binder) throws -> CompiledLoopBody<Binder> {
        let enclosing = scope
        guard CaptureAnalysis.capturesIterationVariables(in: body, loopNames: loopNames) else {
            scope.blocks.append([:])
            scope.loopDepth += 1
            defer {
                scope.loopDepth -= 1
                scope.blocks.removeLast()
            }
            let binder = try declareLoopNames()
            return CompiledLoopBody(run: try compileBlock(body), binder: binder, iterationFrameSize: nil)
        }
        let iterationScope = Scope(loopBodyIn: enclosing)
        scope = iterationScope
        defer {
            scope = enclosing
            // The iteration frames hang off the enclosing frame, so capturing one captures it too.
            if iterationScope.containsNestedFunctions { enclosing.containsNestedFunctions = true }
        }
        let binder = try declareLoopNames()
        let run = try compileBlock(body)
        return CompiledLoopBody(run: run, binder: binder, iterationFrameSize: iterationScope.slotCount,
                                slotsUnusedByClosures: iterationScope.slotsUnusedByInnerScopes)
    }

    /// Compiles `while condition { body }`.
    func compileWhile(_ condition: Expression, _ body: [Statement]) throws -> Executor {
        let test = try compileCondition(condition)
        let compiled = try compileLoopBody(body, loopNames: []) { () }
        let block = compiled.run
        let flag = runtime.interruptFlag
        guard let frameSize = compiled.iterationFrameSize else {
            return { frame in
                while try test(frame) {
                    try flag.check()
                    switch try block(frame) {
                    case .breakLoop: return .normal
                    case .returned(let value): return .returned(value)
                    case .normal, .continueLoop: continue
                    }
                }
                return .normal
            }
        }
        let unusedSlots = compiled.slotsUnusedByClosures
        return { frame in
            var iterationFrame = Frame(size: frameSize, parent: frame)
            defer { Frame.finish(&iterationFrame, emptying: unusedSlots) }
            while try test(frame) {
                try flag.check()
                switch try block(iterationFrame) {
                case .breakLoop: return .normal
                case .returned(let value): return .returned(value)
                case .normal, .continueLoop: Frame.renew(&iterationFrame, emptying: unusedSlots)
                }
            }
            return .normal
        }
    }

    /// Compiles `for pattern in sequence { body }`.
    func compileForIn(_ pattern: LoopPattern, _ sequence: Expression, _ body: [Statement], at location: SourceLocation) throws -> Executor {
        let source = try compileExpression(sequence)
        let compiled = try compileLoopBody(body, loopNames: pattern.boundNames) { try declarePattern(pattern, at: location) }
        let (bind, directSlot) = compiled.binder
        let block = compiled.run
        let frameSize = compiled.iterationFrameSize
        let unusedSlots = compiled.slotsUnusedByClosures
        let flag = runtime.interruptFlag
        return { frame in
            let sequenceValue = try source(frame)
            func run(_ iterationFrame: Frame) throws -> Flow? {
                try flag.check()
                switch try block(iterationFrame) {
                case .breakLoop: return .normal
                case .returned(let value): return .returned(value)
                case .normal, .continueLoop: return nil
                }
            }
            switch sequenceValue {
            case let .range(lower, upper), let .closedRange(lower, upper):
                let end = { if case .range = sequenceValue { return upper } else { return upper == Int.max ? upper : upper + 1 } }()
                var index = lower
                if let frameSize {
                    var iterationFrame = Frame(size: frameSize, parent: frame)
                    defer { Frame.finish(&iterationFrame, emptying: unusedSlots) }
                    while index < end {
                        if let slot = directSlot { iterationFrame.slots[slot] = .int(index) }
                        if let flow = try run(iterationFrame) { return flow }
                        Frame.renew(&iterationFrame, emptying: unusedSlots)
                        index += 1
                    }
                    return .normal
                }
                while index < end {
                    if let slot = directSlot { frame.slots[slot] = .int(index) }
                    if let flow = try run(frame) { return flow }
                    index += 1
                }
            default:
                let elements: [Value]
                do { elements = try Sequences.elements(of: sequenceValue) } catch { throw error.located(at: location) }
                guard let frameSize else {
                    for element in elements {
                        try bind(frame, element)
                        if let flow = try run(frame) { return flow }
                    }
                    return .normal
                }
                var iterationFrame = Frame(size: frameSize, parent: frame)
                defer { Frame.finish(&iterationFrame, emptying: unusedSlots) }
                for element in elements {
                    try bind(iterationFrame, element)
                    if let flow = try run(iterationFrame) { return flow }
                    Frame.renew(&iterationFrame, emptying: unusedSlots)
                }
            }
            return .normal
        }
    }

    /// Declares the names of a `for` pattern in the current block; returns how to bind an
    /// element to them and, for a single name, its slot (for the fast range path).
    private func declarePattern(_ pattern: LoopPattern, at location: SourceLocation) throws -> (bind: (Frame, Value) throws -> Void, directSlot: Int?) {
        switch pattern {
        case .wildcard:
            return ({ _, _ in }, nil)
        case .name(let name):
            let slot = declareLoopName(name)
            return ({ frame, value in frame.slots[slot] = value }, slot)
        case .tuple(let names):
            let slots = names.map { name in name.map(declareLoopName) }
            let bind: (Frame, Value) throws -> Void = { frame, value in
                guard case .tuple(let tuple) = value, tuple.values.count == slots.count else {
                    throw LocatedError(.typeMismatch("cannot split a value of type '\(value.typeName)' into \(slots.count) names"), at: location)
                }
                for (slot, element) in zip(slots, tuple.values) { if let slot { frame.slots[slot] = element } }
            }
            return (bind, nil)
        }
    }

    /// Declares one constant bound by a loop pattern in the innermost block; returns its slot.
    private func declareLoopName(_ name: String) -> Int {
        let slot = scope.newSlot()
        scope.blocks[scope.blocks.count - 1][name] = LocalVariable(slot: slot, isConstant: true)
        return slot
    }
}
