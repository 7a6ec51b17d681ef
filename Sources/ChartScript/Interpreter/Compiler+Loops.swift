extension Compiler {
    /// A loop body compiled with the names the loop binds for each iteration.
    struct CompiledLoopBody {
        /// Runs one iteration against the frame it is given.
        var run: Executor
        /// The size of the fresh frame each iteration runs in, or `nil` when the body runs
        /// in the enclosing frame.
        var iterationFrameSize: Int?
        /// The iteration frame's slots that no closure uses, emptied after each iteration.
        var slotsUnusedByClosures: [Int] = []
    }

    /// Compiles a loop's body. `declareLoopNames` runs first, in the scope the body's names
    /// live in, and declares the names the loop binds itself; it hands what it compiles to
    /// the caller through the caller's own variables, because a closure passed through a
    /// generic result would be called through a reabstraction thunk on every iteration.
    ///
    /// When a closure or function in the body may capture one of the body's names, the body
    /// gets a scope of its own and each iteration a frame of its own (a new one after an
    /// iteration whose closures kept theirs, see ``Frame/renew(_:emptying:)``), so that each
    /// iteration's closures keep that iteration's variables, as in Swift. Otherwise the body
    /// runs in the enclosing frame, which costs nothing per iteration.
    func compileLoopBody(_ body: [Statement], loopNames: [String], label: String?,
                         declaringLoopNames declareLoopNames: () throws -> Void) throws -> CompiledLoopBody {
        let enclosing = scope
        let target = Scope.BreakTarget(label: label, isLoop: true)
        guard CaptureAnalysis.capturesIterationVariables(in: body, loopNames: loopNames) else {
            scope.blocks.append([:])
            scope.breakTargets.append(target)
            defer {
                scope.breakTargets.removeLast()
                scope.blocks.removeLast()
            }
            try declareLoopNames()
            return CompiledLoopBody(run: try compileBlock(body), iterationFrameSize: nil)
        }
        let iterationScope = Scope(loopBodyIn: enclosing, target: target)
        scope = iterationScope
        defer {
            scope = enclosing
            // The iteration frames hang off the enclosing frame, so capturing one captures it too.
            if iterationScope.containsNestedFunctions { enclosing.containsNestedFunctions = true }
            if iterationScope.containsThrow { enclosing.containsThrow = true }
        }
        try declareLoopNames()
        let run = try compileBlock(body)
        return CompiledLoopBody(run: run, iterationFrameSize: iterationScope.slotCount,
                                slotsUnusedByClosures: iterationScope.slotsUnusedByInnerScopes)
    }

    /// What a loop does after one run of its body: go on, or leave with a flow.
    @inline(__always)
    static func afterIteration(_ flow: Flow, label: String?) -> Flow? {
        // The body ran to its end: tested apart so the loop only reaches the general switch
        // (and the flow's copy and release) on `break`, `continue` and `return`.
        if case .normal = flow { return nil }
        return afterJump(flow, label: label)
    }

    /// What a loop does after its body left with `break`, `continue`, `return` or `fallthrough`.
    @inline(never)
    static func afterJump(_ flow: Flow, label: String?) -> Flow? {
        switch flow {
        case .normal: return nil
        case .continueLoop(let target) where target == nil || target == label: return nil
        case .breakLoop(let target) where target == nil || target == label: return .normal
        default: return flow
        }
    }

    /// Compiles `while conditions { body }`.
    func compileWhile(_ conditions: [Condition], _ body: [Statement], label: String?) throws -> Executor {
        var names: [String] = []
        for case .optionalBinding(let name, _, _, _) in conditions { names.append(name) }
        var conditionTest: ((Frame) throws -> Bool)?
        let compiled = try compileLoopBody(body, loopNames: names, label: label) { conditionTest = try compileConditions(conditions) }
        guard let test = conditionTest else { throw ScriptError.unsupported(construct: "a while loop without a condition") }
        let block = compiled.run
        let flag = runtime.interruptFlag
        guard let frameSize = compiled.iterationFrameSize else {
            return { frame in
                while try test(frame) {
                    try flag.check()
                    if let exit = Self.afterIteration(try block(frame), label: label) { return exit }
                }
                return .normal
            }
        }
        let unusedSlots = compiled.slotsUnusedByClosures
        return { frame in
            var iterationFrame = Frame(size: frameSize, parent: frame)
            defer { Frame.finish(&iterationFrame, emptying: unusedSlots) }
            while try test(iterationFrame) {
                try flag.check()
                if let exit = Self.afterIteration(try block(iterationFrame), label: label) { return exit }
                Frame.renew(&iterationFrame, emptying: unusedSlots)
            }
            return .normal
        }
    }

    /// Compiles `repeat { body } while condition`.
    func compileRepeatWhile(_ body: [Statement], _ condition: Expression, label: String?) throws -> Executor {
        let compiled = try compileLoopBody(body, loopNames: [], label: label) {}
        let block = compiled.run
        let test = try compileCondition(condition)
        let flag = runtime.interruptFlag
        guard let frameSize = compiled.iterationFrameSize else {
            return { frame in
                repeat {
                    try flag.check()
                    if let exit = Self.afterIteration(try block(frame), label: label) { return exit }
                } while try test(frame)
                return .normal
            }
        }
        let unusedSlots = compiled.slotsUnusedByClosures
        return { frame in
            var iterationFrame = Frame(size: frameSize, parent: frame)
            defer { Frame.finish(&iterationFrame, emptying: unusedSlots) }
            repeat {
                try flag.check()
                if let exit = Self.afterIteration(try block(iterationFrame), label: label) { return exit }
                Frame.renew(&iterationFrame, emptying: unusedSlots)
            } while try test(frame)
            return .normal
        }
    }

    /// Compiles `for pattern in sequence where condition { body }`.
    func compileForIn(_ loop: ForLoop, at location: SourceLocation) throws -> Executor {
        let source: Evaluator
        let lazyStride = try compileLazyStride(loop.sequence)
        if case .prefix("repeat", let pattern) = loop.sequence.kind {
            // `for value in repeat each values`: the pack's elements.
            source = try compilePackExpansion(pattern, asArray: true, at: loop.sequence.location)
        } else if lazyStride != nil {
            source = { _ in .null }
        } else {
            source = try compileExpression(loop.sequence)
        }
        let label = loop.label
        var compiledMatcher: Matcher?
        var compiledPair: (first: Matcher, second: Matcher)?
        var foundSlot: Int?
        var foundWhereTest: ((Frame) throws -> Bool)?
        let compiled = try compileLoopBody(loop.body, loopNames: loop.pattern.boundNames, label: label) {
            var slots: [String: Int] = [:]
            compiledMatcher = try compilePattern(loop.pattern, bindings: &slots)
            if !loop.isCasePattern, case .tuple(let elements) = loop.pattern, elements.count == 2,
               elements.allSatisfy({ $0.pattern.isIrrefutable && $0.label == nil }) {
                // `for (key, value) in …`: the two halves bound straight into the same slots.
                compiledPair = (try compilePattern(elements[0].pattern, bindings: &slots),
                                try compilePattern(elements[1].pattern, bindings: &slots))
            }
            if let element = loopElementType(of: loop.sequence) { giveStaticTypes(to: loop.pattern, from: element) }
            if case .binding(let name, _) = loop.pattern { foundSlot = slots[name] }
            foundWhereTest = try loop.whereClause.map { try compileCondition($0) }
        }
        guard let matcher = compiledMatcher else { throw ScriptError.unsupported(construct: "a for-in loop without a pattern") }
        let directSlot = foundSlot
        let whereTest = foundWhereTest
        let pair = compiledPair
        // `for (offset, element) in values.enumerated()` over a variable: its elements counted
        // as they come, with no array of pairs made first.
        let enumeratedBase = try pair == nil ? nil : enumeratedVariable(of: loop.sequence)
        let isRefutable = loop.isCasePattern || !loop.pattern.isIrrefutable
        let block = compiled.run
        let frameSize = compiled.iterationFrameSize
        let unusedSlots = compiled.slotsUnusedByClosures
        let flag = runtime.interruptFlag
        let runtime = self.runtime
        return { frame in
            var iterationFrame = frameSize.map { Frame(size: $0, parent: frame) } ?? frame
            defer { if frameSize != nil { Frame.finish(&iterationFrame, emptying: unusedSlots) } }
            /// Runs one element given as its two halves (a pair the pattern takes apart).
            func stepPair(_ first: Value, _ second: Value) throws -> Flow? {
                // Only called when the pattern is such a pair.
                guard let pair else { return nil }
                try flag.check()
                _ = try pair.first(first, iterationFrame)
                _ = try pair.second(second, iterationFrame)
                if let whereTest, !(try whereTest(iterationFrame)) { return nil }
                if let exit = Self.afterIteration(try block(iterationFrame), label: label) { return exit }
                if frameSize != nil { Frame.renew(&iterationFrame, emptying: unusedSlots) }
                return nil
            }
            if let enumeratedBase {
                var offset = 0
                switch try enumeratedBase(frame) {
                case .array(let array):
                    func next(_ element: Value) throws -> Flow? {
                        defer { offset += 1 }
                        return try stepPair(.int(offset), element)
                    }
                    switch array.storage {
                    case .ints(let items): for item in items { if let exit = try next(.int(item)) { return exit } }
                    case .doubles(let items): for item in items { if let exit = try next(.double(item)) { return exit } }
                    case .strings(let items): for item in items { if let exit = try next(.string(item)) { return exit } }
                    case .values(let items): for item in items { if let exit = try next(item) { return exit } }
                    }
                    return .normal
                case .string(let text):
                    var exit: Flow?
                    try CharacterStrings.forEach(text) { character in
                        exit = try stepPair(.int(offset), .string(character))
                        offset += 1
                        return exit == nil
                    }
                    return exit ?? .normal
                default:
                    break
                }
            }
            let sequenceValue = try source(frame)
            if frameSize == nil, let slot = directSlot, whereTest == nil {
                // The common `for i in 0..<n`: no per-element matching or frames.
                switch sequenceValue {
                case let .range(lower, upper), let .closedRange(lower, upper):
                    let end = { if case .range = sequenceValue { return upper } else { return upper == Int.max ? upper : upper + 1 } }()
                    var index = lower
                    while index < end {
                        try flag.check()
                        frame.slots[slot] = .int(index)
                        if let exit = Self.afterIteration(try block(frame), label: label) { return exit }
                        index += 1
                    }
                    return .normal
                default:
                    break
                }
            }
            /// Runs one element; a flow means the loop ends with it.
            func step(_ element: Value) throws -> Flow? {
                try flag.check()
                if let slot = directSlot, whereTest == nil {
                    iterationFrame.slots[slot] = element
                } else {
                    let matched = try matcher(element, iterationFrame)
                    if !matched {
                        if isRefutable { return nil }
                        throw LocatedError(.typeMismatch("cannot bind a value of type '\(element.typeName)' to the loop's pattern"), at: location)
                    }
                    if let whereTest, !(try whereTest(iterationFrame)) { return nil }
                }
                if let exit = Self.afterIteration(try block(iterationFrame), label: label) { return exit }
                if frameSize != nil { Frame.renew(&iterationFrame, emptying: unusedSlots) }
                return nil
            }
            if let lazyStride {
                do {
                    return try lazyStride(frame) { element in try step(element) } ?? .normal
                } catch let error as ScriptError { throw LocatedError(error, at: location) }
            }
            switch sequenceValue {
            case let .range(lower, upper), let .closedRange(lower, upper):
                let end = { if case .range = sequenceValue { return upper } else { return upper == Int.max ? upper : upper + 1 } }()
                var index = lower
                while index < end {
                    if let exit = try step(.int(index)) { return exit }
                    index += 1
                }
            case .array(let array):
                switch array.storage {
                case .ints(let items): for item in items { if let exit = try step(.int(item)) { return exit } }
                case .doubles(let items): for item in items { if let exit = try step(.double(item)) { return exit } }
                case .strings(let items): for item in items { if let exit = try step(.string(item)) { return exit } }
                case .values(let items): for item in items { if let exit = try step(item) { return exit } }
                }
            case .dictionary(let dictionary) where pair != nil:
                // Each key and value bound as they are, with no `(key:, value:)` tuple made.
                for (key, value) in zip(dictionary.keys, dictionary.values) {
                    if let exit = try stepPair(key.value, value) { return exit }
                }
            case .string(let text):
                // A string's characters one at a time, without an array of them all first.
                var exit: Flow?
                try CharacterStrings.forEach(text) { character in
                    exit = try step(.string(character))
                    return exit == nil
                }
                if let exit { return exit }
            default:
                if UserSequences.isSequence(sequenceValue, runtime: runtime) {
                    // A declared sequence or an iterator, one element at a time (`break` may
                    // end an endless one).
                    var exit: Flow?
                    do {
                        try UserSequences.forEach(sequenceValue, runtime: runtime) { element in
                            exit = try step(element)
                            return exit == nil
                        }
                    } catch let error as ScriptError { throw LocatedError(error, at: location) }
                    return exit ?? .normal
                }
                let elements: [Value]
                do { elements = try Sequences.elements(of: sequenceValue) } catch { throw error.located(at: location) }
                for element in elements { if let exit = try step(element) { return exit } }
            }
            return .normal
        }
    }
}

