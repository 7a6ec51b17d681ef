/// Swift concurrency, run in order on the cell's thread: `Task { }` runs its closure at once,
/// `async let` and `await` evaluate as written, a task group runs each added task when it is
/// added and gives the results in that order, and sleeping advances no clock. What a cell
/// prints is then one of the orders a compiled program can print.
enum ConcurrencyBindings {
    static func register(in table: BindingTable) {
        let task = table.type("Task", doc("struct Task<Success, Failure>",
            "Work started now. In a cell the closure runs at once, before the next statement; `await task.value` gives its result.",
            "let task = Task { await loadScores() }\nlet scores = await task.value"))
        task.addInitializer([param(nil, "closure")], doc("init(operation: @escaping @Sendable () async -> Success)",
            "Runs the closure (at once, in a cell) and keeps its result or error.", "Task { print(\"working\") }")) { arguments, runtime in
            let box = TaskBox()
            let operation = try arguments.function(0)
            box.throws = operation.isThrowing
            do { box.result = .success(try runtime.call(operation, [])) } catch {
                guard ErrorValues.catchable(error) != nil else { throw error }
                box.result = .failure(error)
            }
            return .native(NativeBox(typeName: "Task", payload: box))
        }
        task.addProperty("value", type: "Any", doc("var value: Success { get async throws }",
            "The task's result; throws the error the task threw.", "let result = try await task.value")) { value in
            guard case .native(let box) = value, let taskBox = box.payload as? TaskBox else { throw ScriptError.typeMismatch("expected a Task") }
            switch taskBox.result {
            case .success(let result): return result
            case .failure(let error): throw error
            }
        }
        task.addProperty("isCancelled", type: "Bool", doc("var isCancelled: Bool { get }",
            "Whether cancel() was called.", "task.isCancelled")) { value in
            guard case .native(let box) = value, let taskBox = box.payload as? TaskBox else { throw ScriptError.typeMismatch("expected a Task") }
            return .bool(taskBox.isCancelled)
        }
        task.addMethod("cancel", [], doc("func cancel()", "Marks the task cancelled (it has already run in a cell).", "task.cancel()")) { receiver, _, _ in
            guard case .native(let box) = receiver, let taskBox = box.payload as? TaskBox else { throw ScriptError.typeMismatch("expected a Task") }
            taskBox.isCancelled = true
            return .void
        }
        task.addStatic("sleep", .function(sleepFunction()), doc("static func sleep(nanoseconds: UInt64) async throws",
            "Suspends the task; in a cell it returns at once (the tasks run in order).", "try await Task.sleep(nanoseconds: 1_000_000)"))
        task.addStatic("yield", .function(nothingFunction("yield")), doc("static func yield() async",
            "Lets other tasks run; in a cell they already have.", "await Task.yield()"))

        let duration = table.type("Duration", doc("struct Duration", "A length of time, such as .seconds(2).", "try await Task.sleep(for: .seconds(1))"))
        for unit in ["seconds", "milliseconds", "microseconds", "nanoseconds"] {
            duration.addStatic(unit, .function(durationFunction(unit)), doc("static func \(unit)(_ value: Int) -> Duration",
                "A duration of that many \(unit).", ".\(unit)(2)"))
        }

        let group = table.type("TaskGroup", doc("struct TaskGroup<ChildTaskResult>",
            "The group of child tasks of withTaskGroup: addTask runs a task (at once, in a cell); a `for await` loop or next() gives their results in the order they were added.",
            "await withTaskGroup(of: Int.self) { group in\n    for n in 1...3 { group.addTask { n * n } }\n    for await square in group { print(square) }\n}"))
        group.addMethod("addTask", [param(nil, "closure")], doc("mutating func addTask(operation: () async -> ChildTaskResult)",
            "Adds a child task, which runs at once in a cell.", "group.addTask { await score(of: student) }")) { receiver, arguments, runtime in
            let box = try taskGroup(receiver)
            do { box.results.append(.success(try runtime.call(try arguments.function(0), []))) } catch {
                guard ErrorValues.catchable(error) != nil else { throw error }
                box.results.append(.failure(error))
            }
            return .void
        }
        group.addMethod("next", [], doc("mutating func next() async -> ChildTaskResult?",
            "The next result, or nil when every result has been taken.", "while let value = await group.next() { total += value }")) { receiver, _, _ in
            let box = try taskGroup(receiver)
            guard !box.results.isEmpty else { return .null }
            switch box.results.removeFirst() {
            case .success(let value): return .wrapped(value)
            case .failure(let error): throw error
            }
        }
        group.addMethod("waitForAll", [], doc("mutating func waitForAll() async", "Waits for every child task (they have already run in a cell).",
                                               "await group.waitForAll()")) { _, _, _ in .void }
        group.addProperty("isEmpty", type: "Bool", doc("var isEmpty: Bool { get }", "Whether no result is left.", "group.isEmpty")) { value in
            .bool(try taskGroup(value).results.isEmpty)
        }
        for name in ["withTaskGroup", "withThrowingTaskGroup"] {
            table.addFunction(name, [param("of", "Any"), param("returning", "Any", default: true), param("body", "closure")],
                              doc("func \(name)<ChildTaskResult>(of: ChildTaskResult.Type, body: (inout TaskGroup<ChildTaskResult>) async -> Result) async -> Result",
                                  "Runs the closure with a task group; child tasks added to it run in order, and the group's results come in that order.",
                                  "let total = await \(name)(of: Int.self) { group in … }")) { arguments, runtime in
                let box = TaskGroupBox()
                return try runtime.call(try arguments.function(2), [.native(NativeBox(typeName: "TaskGroup", payload: box))])
            }
        }
    }

