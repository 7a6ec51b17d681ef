#if canImport(Glibc)
import Glibc
#endif

/// The few file operations the kernel framework needs, on the C library.
public enum FileSystem {
    /// The whole content of the file at `path`, or nil when it cannot be opened or read.
    public static func contents(atPath path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if count > 0 { bytes.append(contentsOf: chunk[0..<count]) }
            if count < chunk.count {
                return ferror(file) == 0 ? bytes : nil
            }
        }
    }

    /// Creates the folder at `path` and any missing parents (like `mkdir -p`).
    /// - Returns: false when a folder could not be created and does not already exist.
    @discardableResult
    public static func createDirectories(atPath path: String, permissions: mode_t = 0o755) -> Bool {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if mkdir(prefix, permissions) != 0 && errno != EEXIST { return false }
            prefix += "/"
        }
        return isDirectory(atPath: path)
    }

    /// Whether `path` names an existing folder.
    public static func isDirectory(atPath path: String) -> Bool {
        var entry = stat()
        return stat(path, &entry) == 0 && entry.st_mode & S_IFMT == S_IFDIR
    }

    /// Writes `bytes` to the file at `path`, replacing it.
    /// - Returns: nil on success, else the C library's reason ("Permission denied").
    public static func write(_ bytes: [UInt8], toPath path: String) -> String? {
        guard let file = fopen(path, "wb") else { return String(cString: strerror(errno)) }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        let failed = written != bytes.count
        let reason = failed ? String(cString: strerror(errno)) : nil
        return fclose(file) == 0 ? reason : (reason ?? String(cString: strerror(errno)))
    }

    /// Whether a file (or folder) exists at `path`.
    public static func fileExists(atPath path: String) -> Bool {
        var entry = stat()
        return stat(path, &entry) == 0
    }

    /// The current working directory, or "/" in the unlikely case it cannot be read.
    public static var currentDirectory: String {
        guard let pointer = getcwd(nil, 0) else { return "/" }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// Where the symbolic link at `path` points, or nil when it is not a readable link.
    public static func destinationOfSymbolicLink(atPath path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(path, &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
