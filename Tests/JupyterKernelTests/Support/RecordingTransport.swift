import Foundation
import JupyterEngine
@testable import JupyterKernel

/// A transport without sockets: shell requests and input replies come from queues a test
/// fills, and every message the kernel sends or publishes is recorded in order. Hooks let a
/// test act as a front end that reacts to what the kernel sends (an input request, a reply,
/// an idle status) at the moment it is sent.
final class RecordingTransport: KernelTransport, @unchecked Sendable {
    /// Where a recorded message went: a channel, or IOPub when nil.
    struct Record {
        var message: Message
        var channel: KernelChannel?
    }

    private let lock = NSLock()
    private var shellQueue: [Message] = []
    private var inputQueue: [Message] = []
    private var records: [Record] = []
    private var closed = false
    private var shellFilter: ((Message) -> Bool)?

    /// Called on the sending thread with each message sent to one peer (replies, input requests).
    var onSend: ((Message, KernelChannel) -> Void)?
    /// Called on the publishing thread with each IOPub message.
    var onPublish: ((Message) -> Void)?

    /// Every message sent or published so far, in order.
    var recorded: [Record] {
        lock.withLock { records }
    }

    /// Whether the kernel closed the transport (after a shutdown request).
    var isClosed: Bool {
        lock.withLock { closed }
    }

    /// Queues a request on the shell channel, after offering it to the kernel's filter (on
    /// the calling thread, as the ZeroMQ transport does on its own).
    func enqueueShell(_ request: Message) {
        if let filter = lock.withLock({ shellFilter }), filter(request) { return }
        lock.withLock { shellQueue.append(request) }
    }

    func offerShellRequests(to filter: @escaping (Message) -> Bool) {
        lock.withLock { shellFilter = filter }
    }

    /// Queues a message on the stdin channel (an input reply).
    func enqueueInput(_ message: Message) {
        lock.withLock { inputQueue.append(message) }
    }

    /// The next queued request; nil when the queue is empty, which ends `Kernel.serve()`.
    func receiveShellRequest(wait: Bool) -> Message? {
        lock.withLock { closed || shellQueue.isEmpty ? nil : shellQueue.removeFirst() }
    }

    func send(_ message: Message, on channel: KernelChannel) {
        lock.withLock { records.append(Record(message: message, channel: channel)) }
        onSend?(message, channel)
    }

    func publish(_ message: Message) {
        lock.withLock { records.append(Record(message: message, channel: nil)) }
        onPublish?(message)
    }

    func receiveInput(waitingAtMost milliseconds: Int) -> Message? {
        if let message = lock.withLock({ inputQueue.isEmpty ? nil : inputQueue.removeFirst() }) { return message }
        usleep(useconds_t(min(milliseconds, 10) * 1000))
        return nil
    }

    func discardPendingInput() {
        lock.withLock { inputQueue.removeAll() }
    }

    func close() {
        lock.withLock { closed = true }
    }
}