    private static func taskGroup(_ value: Value) throws -> TaskGroupBox {
        guard case .native(let box) = value, let group = box.payload as? TaskGroupBox else { throw ScriptError.typeMismatch("expected a task group") }
        return group
    }

    /// `Task.sleep(nanoseconds:)` and `Task.sleep(for:)`: the interrupt is honoured, no time passes.
    private static func sleepFunction() -> FunctionValue {
        let unused: (Frame) throws -> Value = { _ in .void }
        let parameters = ["nanoseconds", "for"].map { FunctionValue.Parameter(label: $0, name: $0, type: nil, defaultValue: unused) }
        return FunctionValue(name: "sleep", parameters: parameters, checksLabels: true, argumentSlots: [0, 1], ignoresExtraArguments: false,
                      frameSize: 2, body: { _ in
            try Runtime.current?.interruptFlag.check()
            return .void
        }, captured: nil, canReuseFrame: true)
    }

    private static func nothingFunction(_ name: String) -> FunctionValue {
        FunctionValue(name: name, parameters: [], checksLabels: false, argumentSlots: [], ignoresExtraArguments: true,
                      frameSize: 1, body: { _ in .void }, captured: nil, canReuseFrame: true)
    }

    private static func durationFunction(_ unit: String) -> FunctionValue {
        FunctionValue(name: unit, parameters: [], checksLabels: false, argumentSlots: [0], ignoresExtraArguments: false,
                      frameSize: 1, body: { frame in
            .native(NativeBox(typeName: "Duration", payload: "\(frame.slots[0].printed) \(unit)"))
        }, captured: nil, canReuseFrame: true)
    }
}

/// A task's outcome.
final class TaskBox: CustomStringConvertible {
    var result: Result<Value, Error> = .success(.void)
    var isCancelled = false
    /// Whether the task's closure throws (its failure type is then `Error`, else `Never`).
    var `throws` = false

    /// `Task<Int, Never>`, as `type(of:)` names the task (its success type is its result's).
    var typeName: String {
        let success: String
        switch result {
        case .success(let value): success = TypeNames.swiftName(TypeNames.type(of: value))
        case .failure: success = "()"
        }
        let failure: String
        if case .failure = result { failure = "Error" } else { failure = self.throws ? "Error" : "Never" }
        return "Task<\(success), \(failure)>"
    }

    /// What `print` shows of a task, as Swift does: its type and an opaque handle.
    var description: String { typeName + "(_task: (Opaque Value))" }
}

/// A task group's results, in the order the tasks were added.
final class TaskGroupBox: NativeSequence {
    var results: [Result<Value, Error>] = []

    var elements: [Value] {
        results.compactMap { if case .success(let value) = $0 { return value } else { return nil } }
    }
}
