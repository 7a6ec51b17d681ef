#if canImport(Glibc)
import Glibc
#endif

/// Writes whole files with the C library, reporting the system's reason on failure.
enum FileWriting {
    /// Writes `bytes` to `path`, replacing the file.
    static func write(_ bytes: [UInt8], toFile path: String) throws(RasterError) {
        guard !path.isEmpty else { throw RasterError.unwritableFile(path: path, reason: "the file name is empty") }
        guard let file = fopen(path, "wb") else {
            throw RasterError.unwritableFile(path: path, reason: String(cString: strerror(errno)))
        }
        let written = bytes.withUnsafeBytes { buffer in
            buffer.baseAddress.map { fwrite($0, 1, buffer.count, file) } ?? 0
        }
        let failedWrite = written != bytes.count ? errno : 0
        let closed = fclose(file)
        if failedWrite != 0 || closed != 0 {
            let reason = String(cString: strerror(failedWrite != 0 ? failedWrite : errno))
            throw RasterError.unwritableFile(path: path, reason: reason)
        }
    }

    /// Writes `text` as UTF-8 to `path`, replacing the file.
    static func write(_ text: String, toFile path: String) throws(RasterError) {
        try write(Array(text.utf8), toFile: path)
    }
}
