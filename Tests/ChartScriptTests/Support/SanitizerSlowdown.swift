#if canImport(Glibc)
import Glibc
#endif

/// How many times slower this test process runs than a plain debug build: ThreadSanitizer
/// instruments every memory access (about five times slower in the interpreter's loops),
/// AddressSanitizer about twice. Time bounds of tests that measure how soon work stops scale
/// by it under `make sanitize`; plain runs keep their bounds.
enum SanitizerSlowdown {
    static let factor: Double = {
        if isLinked("__tsan_init") { return 5 }
        if isLinked("__asan_init") { return 2 }
        return 1
    }()

    /// Whether the running process exports `symbol` (a sanitizer's runtime is linked into the
    /// test executable and exports its entry points).
    private static func isLinked(_ symbol: String) -> Bool {
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), symbol) != nil
    }
}
