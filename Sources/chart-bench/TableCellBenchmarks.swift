import ChartScript
import Foundation

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
    try BenchmarkCell.run(engine, "let benchTable = Table(csv: \"\(path)\")")
    return [
        BenchmarkResult(name: "cell: Table(csv:).count(by: subject)", size: rows, timing: try stopwatch.measure {
            try BenchmarkCell.run(engine, "Table(csv: \"\(path)\").count(by: \"subject\")", expecting: "text/html")
        }),
        BenchmarkResult(name: "cell: filter { row in row[subject] == Math }", size: rows, timing: try stopwatch.measure {
            try BenchmarkCell.run(engine, "benchTable.filter { row in row[\"subject\"] == \"Math\" }.rowCount", expecting: "text/plain")
        }),
        BenchmarkResult(name: "cell: filter(where: subject, equals: Math)", size: rows, timing: try stopwatch.measure {
            try BenchmarkCell.run(engine, "benchTable.filter(where: \"subject\", equals: \"Math\").rowCount", expecting: "text/plain")
        }),
        BenchmarkResult(name: "cell: column as array, mean", size: rows, timing: try stopwatch.measure {
            try BenchmarkCell.run(engine, "benchTable[\"grade\"].mean", expecting: "text/plain")
        }),
        BenchmarkResult(name: "cell: BarChart(count(by: subject))", size: rows, timing: try stopwatch.measure {
            try BenchmarkCell.run(engine, "BarChart(benchTable.count(by: \"subject\"))", expecting: "image/svg+xml")
        }),
        BenchmarkResult(name: "cell: show the table (HTML + text)", size: rows, timing: try Stopwatch(runs: 20).measure {
            try BenchmarkCell.run(engine, "benchTable", expecting: "text/html")
        }),
    ]
}
