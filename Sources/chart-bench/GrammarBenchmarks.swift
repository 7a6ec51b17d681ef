import ChartCore
import Foundation

/// Swift Charts' grammar on the engine: a small chart (10 marks) and lines of 1e4…1e6 points
/// to SVG (marks built beforehand), and building the marks of a 1e5-point chart.
let grammarSuite = BenchmarkSuite(
    name: "grammar",
    summary: "Chart of marks to SVG: 10 bars, lines of 1e4…1e6 LineMarks and LinePlot points; marks built for 1e5 points"
) {
    var results: [BenchmarkResult] = []
    let stopwatch = Stopwatch(runs: 9, warmUpRuns: 2)
    let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct"]
    let bars = Chart {
        ForEach(months.indices, id: \.self) { index in
            BarMark(x: .value("Month", months[index]), y: .value("Sales", Double(index * 7 % 11 + 3)))
                .foregroundStyle(by: .value("Half", index < 5 ? "First" : "Second"))
        }
    }
    var bytes = 0
    var cpu = CPUClock()
    let small = try stopwatch.measure { try cpu.measure { bytes = try bars.svg.utf8.count } }
    results.append(BenchmarkResult(name: "10 bars to SVG", size: 10, timing: small, note: "\(bytes) bytes, " + cpu.note))
    for size in [10_000, 100_000, 1_000_000] {
        let values = RenderingData.randomWalk(count: size)
        let line = Chart(values.indices, id: \.self) { index in
            LineMark(x: .value("x", index), y: .value("y", values[index]))
        }
        cpu = CPUClock()
        let timing = try Stopwatch(runs: 5, warmUpRuns: 1).measure { try cpu.measure { bytes = try line.svg.utf8.count } }
        results.append(BenchmarkResult(name: "line of points to SVG (LTTB)", size: size, timing: timing, note: "\(bytes) bytes, " + cpu.note))
    }
    for size in [10_000, 100_000, 1_000_000] {
        let values = RenderingData.randomWalk(count: size)
        let points = values.enumerated().map { (x: Double($0.offset), y: $0.element) }
        let plot = Chart { LinePlot(points, x: .value("x", \.x), y: .value("y", \.y)) }
        cpu = CPUClock()
        let timing = try Stopwatch(runs: 5, warmUpRuns: 1).measure { try cpu.measure { bytes = try plot.svg.utf8.count } }
        results.append(BenchmarkResult(name: "LinePlot to SVG (LTTB)", size: size, timing: timing, note: "\(bytes) bytes, " + cpu.note))
    }
    let values = RenderingData.randomWalk(count: 100_000)
    cpu = CPUClock()
    var markCount = 0
    let build = Stopwatch(runs: 5, warmUpRuns: 1).measure { cpu.measure {
        markCount = Chart(values.indices, id: \.self) { index in LineMark(x: .value("x", index), y: .value("y", values[index])) }.marks.count
    } }
    results.append(BenchmarkResult(name: "building 1e5 LineMarks", size: markCount, timing: build, note: cpu.note))
    return results
}
