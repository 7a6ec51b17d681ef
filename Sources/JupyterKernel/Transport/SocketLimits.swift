import CZeroMQ

/// What each of the kernel's sockets accepts and holds, so that a peer, with or without the
/// key, cannot make the kernel hold memory without bound: ZeroMQ reads frames and queues
/// messages before any signature is checked.
///
/// - A frame larger than its socket's ``maximumFrameBytes`` disconnects the peer that sent it
///   (`ZMQ_MAXMSGSIZE`): nothing of it is kept.
/// - At most ``receiveQueue`` messages from one peer wait to be read; past that ZeroMQ stops
///   reading that peer's connection (TCP pushes back; nothing is lost).
/// - At most ``sendQueue`` messages wait for a peer that does not read; past that, messages
///   to that peer are dropped (ROUTER and XPUB sockets drop rather than block).
public struct SocketLimits: Sendable {
    /// The largest frame accepted, in bytes.
    public var maximumFrameBytes: Int64
    /// The messages from one peer that may wait to be read.
    public var receiveQueue: Int32
    /// The messages to one peer that may wait to be sent.
    public var sendQueue: Int32

    /// Shell, control and stdin: requests with cells of megabytes and widget buffers pass;
    /// a front end's "run all" of hundreds of cells waits in TCP past the queue.
    public static let requests = SocketLimits(maximumFrameBytes: 64 << 20, receiveQueue: 128, sendQueue: 1000)
    /// The heartbeat: pings are a few bytes; a peer that never reads its echoes costs at
    /// most 16 small messages.
    public static let heartbeat = SocketLimits(maximumFrameBytes: 4096, receiveQueue: 16, sendQueue: 16)
    /// IOPub's subscriptions (the publisher's own sending bound is ``IOPubChannel/highWaterMark``).
    public static let subscriptions = SocketLimits(maximumFrameBytes: 64 << 10, receiveQueue: 64, sendQueue: IOPubChannel.highWaterMark)
}

extension ZMQSocket {
    /// Applies `limits` (before binding, so that every connection gets them).
    func apply(_ limits: SocketLimits) throws {
        try setOption(ZMQ_MAXMSGSIZE, wide: limits.maximumFrameBytes)
        try setOption(ZMQ_RCVHWM, limits.receiveQueue)
        try setOption(ZMQ_SNDHWM, limits.sendQueue)
    }
}
