import Foundation

/// Writes the kernel's diagnostics to standard error, where Jupyter servers collect them.
enum KernelLog {
    /// Writes one line prefixed with the kernel's name.
    static func warning(_ text: String) {
        FileHandle.standardError.write(Data("[swift kernel] \(text)\n".utf8))
    }
}
