import JupyterEngine

extension InterruptFlag {
    /// Throws ``ScriptError/interrupted`` when raised; loops, calls and long operations call it.
    @inline(__always)
    func check() throws {
        if isRaised { throw ScriptError.interrupted }
    }
}
