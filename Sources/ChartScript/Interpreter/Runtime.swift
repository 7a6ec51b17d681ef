import JupyterEngine

/// What running code can reach: the interrupt flag, the cell's output context, the
/// call depth guard, the session's declared types, and calling of function values.
final class Runtime {
    /// The runtime of the session running code on this process's cell thread, for the places
    /// that compare, hash or describe values of declared types without a runtime at hand
    /// (`==` inside `contains`, dictionary keys, `print`). Set while a session runs code.
    static var current: Runtime? {
        get { currentLink?.runtime }
        set { currentLink = newValue?.link }
    }
    nonisolated(unsafe) private static var currentLink: RuntimeLink?
    /// A reference to this runtime that does not keep it alive, for closures that may
    /// outlive it (see ``RuntimeLink``).
    let link = RuntimeLink()

    let interruptFlag: InterruptFlag
    /// Where `print`, `display` and `readLine` go; `nil` when evaluating quietly.
    var context: ExecutionContext?
    /// Whether `readLine()` may ask the person for input.
    var allowsInput = false
    /// How many calls are running inside one another.
    var callDepth = 0
    /// The place of the call being made to a function whose defaults are the caller's
    /// `#function`, `#line` … (set by the call just before it binds the arguments).
    var callSite: CallSite?
    /// The session's interactive charts, answered through their comms.
    let widgets = WidgetRegistry()
    /// What a comparison or hash of values with shared parts remembers while it runs.
    let sharedValues = SharedValueVisits()
    /// The types the session's cells declared, and extensions of built-in types.
    let types = TypeRegistry()
    /// Results of built-in methods refilled in place from call to call.
    let reusedTuples = ReusedTuples()
    /// The parameters of the functions (by name) and initializers (by type name) the cells
    /// declared with a result builder on a parameter, for rewriting closures passed there.
    var resultBuilderParameters: [String: [FunctionDeclaration.Parameter]] = [:]
    /// The deepest nesting of calls allowed before a ``ScriptError/recursionTooDeep(limit:)``.
    static let maximumCallDepth = 2_000
    /// The modules the session's cells import (`Foundation`, `Glibc` …), for the notes on
    /// names Swift has only after an import.
    var importedModules: Set<String> = []
    /// Source offsets of the notes already written in the running cell (each is written once).
    private var notedLocations: Set<Int> = []
    /// Notes without a place already written in the running cell.
    private var notedMessages: Set<String> = []
    /// Notes kept back while ``holdingNotes(_:)`` runs, to be written or dropped after.
    private var heldNotes: [(message: String, location: SourceLocation?)]?

    init(interruptFlag: InterruptFlag) {
        self.interruptFlag = interruptFlag
        link.runtime = self
    }

    deinit {
        link.runtime = nil
    }

    /// Forgets which notes were written (a new cell starts).
    func startCell() {
        notedLocations = []
        notedMessages = []
    }

    /// Writes a one-line note to standard error, once per place in the running cell: where
    /// the interpreter accepted code that Swift would reject, what Swift needs instead.
    func note(_ message: String, at location: SourceLocation?) {
        if heldNotes != nil {
            heldNotes?.append((message, location))
            return
        }
        if let location, !notedLocations.insert(location.offset &* 31 &+ location.cell).inserted { return }
        if location == nil, !notedMessages.insert(message).inserted { return }
        let place = location.map { " (line \($0.line))" } ?? ""
        context?.write("note: \(message)\(place)\n", to: .stderr)
    }

    /// Runs `body` keeping back the notes it writes; `keep` says, from its result, whether
    /// they are written (a note can depend on a type Swift infers from what follows).
    func holdingNotes<T>(_ body: () throws -> T, keep: (T) -> Bool) rethrows -> T {
        let outer = heldNotes
        heldNotes = []
        var held: [(message: String, location: SourceLocation?)] = []
        let result: T
        do {
            result = try body()
            held = heldNotes ?? []
            heldNotes = outer
        } catch {
            held = heldNotes ?? []
            heldNotes = outer
            for note in held { self.note(note.message, at: note.location) }
            throw error
        }
        if keep(result) { for note in held { self.note(note.message, at: note.location) } }
        return result
    }

    /// Calls `function` with positional arguments (no labels).
    func call(_ function: FunctionValue, _ arguments: [Value]) throws -> Value {
        try invoke(function, arguments, labels: nil, selfValue: nil) { _ in }
    }

    /// Calls `function`, matching `labels` (one per argument) against its parameters when it checks labels.
    func call(_ function: FunctionValue, _ arguments: [Value], labels: [String?]?) throws -> Value {
        try invoke(function, arguments, labels: labels, selfValue: nil) { _ in }
    }

    /// Calls a method with `receiver` as `self`; a mutating method's changes to `self` are
    /// written back to `receiver`.
    func callMethod(_ function: FunctionValue, on receiver: inout Value, _ arguments: [Value], labels: [String?]?) throws -> Value {
        guard function.isMutating, function.selfSlot != nil else {
            return try invoke(function, arguments, labels: labels, selfValue: receiver) { _ in }
        }
        return try invoke(function, arguments, labels: labels, movingSelf: &receiver) { _ in }
    }

