import JupyterEngine
import Synchronization

/// One request of the Debug Adapter Protocol and its answer: the response goes back once,
/// success with a body or failure with a message, numbered by the debugger's own sequence.
struct DebugExchange {
    let request: [String: JSONValue]
    let sequence: DebugSequence
    let respond: ([String: JSONValue]) -> Void

    /// The request's command (`setBreakpoints`, `stackTrace` …).
    var command: String { request["command"]?.stringValue ?? "" }

    /// The request's arguments (an empty object when absent or not an object).
    var arguments: [String: JSONValue] { request["arguments"]?.objectValue ?? [:] }

    /// Answers with success and `body`.
    func succeed(_ body: [String: JSONValue] = [:]) {
        respond(envelope(success: true, message: nil, body: body))
    }

    /// Answers with failure and `message` (shown to the person by front ends).
    func fail(_ message: String) {
        respond(envelope(success: false, message: message, body: ["error": ["id": 1, "format": .string(message)]]))
    }

    private func envelope(success: Bool, message: String?, body: [String: JSONValue]) -> [String: JSONValue] {
        var response: [String: JSONValue] = [
            "seq": .int(sequence.next()), "type": "response", "request_seq": request["seq"] ?? 0,
            "success": .bool(success), "command": .string(command), "body": .object(body),
        ]
        if let message { response["message"] = .string(message) }
        return response
    }
}

/// The debugger's message numbers (`seq` of responses and events).
final class DebugSequence: @unchecked Sendable {
    private let counter = Atomic<Int>(1)

    /// The next number.
    func next() -> Int {
        counter.wrappingAdd(1, ordering: .relaxed).oldValue
    }

    /// An event message with `name` and `body`.
    func event(_ name: String, _ body: [String: JSONValue]) -> [String: JSONValue] {
        ["seq": .int(next()), "type": "event", "event": .string(name), "body": .object(body)]
    }
}
