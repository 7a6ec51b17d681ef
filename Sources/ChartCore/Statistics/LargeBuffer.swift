// Scratch memory for the large working arrays of the statistics.

#if canImport(Glibc)
import Glibc
#endif

/// A block of uninitialised `UInt64` memory that the caller must `release()`.
///
/// On Linux, blocks of several megabytes are aligned to 2 MiB and marked for transparent
/// huge pages: one page fault and one address-translation entry per 2 MiB instead of per
/// 4 KiB, which matters for the scattered writes of a sort.
struct LargeBuffer {
    /// The memory.
    let buffer: UnsafeMutableBufferPointer<UInt64>
    private let alignedByHand: Bool

    /// Blocks at least this large (in bytes) ask for huge pages.
    static let hugePageThreshold = 4 << 20
    /// The huge page size on x86-64 and arm64 Linux.
    static let hugePageSize = 2 << 20

    /// Allocates room for `count` values.
    init(count: Int) {
        let bytes = count * MemoryLayout<UInt64>.stride
        #if canImport(Glibc)
        if bytes >= Self.hugePageThreshold {
            var raw: UnsafeMutableRawPointer?
            let rounded = (bytes + Self.hugePageSize - 1) / Self.hugePageSize * Self.hugePageSize
            if posix_memalign(&raw, Self.hugePageSize, rounded) == 0, let raw {
                _ = madvise(raw, rounded, MADV_HUGEPAGE)
                buffer = UnsafeMutableBufferPointer(start: raw.bindMemory(to: UInt64.self, capacity: count), count: count)
                alignedByHand = true
                return
            }
        }
        #endif
        buffer = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: count)
        alignedByHand = false
    }

    /// Returns the memory.
    func release() {
        #if canImport(Glibc)
        if alignedByHand {
            free(buffer.baseAddress)
            return
        }
        #endif
        buffer.deallocate()
    }
}
