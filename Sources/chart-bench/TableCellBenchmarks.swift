import ChartScript
import Foundation
import JupyterKernel

/// Tables through cells: the cost the interpreter adds to ChartData's loading and counting,
/// a filter closure called once per row, and a table's display.
let tableCellSuite = BenchmarkSuite(
    name: "table-cells",
    summary: "cells on a 1e6-row CSV: load and count, filter { row in … }, display"
) {
    let rows = Int(ProcessInfo.processInfo.environment["CHART_BENCH_TABLE_ROWS"] ?? "") ?? 1_000_000
    let path = try TableBenchmarkData.csvFile(rows: rows)
    let engine = ChartScriptEngine()
    let stopwatch = Stopwatch(runs: 3, warmUpRuns: 1)
    try TableCell.run(engine, "let benchTable = Table(csv: \"\(path)\")")
    return [
        BenchmarkResult(name: "cell: Table(csv:).count(by: subject)", size: rows, timing: try stopwatch.measure {
            try TableCell.run(engine, "Table(csv: \"\(path)\").count(by: \"subject\")", expecting: "text/html")
        }),
        BenchmarkResult(name: "cell: filter { row in row[subject] == Math }", size: rows, timing: try stopwatch.measure {
            try TableCell.run(engine, "benchTable.filter { row in row[\"subject\"] == \"Math\" }.rowCount", expecting: "text/plain")
        }),
        BenchmarkResult(name: "cell: filter(where: subject, equals: Math)", size: rows, timing: try stopwatch.measure {
            try TableCell.run(engine, "benchTable.filter(where: \"subject\", equals: \"Math\").rowCount", expecting: "text/plain")
        }),
        BenchmarkResult(name: "cell: column as array, mean", size: rows, timing: try stopwatch.measure {
            try TableCell.run(engine, "benchTable[\"grade\"].mean", expecting: "text/plain")
        }),
        BenchmarkResult(name: "cell: BarChart(count(by: subject))", size: rows, timing: try stopwatch.measure {
            try TableCell.run(engine, "BarChart(benchTable.count(by: \"subject\"))", expecting: "image/svg+xml")
        }),
        BenchmarkResult(name: "cell: show the table (HTML + text)", size: rows, timing: try Stopwatch(runs: 20).measure {
            try TableCell.run(engine, "benchTable", expecting: "text/html")
        }),
    ]
}

/// Runs benchmark cells, checking each gives what it should.
private enum TableCell {
    /// Why a cell did not give what it should.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// A context that discards every output, so only the work is measured.
    final class SilentContext: ExecutionContext {
        func write(_ text: String, to stream: JupyterKernel.OutputStream) {}
        func display(_ bundle: MimeBundle, displayID: String?) {}
        func updateDisplay(_ bundle: MimeBundle, displayID: String) {}
        func clearOutput(wait: Bool) {}
        func readInput(prompt: String, isPassword: Bool) throws -> String { throw InputError.notAllowed }
        func openComm(targetName: String, data: JSONValue, metadata: JSONValue, buffers: [[UInt8]]) -> Comm {
            Comm(id: "bench", targetName: targetName)
        }
        func send(_ data: JSONValue, on comm: Comm, metadata: JSONValue, buffers: [[UInt8]]) {}
        func close(_ comm: Comm, data: JSONValue) {}
    }

    /// Runs `code` and checks its result has `mimeType` (when given).
    static func run(_ engine: ChartScriptEngine, _ code: String, expecting mimeType: String? = nil) throws {
        switch engine.execute(ExecuteRequest(code: code), context: SilentContext()) {
        case .success(let result):
            if let mimeType, result?.data[mimeType] == nil {
                throw Failure(description: "cell gave no \(mimeType): \(code.prefix(60))")
            }
        case .failure(let error):
            throw Failure(description: "\(error.name): \(error.value) in \(code.prefix(60))")
        }
    }
}
