import JupyterEngine

/// The shell channel: requests one at a time, and the execute requests a failing cell aborts.
///
/// When a cell fails and its request has `stop_on_error` (the default), the execute requests
/// that were already waiting when its reply went out are answered `aborted`, as ipykernel
/// does: they were sent on the assumption that the cell would succeed. Requests sent after
/// the front end saw the reply run normally; the kernel tells them apart by taking every
/// waiting request off the transport before the failing cell's reply is sent.
extension Kernel {
    /// Serves shell requests until the transport closes, each on one thread whose stack is the
    /// engine's `stackSize`; returns when the transport has no more.
    public func serve() {
        KernelThread.run(name: "shell", stackSize: engine.stackSize) { [self] in
            sender.publishStatus("starting", parent: [:])
            while let next = nextShellRequest() {
                let (request, isHeld) = next
                engine.interruptFlag.lower()
                let aborts = isHeld && request.messageType == "execute_request"
                isServingShellRequest = true
                shellRouter.dispatch(request, using: aborts ? { [unowned self] in abortedReply($0) } : nil)
                isServingShellRequest = false
            }
        }
    }

    /// Takes every request already waiting on the shell channel, so that its execute requests
    /// are aborted. Called by a failing cell before its reply is sent.
    func holdWaitingRequests() {
        while let waiting = transport.receiveShellRequest(wait: false) {
            heldRequests.append(waiting)
        }
    }

    /// The next request: held ones first, in the order they came.
    private func nextShellRequest() -> (Message, isHeld: Bool)? {
        if !heldRequests.isEmpty { return (heldRequests.removeFirst(), true) }
        return transport.receiveShellRequest(wait: true).map { ($0, false) }
    }

    private func abortedReply(_ request: Message) -> HandlerResult {
        .reply(["status": "aborted", "execution_count": .int(executionCount)])
    }
}
