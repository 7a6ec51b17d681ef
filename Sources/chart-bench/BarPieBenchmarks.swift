import ChartCore
import Foundation

/// Bar and pie rendering: the seed's small charts, a 1000-bar chart, and hit tests.
let barPieSuite = BenchmarkSuite(name: "bar-pie", summary: "bar and pie SVG rendering and hit tests") {
    let stopwatch = Stopwatch(runs: 15)
    var results: [BenchmarkResult] = []

    let subjects = ["Math", "Physics", "Art", "History", "Biology", "Music",
                    "Chemistry", "Latin", "Drama", "Economics", "Geography", "Philosophy"]
    var twelveBars = BarChart(categories: subjects, values: subjects.indices.map { Double(10 + ($0 * 7) % 25) })
    twelveBars.title = "Enrollment by subject"
    twelveBars.showsValueLabels = true
    var bytes = 0
    results.append(BenchmarkResult(name: "bar chart SVG", size: 12, timing: try stopwatch.measure {
        bytes = try twelveBars.svg.utf8.count
    }, note: "\(bytes) bytes"))

    var pie = PieChart(categories: Array(subjects.prefix(6)), values: [31, 24, 12, 18, 27, 10])
    pie.title = "Enrollment by subject"
    pie.legend = Legend(columns: 2, anchor: .bottom, displacement: Point(x: 0, y: 30))
    results.append(BenchmarkResult(name: "pie chart SVG", size: 6, timing: try stopwatch.measure {
        bytes = try pie.svg.utf8.count
    }, note: "\(bytes) bytes"))

    let count = 1000
    var many = BarChart(categories: (0..<count).map { "C\($0)" },
                        values: (0..<count).map { Double(($0 * 7919) % 1000) / 10 })
    many.width = 1200
    results.append(BenchmarkResult(name: "bar chart SVG", size: count, timing: try stopwatch.measure {
        bytes = try many.svg.utf8.count
    }, note: "\(bytes) bytes"))

    var hit: ChartHit?
    results.append(BenchmarkResult(name: "bar hit test (layout + lookup)", size: count, timing: stopwatch.measure {
        hit = many.hitTest(Point(x: 600, y: 200))
    }, note: "index \(hit?.index ?? -1)"))
    results.append(BenchmarkResult(name: "pie hit test (layout + lookup)", size: 6, timing: stopwatch.measure {
        hit = pie.hitTest(Point(x: 330, y: 120))
    }, note: "index \(hit?.index ?? -1)"))
    return results
}
