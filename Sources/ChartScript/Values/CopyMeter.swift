/// Counts the bytes that changes to values copy, so that tests can check that a write copies
/// only what it writes when the value is not shared (Swift's copy-on-write with unique
/// references), rather than racing a clock.
///
/// The places that change storage in place (an array's elements, a dictionary's values, a
/// string being appended to, a struct's fields) run the change through ``changing(_:_:)``,
/// which notes a copy when the storage moved while it changed (a copy-on-write copy, or the
/// reallocation of a growing array, which is amortised: at most twice the final size in all);
/// code that rebuilds a value on purpose notes it with ``note(bytes:)``. Debug builds (the
/// tests') count; release builds compile all of it away.
enum CopyMeter {
    #if DEBUG
    /// Bytes copied since the count was last set to 0.
    nonisolated(unsafe) static var bytesCopied = 0
    /// A count of copied bytes past which ``whenPastLimit`` runs, once: a test stops a cell
    /// whose writes went quadratic (an interrupt) instead of waiting hours for it.
    nonisolated(unsafe) static var limit = Int.max
    /// What runs when ``bytesCopied`` first passes ``limit``.
    nonisolated(unsafe) static var whenPastLimit: (() -> Void)?
    #endif

    /// Notes that `bytes` were copied.
    @inline(__always)
    static func note(bytes: Int) {
        #if DEBUG
        let before = bytesCopied
        bytesCopied &+= bytes
        if before <= limit, bytesCopied > limit, let whenPastLimit {
            self.whenPastLimit = nil
            whenPastLimit()
        }
        #endif
    }

    /// Runs `body` on `array`, noting the bytes copied when its storage moved meanwhile.
    @inline(__always)
    static func changing<Element, Result>(_ array: inout [Element], _ body: (inout [Element]) throws -> Result) rethrows -> Result {
        #if DEBUG
        let before = array.withUnsafeBufferPointer { $0.baseAddress }, count = array.count
        defer {
            if count > 0, array.withUnsafeBufferPointer({ $0.baseAddress }) != before {
                note(bytes: count * MemoryLayout<Element>.stride)
            }
        }
        #endif
        return try body(&array)
    }

    /// Runs `body` on `text`, noting the bytes copied when its storage moved meanwhile (strings
    /// of up to 15 bytes are held inline and never counted).
    @inline(__always)
    static func changing<Result>(_ text: inout String, _ body: (inout String) throws -> Result) rethrows -> Result {
        #if DEBUG
        let count = text.utf8.count
        let before = count > 15 ? text.utf8.withContiguousStorageIfAvailable { $0.baseAddress } ?? nil : nil
        defer {
            if let before, text.utf8.withContiguousStorageIfAvailable({ $0.baseAddress }) != before {
                note(bytes: count)
            }
        }
        #endif
        return try body(&text)
    }
}
