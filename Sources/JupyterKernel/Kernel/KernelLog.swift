import Glibc

/// Writes the kernel's diagnostics to standard error, where Jupyter servers collect them.
enum KernelLog {
    /// Writes one line prefixed with the kernel's name.
    static func warning(_ text: String) {
        fputs("[swift kernel] \(text)\n", stderr)
    }
}
