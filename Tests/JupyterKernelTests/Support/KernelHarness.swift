import Foundation
import JupyterEngine
@testable import JupyterKernel

/// A kernel with the scripted engine, driven without sockets: requests are queued, `serve()`
/// handles them all on the kernel's shell thread, and the messages it sent are read back by
/// the request they answer.
final class KernelHarness {
    let engine = ScriptedEngine()
    let transport = RecordingTransport()
    let kernel: Kernel
    private var counter = 0

    init() {
        let connection = ConnectionInfo(shellPort: 50001, iopubPort: 50002, stdinPort: 50003, controlPort: 50004,
                                        heartbeatPort: 50005, key: "")
        let configuration = KernelConfiguration(connection: connection, implementationName: "test-kernel",
                                                implementationVersion: "1.2.3", historyPath: ":memory:",
                                                handlesInterruptSignal: false)
        kernel = Kernel(configuration: configuration, engine: engine, transport: transport)
    }

    /// A request of `type` from a front end, as jupyter_client would send it.
    func message(_ type: String, _ content: [String: JSONValue] = [:]) -> Message {
        counter += 1
        let header: [String: JSONValue] = ["msg_id": .string("request-\(counter)"), "msg_type": .string(type),
                                           "session": "client-session", "username": "tester",
                                           "date": "2024-01-01T00:00:00.000000Z", "version": "5.4"]
        return Message(identities: [Array("client".utf8)], header: header, content: content)
    }

    /// Queues a shell request of `type` and returns it.
    @discardableResult
    func send(_ type: String, _ content: [String: JSONValue] = [:]) -> Message {
        let request = message(type, content)
        transport.enqueueShell(request)
        return request
    }

    /// Queues an `execute_request` for `code` with `options` (such as `silent`) and returns it.
    @discardableResult
    func execute(_ code: String, _ options: [String: JSONValue] = [:]) -> Message {
        send("execute_request", options.merging(["code": .string(code)]) { _, code in code })
    }

    /// Handles every queued request.
    func serve() {
        kernel.serve()
    }

    /// The messages caused by `request` (its parent), IOPub and replies, in the order sent.
    func records(for request: Message) -> [RecordingTransport.Record] {
        transport.recorded.filter { $0.message.parentHeader["msg_id"]?.stringValue == request.messageID }
    }

    /// The IOPub messages caused by `request`, in order.
    func published(for request: Message) -> [Message] {
        records(for: request).filter { $0.channel == nil }.map(\.message)
    }

    /// The outputs of `request`: its IOPub messages other than status and execute_input.
    func outputs(of request: Message) -> [Message] {
        published(for: request).filter { !["status", "execute_input"].contains($0.messageType) }
    }

    /// The reply to `request` (on whichever channel it went), if one was sent.
    func reply(to request: Message) -> Message? {
        records(for: request).first { $0.channel != nil && $0.message.messageType.hasSuffix("_reply") }?.message
    }

    /// The `status` of the reply to `request`.
    func status(of request: Message) -> String? {
        reply(to: request)?.content["status"]?.stringValue
    }
}

extension Message {
    /// The `execution_state` of a status message.
    var executionState: String? { content["execution_state"]?.stringValue }
}
