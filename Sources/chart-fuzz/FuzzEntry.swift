#if CHART_FUZZING
#if canImport(Glibc)
import Glibc
#endif

// libFuzzer's entry points. The target is named by the environment variable CHART_FUZZ_TARGET.

/// libFuzzer's driver: parses its options from the command line, then calls `callback` with
/// each input it makes.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<Int32>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32

/// The program: SwiftPM names an executable's entry point after its module, so libFuzzer's
/// own `main` is not used; this one hands the command line to libFuzzer's driver.
@main
enum FuzzMain {
    static func main() {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzerTestOneInput))
    }
}

/// The target chosen at start-up.
nonisolated(unsafe) private var selectedTarget: (any FuzzTarget.Type)?

/// Chooses the target before the first input.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(_ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> Int32 {
    let name = getenv("CHART_FUZZ_TARGET").map { String(cString: $0) } ?? ""
    guard let target = FuzzTargets.named(name) else {
        fputs("chart-fuzz: set CHART_FUZZ_TARGET to one of: \(FuzzTargets.names)\n", stderr)
        exit(2)
    }
    selectedTarget = target
    return 0
}

/// Runs one input through the chosen target.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let target = selectedTarget else { return 0 }
    let input = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    target.run(input)
    return 0
}
#endif
