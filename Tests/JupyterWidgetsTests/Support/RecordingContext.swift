import JupyterEngine

/// An execution context that records the comms opened, the comm messages sent and the
/// displays shown.
final class RecordingContext: ExecutionContext {
    /// One comm the manager opened, with its data and metadata.
    struct Opened {
        var comm: Comm
        var data: JSONValue
        var metadata: JSONValue
    }

    var opened: [Opened] = []
    var sent: [(data: JSONValue, comm: Comm)] = []
    var displays: [MimeBundle] = []
    private var nextID = 1

    func write(_ text: String, to stream: StandardStream) {}
    func display(_ bundle: MimeBundle, displayID: String?) { displays.append(bundle) }
    func updateDisplay(_ bundle: MimeBundle, displayID: String) {}
    func clearOutput(wait: Bool) {}
    func readInput(prompt: String, isPassword: Bool) throws -> String { throw InputError.notAllowed }

    func openComm(targetName: String, data: JSONValue, metadata: JSONValue, buffers: [[UInt8]]) -> Comm {
        let comm = Comm(id: "model-\(nextID)", targetName: targetName)
        nextID += 1
        opened.append(Opened(comm: comm, data: data, metadata: metadata))
        return comm
    }

    func send(_ data: JSONValue, on comm: Comm, metadata: JSONValue, buffers: [[UInt8]]) {
        sent.append((data, comm))
    }

    func close(_ comm: Comm, data: JSONValue) {}
}
