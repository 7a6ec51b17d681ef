import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Reads a whole file into memory as bytes, resolving relative paths against the
/// current working directory (in a notebook, the notebook's folder).
enum FileReader {
    /// The largest file a table loads: field positions are stored in 32 bits.
    static let maximumBytes = Int(Int32.max)

    /// The absolute path `path` refers to.
    static func resolve(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        if path.hasPrefix("~/") { return expandingTilde(path) }
        let directory = currentDirectory
        return directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }

    /// `path`, which starts with "~/", with the tilde replaced by the home directory and
    /// trailing slashes removed ("~/data/" → "/home/ada/data"), as Foundation expands it.
    static func expandingTilde(_ path: String) -> String {
        var expanded = homeDirectory + path.dropFirst()
        while expanded.count > 1, expanded.hasSuffix("/") { expanded.removeLast() }
        return expanded
    }

    /// The current working directory, or "/" in the unlikely case it cannot be read.
    static var currentDirectory: String {
        guard let pointer = getcwd(nil, 0) else { return "/" }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// The home folder: `$HOME`, else the password database's entry for this user.
    static var homeDirectory: String {
        if let home = getenv("HOME"), home.pointee != 0 { return String(cString: home) }
        if let entry = getpwuid(getuid()), let folder = entry.pointee.pw_dir { return String(cString: folder) }
        return "/"
    }

    /// The file's bytes followed by one zero byte (a sentinel that lets parsers look one
    /// byte past the end without a bounds check).
    /// - Throws: `TableError.fileNotFound`, `.unreadableFile` or `.fileTooLarge`.
    static func bytesWithSentinel(path: String) throws -> [UInt8] {
        let resolved = resolve(path)
        var entry = stat()
        guard stat(resolved, &entry) == 0 else {
            throw TableError.fileNotFound(path: path, resolvedPath: resolved)
        }
        if entry.st_mode & S_IFMT == S_IFDIR {
            throw TableError.unreadableFile(path: path, reason: "it is a directory")
        }
        let descriptor = open(resolved, O_RDONLY)
        guard descriptor >= 0 else {
            throw TableError.unreadableFile(path: path, reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw TableError.unreadableFile(path: path, reason: String(cString: strerror(errno)))
        }
        let size = Int(status.st_size)
        guard size <= maximumBytes else { throw TableError.fileTooLarge(path: path, bytes: size) }
        var bytes = [UInt8](repeating: 0, count: size + 1)
        var total = 0
        let failure: String? = bytes.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress else { return nil }
            while total < size {
                let got = read(descriptor, base + total, size - total)
                if got < 0 { return String(cString: strerror(errno)) }
                if got == 0 { break }
                total += got
            }
            return nil
        }
        if let failure { throw TableError.unreadableFile(path: path, reason: failure) }
        if total < size { bytes.removeSubrange(total..<size) }
        return bytes
    }

    /// The last part of a path ("data/students.csv" → "students.csv"), used to name a table's source.
    static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
