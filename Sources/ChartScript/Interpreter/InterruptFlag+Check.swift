import JupyterEngine

extension InterruptFlag {
    /// Throws ``ScriptError/interrupted`` when raised; loops, calls and long operations call it.
    /// Each check also counts towards the next reading of the kernel's memory (``MemoryGuard``).
    @inline(__always)
    func check() throws {
        if isRaised { throw ScriptError.interrupted }
        try MemoryGuard.countCheck()
    }
}
