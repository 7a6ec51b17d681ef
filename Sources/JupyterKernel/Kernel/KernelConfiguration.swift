/// Everything a kernel needs to know besides its engine: where to listen, how to name itself
/// and where history is kept.
public struct KernelConfiguration: Sendable {
    /// Ports, transport, address and signing key, from the connection file.
    public var connection: ConnectionInfo
    /// `implementation` of `kernel_info_reply`, such as `swift-chart-kernel`.
    public var implementationName: String
    /// `implementation_version` of `kernel_info_reply`.
    public var implementationVersion: String
    /// The SQLite file that keeps history (`:memory:` keeps it for this process only).
    public var historyPath: String
    /// Whether SIGINT interrupts the running cell (instead of ending the process).
    public var handlesInterruptSignal: Bool

    /// Creates a configuration.
    public init(connection: ConnectionInfo, implementationName: String, implementationVersion: String,
                historyPath: String, handlesInterruptSignal: Bool = true) {
        self.connection = connection
        self.implementationName = implementationName
        self.implementationVersion = implementationVersion
        self.historyPath = historyPath
        self.handlesInterruptSignal = handlesInterruptSignal
    }
}
