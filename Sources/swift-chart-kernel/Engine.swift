import ChartScript
import JupyterEngine

/// The kernel's version, for `kernel_info_reply`.
let kernelVersion = "0.1.0"

/// The engine that runs cells: the ChartScript language.
func makeEngine() -> KernelEngine {
    ChartScriptEngine()
}
