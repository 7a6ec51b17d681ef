import JupyterEngine

/// The contents of a Jupyter connection file: where the five sockets listen and the key
/// messages are signed with.
public struct ConnectionInfo: Equatable, Sendable {
    /// `tcp` or `ipc`.
    public var transport: String
    /// The address to bind (tcp) or the path prefix of the socket files (ipc).
    public var ip: String
    /// The shell channel's port.
    public var shellPort: Int
    /// The IOPub channel's port.
    public var iopubPort: Int
    /// The stdin channel's port.
    public var stdinPort: Int
    /// The control channel's port.
    public var controlPort: Int
    /// The heartbeat's port.
    public var heartbeatPort: Int
    /// The signing key (may be empty: no signing).
    public var key: String
    /// The signing scheme; only `hmac-sha256` is supported.
    public var signatureScheme: String

    /// Creates connection information.
    public init(transport: String = "tcp", ip: String = "127.0.0.1", shellPort: Int, iopubPort: Int, stdinPort: Int,
                controlPort: Int, heartbeatPort: Int, key: String, signatureScheme: String = "hmac-sha256") {
        self.transport = transport
        self.ip = ip
        self.shellPort = shellPort
        self.iopubPort = iopubPort
        self.stdinPort = stdinPort
        self.controlPort = controlPort
        self.heartbeatPort = heartbeatPort
        self.key = key
        self.signatureScheme = signatureScheme
    }

    /// Reads a connection file.
    public init(contentsOfFile path: String) throws {
        guard let data = FileSystem.contents(atPath: path) else {
            throw ConnectionFileError.unreadable(path: path)
        }
        let value: JSONValue
        do {
            value = try JSONReader.parse(data)
        } catch let error as JSONError {
            throw ConnectionFileError.invalidJSON(path: path, reason: error)
        }
        try self.init(json: value, path: path)
    }

    /// Reads connection information from a parsed connection file; `path` is used in errors.
    public init(json: JSONValue, path: String = "connection file") throws {
        guard let object = json.objectValue else { throw ConnectionFileError.notAnObject(path: path) }
        func port(_ name: String) throws -> Int {
            guard let number = object[name]?.intValue else { throw ConnectionFileError.missingField(name, path: path) }
            guard (0...65535).contains(number) else { throw ConnectionFileError.invalidPort(name, value: number, path: path) }
            return number
        }
        let transport = object["transport"]?.stringValue ?? "tcp"
        guard transport == "tcp" || transport == "ipc" else {
            throw ConnectionFileError.unsupportedTransport(transport, path: path)
        }
        let scheme = object["signature_scheme"]?.stringValue ?? "hmac-sha256"
        guard scheme == "hmac-sha256" else { throw ConnectionFileError.unsupportedSignatureScheme(scheme, path: path) }
        let defaultIP = transport == "tcp" ? "127.0.0.1" : "kernel-ipc"
        self.init(transport: transport, ip: object["ip"]?.stringValue ?? defaultIP,
                  shellPort: try port("shell_port"), iopubPort: try port("iopub_port"), stdinPort: try port("stdin_port"),
                  controlPort: try port("control_port"), heartbeatPort: try port("hb_port"),
                  key: object["key"]?.stringValue ?? "", signatureScheme: scheme)
    }

    /// The ZeroMQ endpoint for `port`: `tcp://ip:port`, or `ipc://ip-port` for ipc.
    public func endpoint(port: Int) -> String {
        if transport == "ipc" { return "ipc://\(ip)-\(port)" }
        let host = ip.contains(":") && !ip.hasPrefix("[") ? "[\(ip)]" : ip
        return "tcp://\(host):\(port)"
    }
}

/// Why a connection file could not be used.
public enum ConnectionFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file does not exist or cannot be read.
    case unreadable(path: String)
    /// The file is not JSON.
    case invalidJSON(path: String, reason: JSONError)
    /// The JSON is not an object.
    case notAnObject(path: String)
    /// A required field (a port) is missing or not a number.
    case missingField(String, path: String)
    /// A port is outside 0…65535.
    case invalidPort(String, value: Int, path: String)
    /// The transport is neither `tcp` nor `ipc`.
    case unsupportedTransport(String, path: String)
    /// The signature scheme is not `hmac-sha256`.
    case unsupportedSignatureScheme(String, path: String)

    /// A message a person can act on.
    public var description: String {
        switch self {
        case .unreadable(let path): return "cannot read the connection file \(path)"
        case .invalidJSON(let path, let reason): return "the connection file \(path) is not valid JSON: \(reason)"
        case .notAnObject(let path): return "the connection file \(path) must hold a JSON object"
        case .missingField(let name, let path): return "the connection file \(path) has no numeric '\(name)'"
        case .invalidPort(let name, let value, let path): return "'\(name)' in \(path) is \(value), not a port number (0…65535)"
        case .unsupportedTransport(let transport, let path):
            return "the connection file \(path) asks for transport '\(transport)'; only tcp and ipc are supported"
        case .unsupportedSignatureScheme(let scheme, let path):
            return "the connection file \(path) asks for signature scheme '\(scheme)'; only hmac-sha256 is supported"
        }
    }
}
