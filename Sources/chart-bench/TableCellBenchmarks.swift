import ChartScript
import Foundation

/// DataFrames through cells: the cost the interpreter adds to ChartData's loading and counting,
/// a filter closure called once per row against a mask, and a frame's display.
let tableCellSuite = BenchmarkSuite(
    name: "table-cells",
    summary: "cells on a 1e6-row CSV: load and count, filter { row in … }, display"
) {
    let rows = Int(ProcessInfo.processInfo.environment["CHART_BENCH_TABLE_ROWS"] ?? "") ?? 1_000_000
    let path = try TableBenchmarkData.csvFile(rows: rows)
    let engine = ChartScriptEngine()
    let stopwatch = Stopwatch(runs: 3, warmUpRuns: 1)
    try BenchmarkCell.run(engine, "let benchTable = try DataFrame(contentsOfCSVFile: \"\(path)\")")
    return [
        BenchmarkResult(name: "cell: load, grouped(by: subject).counts()", size: rows, timing: try stopwatch.measure {
            try BenchmarkCell.run(engine, "try DataFrame(contentsOfCSVFile: \"\(path)\").grouped(by: \"subject\").counts(order: .descending)",
                                  expecting: "text/html")
        }),
        BenchmarkResult(name: "cell: filter { row in row[subject] == Math }", size: rows, timing: try stopwatch.measure {
            try BenchmarkCell.run(engine, "benchTable.filter { row in row[\"subject\", String.self] == \"Math\" }.shape.rows", expecting: "text/plain")
        }),
        BenchmarkResult(name: "cell: mask subject == Math", size: rows, timing: try stopwatch.measure {
            try BenchmarkCell.run(engine, "benchTable[benchTable[\"subject\", String.self] == \"Math\"].shape.rows", expecting: "text/plain")
        }),
        BenchmarkResult(name: "cell: column mean", size: rows, timing: try stopwatch.measure {
            try BenchmarkCell.run(engine, "benchTable[\"grade\", Int.self].mean()!", expecting: "text/plain")
        }),
        BenchmarkResult(name: "cell: BarChart(grouped(by: subject).counts())", size: rows, timing: try stopwatch.measure {
            try BenchmarkCell.run(engine, "try BarChart(benchTable.grouped(by: \"subject\").counts(order: .descending))", expecting: "text/html")
        }),
        BenchmarkResult(name: "cell: show the frame (HTML + text)", size: rows, timing: try Stopwatch(runs: 20).measure {
            try BenchmarkCell.run(engine, "benchTable", expecting: "text/html")
        }),
    ]
}
