#if canImport(Glibc)
import Glibc
#endif
import ChartScript
import JupyterEngine

/// The kernel's version, for `kernel_info_reply`.
let kernelVersion = "0.1.0"

/// The engine that runs cells: the ChartScript language, with the memory budget the
/// environment sets (``MemoryBudget/environmentVariable``; 4 GiB when unset).
func makeEngine() -> KernelEngine {
    ChartScriptEngine(memoryBudget: memoryBudget())
}

/// The budget from the environment; an unreadable value is reported and the standard used.
private func memoryBudget() -> MemoryBudget {
    let value = getenv(MemoryBudget.environmentVariable).map { String(cString: $0) }
    if let budget = MemoryBudget.fromEnvironment(value) { return budget }
    fputs("swift-chart-kernel: \(MemoryBudget.environmentVariable)=\(value ?? "") is not a size such as 4G or 512M (at least 16M) or none; using \(MemoryBudget.standard.description)\n", stderr)
    return MemoryBudget.standard
}
