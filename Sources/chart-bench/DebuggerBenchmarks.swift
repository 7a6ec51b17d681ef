import ChartScript
import JupyterEngine

/// The debugger's cost while it is attached and no breakpoint is hit: a loop and a call in a loop
/// of 1e6 turns, in one engine without a debugger and in one with the debugger attached (cells
/// compiled with the debugger's hooks) and a breakpoint set in another cell. Detached, cells
/// compile without hooks: comparing the interpreter suite with a build without the debugger
/// measures that.
let debuggerSuite = BenchmarkSuite(name: "debugger", summary: "loops and calls compiled for the debugger, no breakpoint hit") {
    let runs = Stopwatch(runs: 3, warmUpRuns: 1)
    var results: [BenchmarkResult] = []
    let loop = "var total = 0\nfor i in 0..<1_000_000 { total += i % 7 }\ntotal"
    let calls = "var total = 0\nfor i in 0..<1_000_000 { total &+= scaled(i) }\ntotal"
    let function = "func scaled(_ x: Int) -> Int { x * 3 + 1 }"
    for attached in [false, true] {
        let engine = ChartScriptEngine()
        if attached { try DebuggerBenchmark.attach(engine, breakpointIn: "let elsewhere = 1\nprint(elsewhere)", line: 2) }
        try BenchmarkCell.run(engine, function)
        let label = attached ? "attached" : "detached"
        results.append(BenchmarkResult(name: "for loop 1e6, \(label)", size: 1_000_000, timing: try runs.measure {
            try BenchmarkCell.run(engine, loop, expecting: "text/plain")
        }))
        results.append(BenchmarkResult(name: "call in a loop 1e6, \(label)", size: 1_000_000, timing: try runs.measure {
            try BenchmarkCell.run(engine, calls, expecting: "text/plain")
        }))
    }
    return results
}

/// Drives an engine's debugger as JupyterLab does, for the benchmarks.
enum DebuggerBenchmark {
    /// Attaches the debugger and sets a breakpoint on `line` of `code` (a cell that never runs).
    static func attach(_ engine: ChartScriptEngine, breakpointIn code: String, line: Int) throws {
        guard let debugger = engine.debugger else { throw BenchmarkCell.Failure(description: "the engine has no debugger") }
        var path = ""
        var failures: [String] = []
        func send(_ command: String, _ arguments: [String: JSONValue]) {
            debugger.handle(["type": "request", "seq": 1, "command": .string(command), "arguments": .object(arguments)]) { response in
                if response["success"]?.boolValue != true { failures.append("\(command): \(response["message"]?.stringValue ?? "failed")") }
                if let sourcePath = response["body"]?["sourcePath"]?.stringValue { path = sourcePath }
            }
        }
        send("initialize", [:])
        send("attach", [:])
        send("dumpCell", ["code": .string(code)])
        send("setBreakpoints", ["source": ["path": .string(path)], "breakpoints": [["line": .int(line)]]])
        guard failures.isEmpty, !path.isEmpty else {
            throw BenchmarkCell.Failure(description: "the debugger did not attach: \(failures.joined(separator: "; "))")
        }
    }
}
