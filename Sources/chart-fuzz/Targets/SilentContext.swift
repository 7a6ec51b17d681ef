import JupyterEngine

/// An execution context that keeps nothing: the fuzzed cells' output, displays and comms go
/// nowhere, and input is refused.
final class SilentContext: ExecutionContext {
    func write(_ text: String, to stream: StandardStream) {}
    func display(_ bundle: MimeBundle, displayID: String?) {}
    func updateDisplay(_ bundle: MimeBundle, displayID: String) {}
    func clearOutput(wait: Bool) {}
    func readInput(prompt: String, isPassword: Bool) throws -> String { throw InputError.notAllowed }
    func openComm(targetName: String, data: JSONValue, metadata: JSONValue, buffers: [[UInt8]]) -> Comm {
        Comm(id: "fuzz", targetName: targetName)
    }
    func send(_ data: JSONValue, on comm: Comm, metadata: JSONValue, buffers: [[UInt8]]) {}
    func close(_ comm: Comm, data: JSONValue) {}
}
