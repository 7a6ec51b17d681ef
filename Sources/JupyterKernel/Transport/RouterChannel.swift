import CZeroMQ
import Glibc

/// A ROUTER socket (shell or control) owned by one thread of its own, so that any thread may
/// send on it while another waits for requests: ZeroMQ sockets must be used by one thread at a
/// time. Other threads hand the frames they send to that thread through an in-process queue,
/// as ``IOPubChannel`` does; what arrives is handed, in order, to the function given to
/// ``start(name:arrived:)``, on that thread.
final class RouterChannel: @unchecked Sendable {
    private let router: ZMQSocket
    private let queueOut: ZMQSocket
    private let queueIn: ZMQSocket
    private let lock = Lock()
    /// Those waiting in ``deliverWaiting()``, in the order their markers were queued.
    private var drainWaiters: [WaitingQueue<Void>] = []

    /// Frames queued to be sent start with this one.
    private static let sendTag: [UInt8] = [0]
    /// A queued marker asking for everything already received to be handed over.
    private static let drainTag: [UInt8] = [1]

    /// Binds a ROUTER socket at `endpoint`, with `limits` on what its peers may send and queue.
    init(context: ZMQContext, endpoint: String, limits: SocketLimits) throws {
        router = try ZMQSocket(context: context, type: ZMQ_ROUTER)
        try router.setOption(ZMQ_LINGER, 1000)
        try router.setOption(ZMQ_ROUTER_HANDOVER, 1)
        try router.apply(limits)
        try router.bind(endpoint)
        let queueEndpoint = "inproc://router-\(RandomIdentifier.uuid())"
        queueIn = try ZMQSocket(context: context, type: ZMQ_PULL)
        try queueIn.setOption(ZMQ_RCVHWM, 0)
        try queueIn.bind(queueEndpoint)
        queueOut = try ZMQSocket(context: context, type: ZMQ_PUSH)
        try queueOut.setOption(ZMQ_SNDHWM, 0)
        try queueOut.setOption(ZMQ_LINGER, 1000)
        try queueOut.connect(queueEndpoint)
    }

    /// Queues `frames` to be sent. Safe from any thread; never waits for the peer.
    func send(_ frames: [[UInt8]]) {
        lock.withLock { _ = queueOut.send([Self.sendTag] + frames) }
    }

    /// Hands every message that reached the socket before this call to `arrived` (on the
    /// channel's thread) and returns once that is done. Safe from any thread but the channel's.
    func deliverWaiting() {
        let done = WaitingQueue<Void>()
        lock.withLock {
            drainWaiters.append(done)
            _ = queueOut.send([Self.drainTag])
        }
        _ = done.take(wait: true)
    }

    /// Starts the channel's thread; it runs until the process ends.
    func start(name: String, arrived: @escaping ([[UInt8]]) -> Void) {
        KernelThread.start(name: name) { [self] in run(arrived: arrived) }
    }

    private func run(arrived: ([[UInt8]]) -> Void) {
        var items = [
            zmq_pollitem_t(socket: queueIn.handle, fd: 0, events: Int16(ZMQ_POLLIN), revents: 0),
            zmq_pollitem_t(socket: router.handle, fd: 0, events: Int16(ZMQ_POLLIN), revents: 0),
        ]
        while true {
            let ready = zmq_poll(&items, 2, -1)
            if ready < 0 {
                if zmq_errno() == EINTR { continue }
                return
            }
            if items[1].revents & Int16(ZMQ_POLLIN) != 0 {
                receiveAll(arrived)
            }
            if items[0].revents & Int16(ZMQ_POLLIN) != 0 {
                while let frames = queueIn.receive(wait: false) {
                    if frames.first == Self.drainTag {
                        receiveAll(arrived)
                        let waiter = lock.withLock { drainWaiters.isEmpty ? nil : drainWaiters.removeFirst() }
                        waiter?.append(())
                    } else {
                        router.send(Array(frames.dropFirst()))
                    }
                }
            }
        }
    }

    private func receiveAll(_ arrived: ([[UInt8]]) -> Void) {
        while let frames = router.receive(wait: false) {
            arrived(frames)
        }
    }
}
