import JupyterEngine

/// The `ExecutionContext` the kernel hands to a running cell or comm handler: publishes on
/// IOPub with the request as parent, asks for input on stdin, opens and sends on comms, and
/// collects pager payloads for the reply.
final class CellContext: ExecutionContext, PagingContext {
    private unowned let kernel: Kernel
    private let request: Message
    private let isSilent: Bool
    private let allowsInput: Bool
    /// `page` payloads for `execute_reply`.
    private(set) var payloads: [JSONValue] = []
    private lazy var streams = StreamBuffer { [kernel, request] stream, text in
        kernel.sender.publish("stream", content: ["name": .string(stream.rawValue), "text": .string(text)], parent: request.header)
    }

    init(kernel: Kernel, request: Message, isSilent: Bool, allowsInput: Bool) {
        self.kernel = kernel
        self.request = request
        self.isSilent = isSilent
        self.allowsInput = allowsInput
    }

    /// Sends stream text still waiting in the buffer; called before other outputs and at the
    /// end of the cell.
    func flushStreams() {
        streams.flush()
    }

    private func publish(_ type: String, _ content: [String: JSONValue], metadata: [String: JSONValue] = [:],
                         buffers: [[UInt8]] = []) {
        streams.flush()
        kernel.sender.publish(type, content: content, parent: request.header, metadata: metadata, buffers: buffers)
    }

    func write(_ text: String, to stream: StandardStream) {
        guard !isSilent, !text.isEmpty else { return }
        streams.write(text, to: stream)
    }

    func display(_ bundle: MimeBundle, displayID: String?) {
        guard !isSilent else { return }
        var content: [String: JSONValue] = ["data": .object(bundle.data), "metadata": .object(bundle.metadata)]
        content["transient"] = displayID.map { ["display_id": .string($0)] } ?? [:]
        publish("display_data", content)
    }

    func updateDisplay(_ bundle: MimeBundle, displayID: String) {
        guard !isSilent else { return }
        publish("update_display_data", ["data": .object(bundle.data), "metadata": .object(bundle.metadata),
                                        "transient": ["display_id": .string(displayID)]])
    }

    func clearOutput(wait: Bool) {
        guard !isSilent else { return }
        publish("clear_output", ["wait": .bool(wait)])
    }

    func readInput(prompt: String, isPassword: Bool) throws -> String {
        guard allowsInput else { throw InputError.notAllowed }
        streams.flush()
        return try kernel.requestInput(prompt: prompt, isPassword: isPassword, for: request)
    }

    func openComm(targetName: String, data: JSONValue, metadata: JSONValue, buffers: [[UInt8]]) -> Comm {
        let comm = Comm(id: RandomIdentifier.hex32(), targetName: targetName)
        kernel.comms.add(comm)
        publish("comm_open", ["comm_id": .string(comm.id), "target_name": .string(targetName), "data": data],
                metadata: metadata.objectValue ?? [:], buffers: buffers)
        return comm
    }

    func send(_ data: JSONValue, on comm: Comm, metadata: JSONValue, buffers: [[UInt8]]) {
        publish("comm_msg", ["comm_id": .string(comm.id), "data": data], metadata: metadata.objectValue ?? [:], buffers: buffers)
    }

    func close(_ comm: Comm, data: JSONValue) {
        kernel.comms.remove(id: comm.id)
        publish("comm_close", ["comm_id": .string(comm.id), "data": data])
    }

    func showInPager(_ bundle: MimeBundle) {
        payloads.append(["source": "page", "data": .object(bundle.data), "start": 0])
    }
}
