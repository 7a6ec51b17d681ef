import Foundation
import ChartScript

/// Every suite the executable knows, in the order they run.
let allSuites: [BenchmarkSuite] = [
    dataFrameMemorySuite,  // first: it measures the resident memory a load adds to a fresh process
    statisticsSuite,
    renderingSuite,
    grammarSuite,
    barPieSuite,
    interpreterSuite,
    debuggerSuite,
    tableSuite,
    tableCellSuite,
    dataFrameSuite,
]

func printUsage() {
    print("usage: chart-bench [SUITE ...]\n       chart-bench --cells [--debugger] CODE ...   (run cells once, for callgrind; with the debugger attached)\n       chart-bench --echo CODE ...    (the same, printing what the cells print and show)\n       chart-bench --time RUNS SETUP ... CODE   (times the last cell RUNS times after the others)\n\nSuites (all run when none is named):")
    for suite in allSuites {
        print("  \(suite.name.padding(toLength: 14, withPad: " ", startingAt: 0)) \(suite.summary)")
    }
}

func formatted(_ milliseconds: Double) -> String {
    String(format: "%10.3f", milliseconds)
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    printUsage()
    exit(0)
}
if arguments.first == "--time", arguments.count >= 3, let runs = Int(arguments[1]) {
    // Runs every cell but the last once (setup), then times the last `runs` times after one
    // warm-up, printing its minimum and median in milliseconds and what it printed once: how
    // scripts/bench/usercode.py times user code without a kernel around it.
    let engine = ChartScriptEngine()
    let cells = Array(arguments.dropFirst(2))
    do {
        for setup in cells.dropLast() { try BenchmarkCell.run(engine, setup) }
        try BenchmarkCell.run(engine, cells[cells.count - 1], echoes: true)
        let timing = try Stopwatch(runs: runs, warmUpRuns: 0).measure { try BenchmarkCell.run(engine, cells[cells.count - 1]) }
        print("time-ms min \(timing.minimum) median \(timing.median)")
    } catch {
        FileHandle.standardError.write("chart-bench: \(error)\n".data(using: .utf8) ?? Data())
        exit(1)
    }
    exit(0)
}
if arguments.first == "--cells" || arguments.first == "--echo" {
    // Runs each argument as a cell in one session, once: for profiling the interpreter with
    // valgrind --tool=callgrind, whose instruction counts do not depend on the machine's load,
    // or (--echo) to see what cells print while working on the interpreter. After `--debugger`,
    // the debugger is attached first, with a breakpoint in a cell that never runs.
    let engine = ChartScriptEngine()
    let echoes = arguments.first == "--echo"
    var cells = Array(arguments.dropFirst())
    if cells.first == "--debugger" {
        cells.removeFirst()
        do { try DebuggerBenchmark.attach(engine, breakpointIn: "let elsewhere = 1\nprint(elsewhere)", line: 2) } catch {
            FileHandle.standardError.write("chart-bench: \(error)\n".data(using: .utf8) ?? Data())
            exit(1)
        }
    }
    for code in cells {
        do { try BenchmarkCell.run(engine, code, echoes: echoes) } catch {
            FileHandle.standardError.write("chart-bench: \(error)\n".data(using: .utf8) ?? Data())
            exit(1)
        }
    }
    exit(0)
}
let unknown = arguments.filter { name in !allSuites.contains { $0.name == name } }
if !unknown.isEmpty {
    FileHandle.standardError.write("chart-bench: unknown suite(s): \(unknown.joined(separator: ", "))\n".data(using: .utf8) ?? Data())
    printUsage()
    exit(2)
}
let selected = arguments.isEmpty ? allSuites : allSuites.filter { arguments.contains($0.name) }
print("suite           measurement                          size     min ms  median ms  note")
for suite in selected {
    do {
        for result in try suite.run() {
            let name = result.name.padding(toLength: 34, withPad: " ", startingAt: 0)
            let size = String(result.size).leftPadded(to: 9)
            print("\(suite.name.padding(toLength: 15, withPad: " ", startingAt: 0)) \(name) \(size) \(formatted(result.timing.minimum)) \(formatted(result.timing.median))  \(result.note)")
        }
    } catch {
        print("\(suite.name): failed: \(error)")
    }
}

extension String {
    /// The string with spaces in front, to `width` characters.
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
