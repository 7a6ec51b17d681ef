import Glibc
import JupyterEngine

/// A kernel process on ZeroMQ: binds the five channels of a connection file and serves them,
/// the shell channel on the calling thread's behalf and the others each on its own thread.
///
/// Threads: shell (`Kernel.serve()`, one request at a time, with the engine's stack size);
/// control, so that interrupt and shutdown requests are answered while a cell runs;
/// heartbeat; IOPub; and, when the configuration asks for it, one that turns SIGINT into an
/// interrupt.
public final class KernelServer {
    /// The kernel the server drives.
    public let kernel: Kernel
    private let transport: ZMQTransport
    private let handlesInterruptSignal: Bool

    /// Binds every channel of `configuration.connection`; throws when a port cannot be bound.
    public init(configuration: KernelConfiguration, engine: KernelEngine) throws {
        handlesInterruptSignal = configuration.handlesInterruptSignal
        // Before any thread exists, so that every thread inherits the blocked signal.
        if handlesInterruptSignal { InterruptSignal.block() }
        transport = try ZMQTransport(connection: configuration.connection)
        kernel = Kernel(configuration: configuration, engine: engine, transport: transport)
    }

    /// Serves requests until a shutdown request ends the process.
    public func run() -> Never {
        let kernel = self.kernel
        let transport = self.transport
        transport.heartbeat.start()
        transport.startChannels()
        transport.iopub.start(welcome: { topic in transport.codec.encode(kernel.welcome(topic: topic)) })
        if handlesInterruptSignal { InterruptSignal.startWaiting { kernel.interrupt() } }
        KernelThread.start(name: "control") {
            while true {
                guard let request = transport.receiveControlRequest() else { continue }
                kernel.handleControl(request)
            }
        }
        kernel.serve()
        exit(0)
    }
}
