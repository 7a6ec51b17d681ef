import ChartCore
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
    ///
    /// A pipe, device or socket is refused unless `allowsSpecialFiles` (reading one can wait
    /// for a writer that never comes, or never end); when allowed, it is read until its end,
    /// and ``WorkInterruption`` can stop the wait.
    /// - Throws: `TableError.fileNotFound`, `.unreadableFile`, `.fileTooLarge`,
    ///   `.notRegularFile`, `.interrupted`.
    static func bytesWithSentinel(path: String, allowsSpecialFiles: Bool = false) throws -> [UInt8] {
        if let problem = FilePathCheck.problem(with: path) { throw TableError.invalidPath(path: path, reason: problem) }
        let resolved = resolve(path)
        var entry = stat()
        guard stat(resolved, &entry) == 0 else {
            throw TableError.fileNotFound(path: path, resolvedPath: resolved)
        }
        let type = entry.st_mode & S_IFMT
        if type == S_IFDIR {
            throw TableError.unreadableFile(path: path, reason: "it is a directory")
        }
        if type != S_IFREG && !allowsSpecialFiles {
            throw TableError.notRegularFile(path: path, kind: kind(of: entry.st_mode), canBeAllowed: true)
        }
        // Without O_NONBLOCK, opening a pipe waits until something opens it for writing.
        let descriptor = open(resolved, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw TableError.unreadableFile(path: path, reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw TableError.unreadableFile(path: path, reason: String(cString: strerror(errno)))
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            // The path may have been replaced since it was looked at.
            guard allowsSpecialFiles else {
                throw TableError.notRegularFile(path: path, kind: kind(of: status.st_mode), canBeAllowed: true)
            }
            return try streamedBytes(descriptor, path: path)
        }
        let size = Int(status.st_size)
        guard size <= maximumBytes else { throw TableError.fileTooLarge(path: path, bytes: size) }
        guard AllocationBudget.allows(size + 1) else { throw TableError.memoryBudgetExceeded(source: "'\(path)'") }
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

    /// Everything a pipe or device gives until its end (at most ``maximumBytes``), waiting in
    /// steps of ``streamWaitMilliseconds`` so that an interruption is heard; then a zero byte.
    private static func streamedBytes(_ descriptor: Int32, path: String) throws -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            if WorkInterruption.isRequested { throw TableError.interrupted(source: "'\(path)'") }
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, streamWaitMilliseconds)
            if ready < 0 {
                if errno == EINTR { continue }
                throw TableError.unreadableFile(path: path, reason: String(cString: strerror(errno)))
            }
            if ready == 0 { continue }
            let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if got < 0 {
                if errno == EAGAIN || errno == EINTR { continue }
                throw TableError.unreadableFile(path: path, reason: String(cString: strerror(errno)))
            }
            if got == 0 { break }
            guard bytes.count + got <= maximumBytes else { throw TableError.fileTooLarge(path: path, bytes: bytes.count + got) }
            bytes.append(contentsOf: chunk[0..<got])
        }
        bytes.append(0)
        return bytes
    }

    /// How long one wait for a pipe's data lasts before the interruption is asked about again.
    static let streamWaitMilliseconds: Int32 = 20

    /// What a file mode says the file is, for messages ("a FIFO (named pipe)", "a character device").
    static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFDIR: return "a directory"
        default: return "not a regular file"
        }
    }

    /// The last part of a path ("data/students.csv" → "students.csv"), used to name a table's source.
    static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
