#if canImport(Glibc)
import Glibc
#endif

/// The process's resident memory, read from `/proc/self/statm` through a descriptor kept open,
/// so one reading is a single `pread` (about a microsecond).
final class ResidentMemory: @unchecked Sendable {
    /// The reader for this process; nil where `/proc/self/statm` cannot be opened.
    static let process = ResidentMemory(path: "/proc/self/statm")

    private let descriptor: Int32
    private let pageSize: Int

    /// Opens `path` (a file in statm's format: sizes in pages, the second one resident).
    init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
        self.pageSize = max(4096, Int(sysconf(Int32(_SC_PAGESIZE))))
    }

    deinit {
        close(descriptor)
    }

    /// The resident size in bytes, or nil when the file cannot be read.
    func bytes() -> Int? {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 96) { buffer -> Int? in
            guard let base = buffer.baseAddress else { return nil }
            let count = pread(descriptor, base, buffer.count, 0)
            guard count > 0 else { return nil }
            return Self.residentPages(in: UnsafeBufferPointer(start: base, count: count)).map { $0 * pageSize }
        }
    }

    /// The second number of a statm line ("size resident shared text lib data dt").
    static func residentPages(in line: UnsafeBufferPointer<UInt8>) -> Int? {
        var field = 0
        var value = 0
        var inNumber = false
        for byte in line {
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                value = value &* 10 &+ Int(byte - UInt8(ascii: "0"))
                inNumber = true
            } else if inNumber {
                if field == 1 { return value }
                field += 1
                value = 0
                inNumber = false
            }
        }
        return inNumber && field == 1 ? value : nil
    }
}
