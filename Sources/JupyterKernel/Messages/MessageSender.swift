import JupyterEngine

/// Builds the kernel's messages and hands them to the transport: replies to one peer,
/// broadcasts on IOPub. Every message gets a fresh header from the factory. Safe from any thread.
final class MessageSender: @unchecked Sendable {
    let headers: MessageHeaderFactory
    private let transport: KernelTransport

    init(headers: MessageHeaderFactory, transport: KernelTransport) {
        self.headers = headers
        self.transport = transport
    }

    /// A broadcast message of `type`, with its IOPub topic (`kernel.<session>.<type>`) as identity.
    func broadcast(_ type: String, content: [String: JSONValue], parent: [String: JSONValue],
                   metadata: [String: JSONValue] = [:], buffers: [[UInt8]] = []) -> Message {
        Message(identities: [Array("kernel.\(headers.session).\(type)".utf8)], header: headers.header(for: type),
                parentHeader: parent, metadata: metadata, content: content, buffers: buffers)
    }

    /// Broadcasts a message of `type` on IOPub.
    func publish(_ type: String, content: [String: JSONValue], parent: [String: JSONValue],
                 metadata: [String: JSONValue] = [:], buffers: [[UInt8]] = []) {
        transport.publish(broadcast(type, content: content, parent: parent, metadata: metadata, buffers: buffers))
    }

    /// Publishes `status` with `execution_state`.
    func publishStatus(_ state: String, parent: [String: JSONValue]) {
        publish("status", content: ["execution_state": .string(state)], parent: parent)
    }

    /// Sends a message of `type` to the sender of `request` on `channel`.
    func send(_ type: String, content: [String: JSONValue], to request: Message, on channel: KernelChannel,
              metadata: [String: JSONValue] = [:]) {
        let message = Message(identities: request.identities, header: headers.header(for: type),
                              parentHeader: request.header, metadata: metadata, content: content)
        transport.send(message, on: channel)
    }
}
