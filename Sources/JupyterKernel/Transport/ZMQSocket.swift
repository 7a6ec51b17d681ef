import CZeroMQ

/// A process-wide ZeroMQ context that owns every socket's I/O threads.
public final class ZMQContext: @unchecked Sendable {
    /// The libzmq context handle.
    let handle: UnsafeMutableRawPointer

    /// Creates a context.
    public init() throws {
        guard let handle = zmq_ctx_new() else { throw SocketError(operation: "create a context") }
        self.handle = handle
    }
}

/// One ZeroMQ socket. Like libzmq's sockets, it must be used by one thread at a time.
public final class ZMQSocket: @unchecked Sendable {
    /// The libzmq socket handle.
    let handle: UnsafeMutableRawPointer

    /// Creates a socket of `type` (`ZMQ_ROUTER`, `ZMQ_XPUB`, …) in `context`.
    public init(context: ZMQContext, type: Int32) throws {
        guard let handle = zmq_socket(context.handle, type) else { throw SocketError(operation: "create a socket") }
        self.handle = handle
    }

    deinit {
        zmq_close(handle)
    }

    /// Sets an integer option such as `ZMQ_LINGER`.
    public func setOption(_ option: Int32, _ value: Int32) throws {
        var value = value
        guard zmq_setsockopt(handle, option, &value, MemoryLayout<Int32>.size) == 0 else {
            throw SocketError(operation: "set socket option \(option)")
        }
    }

    /// Sets a 64-bit integer option such as `ZMQ_MAXMSGSIZE`.
    public func setOption(_ option: Int32, wide value: Int64) throws {
        var value = value
        guard zmq_setsockopt(handle, option, &value, MemoryLayout<Int64>.size) == 0 else {
            throw SocketError(operation: "set socket option \(option)")
        }
    }

    /// Binds to `endpoint`, such as `tcp://127.0.0.1:5555`.
    public func bind(_ endpoint: String) throws {
        guard zmq_bind(handle, endpoint) == 0 else { throw SocketError(operation: "bind \(endpoint)") }
    }

    /// Connects to `endpoint`.
    public func connect(_ endpoint: String) throws {
        guard zmq_connect(handle, endpoint) == 0 else { throw SocketError(operation: "connect \(endpoint)") }
    }

    /// Sends `frames` as one multipart message. Returns false when the socket refused it.
    @discardableResult
    public func send(_ frames: [[UInt8]]) -> Bool {
        guard !frames.isEmpty else { return true }
        for (index, frame) in frames.enumerated() {
            let flags: Int32 = index == frames.count - 1 ? 0 : ZMQ_SNDMORE
            let sent = frame.withUnsafeBytes { buffer -> Int32 in
                var result: Int32
                repeat {
                    result = zmq_send(handle, buffer.baseAddress, buffer.count, flags)
                } while result < 0 && zmq_errno() == EINTR
                return result
            }
            if sent < 0 { return false }
        }
        return true
    }

    /// Receives one multipart message. With `wait` false, returns nil at once when none is
    /// queued. Also returns nil when the call was interrupted or the context ended.
    public func receive(wait: Bool = true) -> [[UInt8]]? {
        var frames: [[UInt8]] = []
        var message = zmq_msg_t()
        zmq_msg_init(&message)
        defer { zmq_msg_close(&message) }
        while true {
            let flags: Int32 = (frames.isEmpty && !wait) ? ZMQ_DONTWAIT : 0
            var size: Int32
            repeat {
                size = zmq_msg_recv(&message, handle, flags)
            } while size < 0 && zmq_errno() == EINTR && (wait || !frames.isEmpty)
            if size < 0 { return frames.isEmpty ? nil : frames }
            let count = zmq_msg_size(&message)
            if count > 0, let data = zmq_msg_data(&message) {
                frames.append(Array(UnsafeRawBufferPointer(start: data, count: count)))
            } else {
                frames.append([])
            }
            if zmq_msg_more(&message) == 0 { return frames }
        }
    }

    /// Waits up to `milliseconds` (-1: forever) for a message to read. True when one is ready.
    public func waitForInput(milliseconds: Int) -> Bool {
        var item = zmq_pollitem_t(socket: handle, fd: 0, events: Int16(ZMQ_POLLIN), revents: 0)
        let ready = zmq_poll(&item, 1, milliseconds)
        return ready > 0 && (item.revents & Int16(ZMQ_POLLIN)) != 0
    }
}
