import CZeroMQ
import Glibc

/// The IOPub channel: broadcasts outputs and status to every front end.
///
/// An XPUB socket is owned by one thread, which forwards the frames other threads hand it
/// through an in-process queue, and answers each new subscription with an `iopub_welcome`
/// message (protocol 5.5) so a front end knows its subscription is live.
///
/// At most `highWaterMark` messages wait for any one subscriber; past that, messages to that
/// subscriber are dropped (as ipykernel's IOPub socket does, with ZeroMQ's default mark), so a
/// subscriber that stops reading cannot make the kernel hold output without bound. Subscribers
/// that keep up lose nothing.
public final class IOPubChannel: @unchecked Sendable {
    /// How many messages may wait for one subscriber: ZeroMQ's default, which ipykernel keeps.
    public static let highWaterMark: Int32 = 1000

    private let publisher: ZMQSocket
    private let queueOut: ZMQSocket
    private let queueIn: ZMQSocket
    private let lock = Lock()

    /// Binds the XPUB socket at `endpoint`.
    public init(context: ZMQContext, endpoint: String) throws {
        publisher = try ZMQSocket(context: context, type: ZMQ_XPUB)
        try publisher.setOption(ZMQ_LINGER, 1000)
        try publisher.apply(.subscriptions)
        try publisher.setOption(ZMQ_XPUB_VERBOSE, 1)
        try publisher.bind(endpoint)
        let queueEndpoint = "inproc://iopub-\(RandomIdentifier.uuid())"
        queueIn = try ZMQSocket(context: context, type: ZMQ_PULL)
        try queueIn.setOption(ZMQ_RCVHWM, 0)
        try queueIn.bind(queueEndpoint)
        queueOut = try ZMQSocket(context: context, type: ZMQ_PUSH)
        try queueOut.setOption(ZMQ_SNDHWM, 0)
        try queueOut.setOption(ZMQ_LINGER, 1000)
        try queueOut.connect(queueEndpoint)
    }

    /// Queues `frames` for broadcast. Safe from any thread.
    public func publish(_ frames: [[UInt8]]) {
        lock.lock()
        queueOut.send(frames)
        lock.unlock()
    }

    /// Starts the forwarding thread; it runs until the process ends. `welcome` makes the
    /// frames of the welcome message for a subscription topic.
    public func start(welcome: @escaping (String) -> [[UInt8]]) {
        KernelThread.start(name: "iopub") { [self] in run(welcome: welcome) }
    }

    private func run(welcome: (String) -> [[UInt8]]) {
        var items = [
            zmq_pollitem_t(socket: queueIn.handle, fd: 0, events: Int16(ZMQ_POLLIN), revents: 0),
            zmq_pollitem_t(socket: publisher.handle, fd: 0, events: Int16(ZMQ_POLLIN), revents: 0),
        ]
        while true {
            let ready = zmq_poll(&items, 2, -1)
            if ready < 0 {
                if zmq_errno() == EINTR { continue }
                return
            }
            if items[1].revents & Int16(ZMQ_POLLIN) != 0, let frames = publisher.receive(wait: false) {
                handleSubscription(frames, welcome: welcome)
            }
            if items[0].revents & Int16(ZMQ_POLLIN) != 0 {
                while let frames = queueIn.receive(wait: false) {
                    publisher.send(frames)
                }
            }
        }
    }

    private func handleSubscription(_ frames: [[UInt8]], welcome: (String) -> [[UInt8]]) {
        guard let frame = frames.first, frame.first == 1 else { return }
        let topic = String(decoding: frame.dropFirst(), as: UTF8.self)
        publisher.send(welcome(topic))
    }
}
