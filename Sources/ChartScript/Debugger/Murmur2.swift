/// MurmurHash2 (32-bit, Austin Appleby's), the hash JupyterLab's debugger uses to name a cell's
/// file: the debugger computes the same number over the cell's UTF-8 bytes with the seed the
/// kernel announced in `debugInfo`, so a breakpoint set in a cell before it runs names the file
/// the kernel will run it as.
enum Murmur2 {
    private static let multiplier: UInt32 = 0x5bd1_e995

    /// The hash of `text`'s UTF-8 bytes with `seed`.
    static func hash(_ text: String, seed: UInt32) -> UInt32 {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { hash($0, seed: seed) }
    }

    /// The hash of `bytes` with `seed`.
    static func hash(_ bytes: UnsafeMutableBufferPointer<UInt8>, seed: UInt32) -> UInt32 {
        let m = multiplier
        var hash = seed ^ UInt32(truncatingIfNeeded: bytes.count)
        var index = 0
        while bytes.count - index >= 4 {
            var k = UInt32(bytes[index]) | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2]) << 16 | UInt32(bytes[index + 3]) << 24
            k &*= m
            k ^= k >> 24
            k &*= m
            hash = (hash &* m) ^ k
            index += 4
        }
        let remaining = bytes.count - index
        if remaining >= 3 { hash ^= UInt32(bytes[index + 2]) << 16 }
        if remaining >= 2 { hash ^= UInt32(bytes[index + 1]) << 8 }
        if remaining >= 1 {
            hash ^= UInt32(bytes[index])
            hash &*= m
        }
        hash ^= hash >> 13
        hash &*= m
        hash ^= hash >> 15
        return hash
    }
}
