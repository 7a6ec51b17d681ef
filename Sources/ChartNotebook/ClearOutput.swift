/// Clears what the cell has shown so far (with `wait: true`, when the next output arrives).
/// A terminal cannot take back what it printed, so a compiled program does nothing.
public func clearOutput(wait: Bool = false) {}
