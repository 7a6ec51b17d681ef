/// Builds, signs and sends the kernel's messages: replies on a ROUTER socket, broadcasts on
/// IOPub. Every message gets a fresh header from the factory.
final class MessageSender: @unchecked Sendable {
    let codec: WireCodec
    let headers: MessageHeaderFactory
    let iopub: IOPubChannel?

    init(codec: WireCodec, headers: MessageHeaderFactory, iopub: IOPubChannel?) {
        self.codec = codec
        self.headers = headers
        self.iopub = iopub
    }

    /// The frames of a message of `type` with its IOPub topic as identity.
    func broadcastFrames(_ type: String, content: [String: JSONValue], parent: [String: JSONValue],
                         metadata: [String: JSONValue] = [:], buffers: [[UInt8]] = []) -> [[UInt8]] {
        let message = Message(identities: [Array("kernel.\(headers.session).\(type)".utf8)], header: headers.header(for: type),
                              parentHeader: parent, metadata: metadata, content: content, buffers: buffers)
        return codec.encode(message)
    }

    /// Broadcasts a message of `type` on IOPub.
    func publish(_ type: String, content: [String: JSONValue], parent: [String: JSONValue],
                 metadata: [String: JSONValue] = [:], buffers: [[UInt8]] = []) {
        iopub?.publish(broadcastFrames(type, content: content, parent: parent, metadata: metadata, buffers: buffers))
    }

    /// Publishes `status` with `execution_state`.
    func publishStatus(_ state: String, parent: [String: JSONValue]) {
        publish("status", content: ["execution_state": .string(state)], parent: parent)
    }

    /// Sends a message of `type` to the sender of `request` on `socket`.
    func send(_ type: String, content: [String: JSONValue], to request: Message, on socket: ZMQSocket,
              metadata: [String: JSONValue] = [:]) {
        let message = Message(identities: request.identities, header: headers.header(for: type),
                              parentHeader: request.header, metadata: metadata, content: content)
        if !socket.send(codec.encode(message)) {
            KernelLog.warning("could not send \(type): \(SocketError(operation: "send \(type)"))")
        }
    }
}
