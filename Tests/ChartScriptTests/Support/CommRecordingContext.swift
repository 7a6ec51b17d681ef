import JupyterEngine
@testable import ChartScript

/// An execution context that records comms opened and messages sent, for widget tests.
final class CommRecordingContext: ExecutionContext {
    /// One comm the kernel opened: its target, data and metadata.
    struct Opened {
        var comm: Comm
        var data: JSONValue
        var metadata: JSONValue
    }

    var opened: [Opened] = []
    var sent: [(data: JSONValue, comm: Comm)] = []
    var displays: [MimeBundle] = []
    /// Text written to the output streams, in order.
    var written: [(text: String, stream: StandardStream)] = []
    private var nextID = 1

    func write(_ text: String, to stream: StandardStream) { written.append((text, stream)) }
    func display(_ bundle: MimeBundle, displayID: String?) { displays.append(bundle) }
    func updateDisplay(_ bundle: MimeBundle, displayID: String) { displays.append(bundle) }
    func clearOutput(wait: Bool) {}
    func readInput(prompt: String, isPassword: Bool) throws -> String { throw InputError.notAllowed }
    func openComm(targetName: String, data: JSONValue, metadata: JSONValue, buffers: [[UInt8]]) -> Comm {
        let comm = Comm(id: "widget-\(nextID)", targetName: targetName)
        nextID += 1
        opened.append(Opened(comm: comm, data: data, metadata: metadata))
        return comm
    }
    func send(_ data: JSONValue, on comm: Comm, metadata: JSONValue, buffers: [[UInt8]]) { sent.append((data, comm)) }
    func close(_ comm: Comm, data: JSONValue) {}
}
