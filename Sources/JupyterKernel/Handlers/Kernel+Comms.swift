import JupyterEngine

/// `comm_open`, `comm_msg` and `comm_close` from front ends.
extension Kernel {
    func commOpen(_ request: Message) -> HandlerResult {
        guard let id = request.content["comm_id"]?.stringValue,
              let target = request.content["target_name"]?.stringValue else {
            KernelLog.warning("comm_open without comm_id or target_name")
            return .noReply
        }
        let comm = Comm(id: id, targetName: target)
        let context = CellContext(kernel: self, request: request, isSilent: false, allowsInput: false)
        comms.add(comm)
        let accepted = engine.commOpened(comm, targetName: target, data: request.content["data"] ?? [:], context: context)
        context.flushStreams()
        if !accepted {
            comms.remove(id: id)
            KernelLog.warning("no comm target '\(target)'; closing comm \(id)")
            sender.publish("comm_close", content: ["comm_id": .string(id), "data": [:]], parent: request.header)
        }
        return .noReply
    }

    func commMessage(_ request: Message) -> HandlerResult {
        guard let id = request.content["comm_id"]?.stringValue, let comm = comms.comm(id: id) else {
            KernelLog.warning("comm_msg for a comm that is not open")
            return .noReply
        }
        let context = CellContext(kernel: self, request: request, isSilent: false, allowsInput: false)
        engine.commMessageReceived(comm, data: request.content["data"] ?? [:], buffers: request.buffers, context: context)
        context.flushStreams()
        return .noReply
    }

    func commClose(_ request: Message) -> HandlerResult {
        guard let id = request.content["comm_id"]?.stringValue, let comm = comms.remove(id: id) else {
            KernelLog.warning("comm_close for a comm that is not open")
            return .noReply
        }
        engine.commClosed(comm, data: request.content["data"] ?? [:])
        return .noReply
    }
}