    /// Calls `function`; `after` sees the call's frame before it is released (to read back
    /// `self` and `inout` parameters).
    func invoke(_ function: FunctionValue, _ arguments: [Value], labels: [String?]?, selfValue: Value?,
                after: (Frame) -> Void) throws -> Value {
        try run(function, arguments, labels: labels, entering: { frame in
            if let slot = function.selfSlot, let selfValue { frame.slots[slot] = selfValue }
        }, leaving: { _ in }, after: after)
    }

    /// Calls a mutating method with `receiver` moved into its `self` slot and read back when
    /// the body returns or throws, as Swift's `inout self` is: nothing else holds the value
    /// while the method runs, so a struct's stored arrays change in place, and the changes
    /// made before a throw are kept. `after` sees the call's frame before it is released (to
    /// read back `inout` parameters).
    func invoke(_ function: FunctionValue, _ arguments: [Value], labels: [String?]?, movingSelf receiver: inout Value,
                after: (Frame) -> Void) throws -> Value {
        guard let slot = function.selfSlot else { return try invoke(function, arguments, labels: labels, selfValue: nil, after: after) }
        return try run(function, arguments, labels: labels, entering: { frame in swap(&frame.slots[slot], &receiver) },
                       leaving: { frame in receiver = frame.slots[slot] }, after: after)
    }

    /// Calls `function` in a new frame: `entering` fills its `self` slot before the arguments
    /// are bound, `leaving` runs when the body has returned or thrown (not when the call fails
    /// before `entering`), and `after` sees the frame once the body has returned.
    private func run(_ function: FunctionValue, _ arguments: [Value], labels: [String?]?, entering: (Frame) -> Void,
                     leaving: (Frame) -> Void, after: (Frame) -> Void) throws -> Value {
        try interruptFlag.check()
        callDepth += 1
        defer { callDepth -= 1 }
        if callDepth > Self.maximumCallDepth { throw ScriptError.recursionTooDeep(limit: Self.maximumCallDepth) }
        var frame = function.framePool?.take(size: function.frameSize, parent: function.captured)
            ?? Frame(size: function.frameSize, parent: function.captured)
        defer {
            if let pool = function.framePool { pool.recycle(&frame, emptying: function.slotsUnusedAfterCall) } else {
                Frame.finish(&frame, emptying: function.slotsUnusedAfterCall)
            }
        }
        entering(frame)
        // Runs before the frame is recycled (deferred after it).
        defer { leaving(frame) }
        if function.checksLabels {
            try bindLabelled(function, arguments, labels: labels ?? arguments.map { _ in nil }, into: frame)
        } else {
            try bindPositional(function, arguments, into: frame)
        }
        if function.isGeneric {
            try GenericConstraints.check(function, frame: frame, runtime: self)
        }
        let result = try function.body(frame)
        after(frame)
        return result
    }

    private func bindPositional(_ function: FunctionValue, _ arguments: [Value], into frame: Frame) throws {
        let slots = function.argumentSlots
        if arguments.count > slots.count && !function.ignoresExtraArguments || (arguments.count < slots.count) {
            if arguments.count == 1, slots.count > 1, case .tuple(let tuple) = arguments[0], tuple.values.count == slots.count {
                // A closure taking two parameters given one pair (`dictionary.map { key, value in … }`).
                try bindPositional(function, tuple.values, into: frame)
                return
            }
            if slots.count == 1, arguments.count > 1 {
                // A closure taking one tuple given its elements.
                if let slot = slots[0] { frame.slots[slot] = .tuple(TupleValue(labels: arguments.map { _ in nil }, values: arguments)) }
                return
            }
            throw ScriptError.badArguments(callee: function.name,
                                           expected: "\(slots.count) argument\(slots.count == 1 ? "" : "s"), got \(arguments.count)")
        }
        // Parameters read in place: copying one would retain its closures.
        try function.parameters.withUnsafeBufferPointer { parameters in
            for (position, slot) in slots.enumerated() {
                guard let slot else { continue }
                var value = arguments[position]
                if position < parameters.count, let convert = parameters[position].convert { value = try convert(value) }
                frame.slots[slot] = value
            }
        }
    }

    private func bindLabelled(_ function: FunctionValue, _ arguments: [Value], labels: [String?], into frame: Frame) throws {
        try function.parameters.withUnsafeBufferPointer { parameters in
            try bindLabelled(function, parameters, arguments, labels: labels, into: frame)
        }
    }