extension Compiler {
    /// The variable `values` of `for … in values.enumerated()`, read without side effects
    /// (a local or global variable, no accessors), compiled; `nil` for any other sequence.
    func enumeratedVariable(of sequence: Expression) throws -> Evaluator? {
        guard case let .call(callee, arguments) = sequence.kind, arguments.isEmpty,
              case let .member(base, "enumerated") = callee.kind, case .identifier(let name) = base.kind,
              accessors(of: name) == nil else { return nil }
        switch resolve(name) {
        case .local?, .global?: return try compileExpression(base)
        default: return nil
        }
    }

    /// Runs a loop's body over a stride's values, one at a time until the body's flow ends it.
    typealias StrideLoop = (Frame, (Value) throws -> Flow?) throws -> Flow?

    /// `for x in stride(from:to:by:)` (or `through:`) taking one value at a time, as Swift's
    /// `StrideTo` does, so `break` ends a stride of endlessly many steps; `nil` for other
    /// sequences.
    func compileLazyStride(_ sequence: Expression) throws -> StrideLoop? {
        guard case let .call(callee, arguments) = sequence.kind, case .identifier("stride") = callee.kind,
              case .builtinFunction? = resolve("stride"), arguments.count == 3,
              arguments[0].label == "from", arguments[2].label == "by",
              arguments[1].label == "to" || arguments[1].label == "through" else { return nil }
        let inclusive = arguments[1].label == "through"
        let start = try compileExpression(arguments[0].value)
        let bound = try compileExpression(arguments[1].value)
        let step = try compileExpression(arguments[2].value)
        return { frame, body in
            let from = try start(frame), to = try bound(frame), by = try step(frame)
            if case .int(let first) = from, case .int(let last) = to, case .int(let stride) = by {
                guard stride != 0 else { throw ScriptError.typeMismatch("stride needs a step other than 0") }
                if inclusive {
                    for value in Swift.stride(from: first, through: last, by: stride) { if let exit = try body(.int(value)) { return exit } }
                } else {
                    for value in Swift.stride(from: first, to: last, by: stride) { if let exit = try body(.int(value)) { return exit } }
                }
                return nil
            }
            guard let first = from.asDouble, let last = to.asDouble, let stride = by.asDouble else {
                throw ScriptError.typeMismatch("stride needs numbers")
            }
            guard stride != 0, stride.isFinite else { throw ScriptError.typeMismatch("stride needs a finite step other than 0") }
            if inclusive {
                for value in Swift.stride(from: first, through: last, by: stride) { if let exit = try body(.double(value)) { return exit } }
            } else {
                for value in Swift.stride(from: first, to: last, by: stride) { if let exit = try body(.double(value)) { return exit } }
            }
            return nil
        }
    }
}
