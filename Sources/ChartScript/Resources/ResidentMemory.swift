#if canImport(Glibc)
import Glibc
#endif

/// The memory the process holds in RAM now, from `/proc/self/statm` (a read of a few dozen
/// bytes, a few microseconds).
enum ResidentMemory {
    /// The resident bytes, or 0 when they cannot be read.
    static func bytes() -> Int {
        let file = open("/proc/self/statm", O_RDONLY)
        guard file >= 0 else { return 0 }
        defer { close(file) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
        guard count > 0 else { return 0 }
        // "size resident shared text lib data dt", in pages.
        let fields = buffer[0..<count].split(separator: UInt8(ascii: " "))
        guard fields.count > 1, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
