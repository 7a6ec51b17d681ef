import ChartCore
#if canImport(Glibc)
import Glibc
#endif

/// Writes whole files with the C library, reporting the system's reason on failure.
///
/// A file is written atomically, as SQLite commits: the bytes go to a temporary file in the
/// same folder, which is flushed and synced to the disk, then renamed over the old file. A
/// kernel stopped mid-write (a crash, a restart, a full disk) leaves the old file whole, never
/// a prefix of the new one. A path naming a symbolic link writes the file it points to, and an
/// existing file keeps its permissions. Paths holding NUL or control characters are refused
/// (``FilePathCheck``).
enum FileWriting {
    /// Writes `bytes` to `path`, replacing the file.
    static func write(_ bytes: [UInt8], toFile path: String) throws(RasterError) {
        if let problem = FilePathCheck.problem(with: path) { throw RasterError.unwritableFile(path: path, reason: problem) }
        let target = resolvedTarget(of: path)
        var existing = stat()
        let replacesFile = stat(target, &existing) == 0
        let temporary = temporaryName(beside: target)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, replacesFile ? existing.st_mode & 0o7777 : 0o666)
        guard descriptor >= 0 else { throw RasterError.unwritableFile(path: path, reason: String(cString: strerror(errno))) }
        var failure: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if failure == 0, replacesFile { _ = fchmod(descriptor, existing.st_mode & 0o7777) }
        if failure == 0, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure == 0, rename(temporary, target) != 0 { failure = errno }
        guard failure == 0 else {
            unlink(temporary)
            throw RasterError.unwritableFile(path: path, reason: String(cString: strerror(failure)))
        }
        syncFolder(of: target)
    }

    /// Writes `text` as UTF-8 to `path`, replacing the file.
    static func write(_ text: String, toFile path: String) throws(RasterError) {
        try write(Array(text.utf8), toFile: path)
    }

    /// The file a path names: the target of a symbolic link, else the path.
    private static func resolvedTarget(of path: String) -> String {
        var link = stat()
        guard lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK, let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }

    /// A name for the temporary file in the folder of `path`: hidden, unique to this process
    /// and moment.
    private static func temporaryName(beside path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var moment = timespec()
        clock_gettime(CLOCK_REALTIME, &moment)
        return "\(folder).\(name).\(getpid()).\(moment.tv_nsec).tmp"
    }

    /// Syncs the folder so that the rename itself survives a power cut.
    private static func syncFolder(of path: String) {
        let folder = path.lastIndex(of: "/").map { String(path[...$0]) } ?? "."
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }
}