    /// Binds arguments to parameters read in place (copying a parameter would retain its closures).
    private func bindLabelled(_ function: FunctionValue, _ parameters: UnsafeBufferPointer<FunctionValue.Parameter>,
                              _ arguments: [Value], labels: [String?], into frame: Frame) throws {
        // Read before any default runs: a default may itself make calls.
        let site = function.usesCallSite ? callSite : nil
        var argumentIndex = 0
        for position in parameters.indices {
            let slot = function.argumentSlots[position] ?? position
            if argumentIndex < arguments.count, !parameters[position].isVariadic, labels[argumentIndex] == parameters[position].label {
                // The common case: the next argument, labelled as the parameter is.
                var value = arguments[argumentIndex]
                if let convert = parameters[position].convert { value = try convert(value) }
                frame.slots[slot] = value
                argumentIndex += 1
                continue
            }
            let parameter = parameters[position]
            if parameter.isVariadic {
                var collected: [Value] = []
                if argumentIndex < arguments.count && LabelMatching.fits(labels[argumentIndex], parameter) {
                    repeat {
                        var value = arguments[argumentIndex]
                        if let convert = parameter.convert { value = try convert(value) }
                        collected.append(value)
                        argumentIndex += 1
                    } while argumentIndex < arguments.count && labels[argumentIndex] == nil
                }
                frame.slots[slot] = .array(parameter.isPack ? ArrayValue(keeping: collected) : ArrayValue(values: collected))
            } else if argumentIndex < arguments.count && LabelMatching.fits(labels[argumentIndex], parameter) {
                var value = arguments[argumentIndex]
                if let convert = parameter.convert { value = try convert(value) }
                frame.slots[slot] = value
                argumentIndex += 1
            } else if let literal = parameter.callerLiteral, let site {
                var value = Self.sourceLiteral(literal, at: site)
                if let convert = parameter.convert { value = try convert(value) }
                frame.slots[slot] = value
            } else if let defaultValue = parameter.defaultValue {
                frame.slots[slot] = try defaultValue(frame)
            } else {
                throw ScriptError.badArguments(callee: function.signature,
                                               expected: "an argument '\(parameter.label ?? "_")' at position \(position + 1)")
            }
        }
        if argumentIndex < arguments.count {
            let label = labels[argumentIndex] == LabelMatching.trailingClosure ? "a trailing closure" : "an argument labelled '\(labels[argumentIndex] ?? "_")'"
            throw ScriptError.badArguments(callee: function.signature, expected: "no \(label) here")
        }
    }

    /// The value of `#name` at `site`, as swiftc gives it in a program compiled as `main.swift`.
    static func sourceLiteral(_ name: String, at site: CallSite) -> Value {
        switch name {
        case "function": return .string(site.function)
        case "line": return .int(site.line)
        case "column": return .int(site.column)
        case "fileID": return .string("main/main.swift")
        default: return .string("main.swift")
        }
    }

    /// A fast caller for one-argument closures used in loops (`map`, `filter`): reuses one
    /// frame when nothing can capture it.
    func unaryCaller(_ function: FunctionValue) throws -> (Value) throws -> Value {
        guard function.canReuseFrame, !function.checksLabels, function.argumentSlots.count <= 1,
              function.parameters.allSatisfy({ $0.type == nil }), function.selfSlot == nil else {
            if function.argumentSlots.isEmpty && !function.ignoresExtraArguments && !function.checksLabels {
                throw ScriptError.badArguments(callee: function.name, expected: "a closure taking one argument")
            }
            return { [unowned self] argument in try self.call(function, [argument]) }
        }
        let frame = Frame(size: function.frameSize, parent: function.captured)
        let slot = function.argumentSlots.first ?? nil
        if function.argumentSlots.isEmpty && !function.ignoresExtraArguments {
            throw ScriptError.badArguments(callee: function.name, expected: "a closure taking one argument")
        }
        if function.argumentSlots.isEmpty {
            note("Swift needs a closure to use its argument ($0) or to name it: { _ in … }", at: nil)
        }
        let flag = interruptFlag
        let body = function.body
        if let slot {
            return { argument in
                try flag.check()
                frame.slots[slot] = argument
                return try body(frame)
            }
        }
        return { _ in
            try flag.check()
            return try body(frame)
        }
    }

    /// A fast caller for two-argument closures (`reduce`, `sorted(by:)`).
    func binaryCaller(_ function: FunctionValue) -> (Value, Value) throws -> Value {
        guard function.canReuseFrame, !function.checksLabels, function.argumentSlots.count == 2,
              function.parameters.allSatisfy({ $0.type == nil }), function.selfSlot == nil else {
            return { [unowned self] first, second in try self.call(function, [first, second]) }
        }
        let frame = Frame(size: function.frameSize, parent: function.captured)
        let first = function.argumentSlots[0], second = function.argumentSlots[1]
        let flag = interruptFlag
        let body = function.body
        return { a, b in
            try flag.check()
            if let first { frame.slots[first] = a }
            if let second { frame.slots[second] = b }
            return try body(frame)
        }
    }

    /// A text property of a declared value (`description`, `debugDescription`).
    func describingProperty(_ name: String, of value: Value) throws -> String {
        let property = try Members.get(value, name, runtime: self)
        guard case .string(let text) = property else {
            throw ScriptError.typeMismatch("'\(name)' of \(value.typeName) must be a String, not \(property.typeName)")
        }
        return text
    }

    /// The describer for this session (runs declared `description` properties).
    var describer: Describer { Describer(runtime: self) }
}
