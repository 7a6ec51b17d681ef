/// `AsyncStream`, run in order like the rest of Swift concurrency in a cell: the closure that
/// builds the stream runs at once, and what it yields (before or after) is buffered until a
/// `for await` loop takes it.
enum AsyncStreamBindings {
    static func register(in table: BindingTable) {
        let stream = table.type("AsyncStream", doc("struct AsyncStream<Element>",
            "A sequence of values produced over time; read it with `for await`. In a cell the building closure runs at once.",
            "let numbers = AsyncStream<Int> { continuation in\n    for n in 1...3 { continuation.yield(n) }\n    continuation.finish()\n}\nfor await n in numbers { print(n) }"))
        let build = doc("init(_ elementType: Element.Type = Element.self, _ build: (AsyncStream<Element>.Continuation) -> Void)",
                        "Makes a stream; the closure yields its values through the continuation and finishes it.",
                        "AsyncStream(Int.self) { continuation in continuation.yield(1); continuation.finish() }")
        stream.addInitializer([param(nil, "closure")], build) { arguments, runtime in
            try makeStream(building: try arguments.function(0), runtime: runtime)
        }
        stream.addInitializer([param(nil, "Any"), param(nil, "closure")], build) { arguments, runtime in
            try makeStream(building: try arguments.function(1), runtime: runtime)
        }
        stream.addStatic("makeStream", .function(makeStreamFunction()), doc(
            "static func makeStream(of elementType: Element.Type = Element.self) -> (stream: AsyncStream<Element>, continuation: AsyncStream<Element>.Continuation)",
            "A stream and the continuation that feeds it.",
            "let (stream, continuation) = AsyncStream.makeStream(of: Int.self)"))

        let continuation = table.type("Continuation", doc("struct AsyncStream<Element>.Continuation",
            "Feeds an AsyncStream: yield(_:) adds a value, finish() ends the stream.", "continuation.yield(42)"))
        continuation.addMethod("yield", [param(nil, "Any")], doc("func yield(_ value: Element) -> YieldResult",
            "Adds a value to the stream (none after finish()).", "continuation.yield(3)")) { receiver, arguments, _ in
            let buffer = try streamBuffer(receiver)
            if !buffer.isFinished { buffer.elements.append(try arguments.value(0)) }
            return .void
        }
        continuation.addMethod("finish", [], doc("func finish()", "Ends the stream: a `for await` loop stops after the values yielded so far.",
                                                  "continuation.finish()")) { receiver, _, _ in
            try streamBuffer(receiver).isFinished = true
            return .void
        }
    }

    /// Runs the building closure with a continuation, as `AsyncStream { continuation in … }` does.
    private static func makeStream(building body: FunctionValue, runtime: Runtime) throws -> Value {
        let buffer = StreamBuffer()
        _ = try runtime.call(body, [.native(NativeBox(typeName: "Continuation", payload: buffer))])
        return .native(NativeBox(typeName: "AsyncStream", payload: buffer))
    }

    /// `AsyncStream.makeStream(of:)`: `(stream, continuation)` sharing one buffer.
    private static func makeStreamFunction() -> FunctionValue {
        let elementType = FunctionValue.Parameter(label: "of", name: "elementType", type: nil, defaultValue: { _ in .void })
        return FunctionValue(name: "makeStream", parameters: [elementType], checksLabels: true, argumentSlots: [0], ignoresExtraArguments: false,
                      frameSize: 1, body: { _ in
            let buffer = StreamBuffer()
            return .tuple(TupleValue(labels: ["stream", "continuation"], values: [
                .native(NativeBox(typeName: "AsyncStream", payload: buffer)),
                .native(NativeBox(typeName: "Continuation", payload: buffer)),
            ]))
        }, captured: nil, canReuseFrame: true)
    }

    private static func streamBuffer(_ value: Value) throws -> StreamBuffer {
        guard case .native(let box) = value, let buffer = box.payload as? StreamBuffer else {
            throw ScriptError.typeMismatch("expected an AsyncStream continuation")
        }
        return buffer
    }
}

/// The values yielded to a stream, shared by the stream and its continuation.
final class StreamBuffer: NativeSequence {
    var elements: [Value] = []
    var isFinished = false
}
