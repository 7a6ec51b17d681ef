/// A reference to a runtime that does not keep it alive and reads `nil` once it is gone.
///
/// It stands in for `weak`: a weak reference gives its target a side table, and every retain
/// and release of an object with a side table takes the slow path, which made each call of
/// the interpreter (which retains the runtime several times) markedly slower. The runtime
/// clears its link when it is deinitialized.
final class RuntimeLink {
    /// The runtime while it lives; `nil` after it is deinitialized (set only by ``Runtime``).
    unowned(unsafe) var runtime: Runtime?
}
