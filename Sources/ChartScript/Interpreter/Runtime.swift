import JupyterEngine

/// What running code can reach: the interrupt flag, the cell's output context, the
/// call depth guard, and calling of function values.
final class Runtime {
    let interruptFlag: InterruptFlag
    /// Where `print`, `display` and `readLine` go; `nil` when evaluating quietly.
    var context: ExecutionContext?
    /// Whether `readLine()` may ask the person for input.
    var allowsInput = false
    /// How many calls are running inside one another.
    var callDepth = 0
    /// The session's interactive charts, answered through their comms.
    let widgets = WidgetRegistry()
    /// The deepest nesting of calls allowed before a ``ScriptError/recursionTooDeep(limit:)``.
    static let maximumCallDepth = 2_000

    init(interruptFlag: InterruptFlag) {
        self.interruptFlag = interruptFlag
    }

    /// Calls `function` with positional arguments (no labels).
    func call(_ function: FunctionValue, _ arguments: [Value]) throws -> Value {
        try call(function, arguments, labels: nil)
    }

    /// Calls `function`, matching `labels` (one per argument) against its parameters when it checks labels.
    func call(_ function: FunctionValue, _ arguments: [Value], labels: [String?]?) throws -> Value {
        try interruptFlag.check()
        callDepth += 1
        defer { callDepth -= 1 }
        if callDepth > Self.maximumCallDepth { throw ScriptError.recursionTooDeep(limit: Self.maximumCallDepth) }
        var frame = Frame(size: function.frameSize, parent: function.captured)
        defer { Frame.finish(&frame, emptying: function.slotsUnusedAfterCall) }
        if function.checksLabels {
            try bindLabelled(function, arguments, labels: labels ?? arguments.map { _ in nil }, into: frame)
        } else {
            try bindPositional(function, arguments, into: frame)
        }
        return try function.body(frame)
    }

    private func bindPositional(_ function: FunctionValue, _ arguments: [Value], into frame: Frame) throws {
        let slots = function.argumentSlots
        if arguments.count > slots.count && !function.ignoresExtraArguments || (arguments.count < slots.count) {
            throw ScriptError.badArguments(callee: function.name,
                                           expected: "\(slots.count) argument\(slots.count == 1 ? "" : "s"), got \(arguments.count)")
        }
        for (position, slot) in slots.enumerated() {
            if let slot { frame.slots[slot] = arguments[position] }
        }
    }

    private func bindLabelled(_ function: FunctionValue, _ arguments: [Value], labels: [String?], into frame: Frame) throws {
        var argumentIndex = 0
        for (position, parameter) in function.parameters.enumerated() {
            let slot = function.argumentSlots[position] ?? position
            if argumentIndex < arguments.count && labels[argumentIndex] == parameter.label {
                var value = arguments[argumentIndex]
                if let type = parameter.type { value = try Coercion.coerce(value, to: type) }
                frame.slots[slot] = value
                argumentIndex += 1
            } else if let defaultValue = parameter.defaultValue {
                frame.slots[slot] = try defaultValue(frame)
            } else {
                throw ScriptError.badArguments(callee: function.signature,
                                               expected: "an argument '\(parameter.label ?? "_")' at position \(position + 1)")
            }
        }
        if argumentIndex < arguments.count {
            throw ScriptError.badArguments(callee: function.signature, expected: "no argument labelled '\(labels[argumentIndex] ?? "_")' here")
        }
    }

    /// A fast caller for one-argument closures used in loops (`map`, `filter`): reuses one
    /// frame when nothing can capture it.
    func unaryCaller(_ function: FunctionValue) throws -> (Value) throws -> Value {
        guard function.canReuseFrame, !function.checksLabels || function.parameters.count == 1,
              function.argumentSlots.count <= 1 else {
            return { [unowned self] argument in try self.call(function, [argument]) }
        }
        let frame = Frame(size: function.frameSize, parent: function.captured)
        let slot = function.argumentSlots.first ?? nil
        if function.argumentSlots.isEmpty && !function.ignoresExtraArguments {
            throw ScriptError.badArguments(callee: function.name, expected: "a closure taking one argument")
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
        guard function.canReuseFrame, function.argumentSlots.count == 2 else {
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
}
