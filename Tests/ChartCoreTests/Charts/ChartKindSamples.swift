import Foundation
@testable import ChartCore

/// One sample of every chart kind, with the prefix of its golden files. A new kind adds its
/// sample here; `ChartKindTests` fails until it does.
enum ChartKindSamples {
    /// A kind's sample: two series where the kind has series, so hit tests can tell them apart.
    struct Sample {
        /// The chart.
        var chart: any DrawableChart
        /// The prefix of the kind's files in Tests/ChartCoreTests/Golden/SVG ("line" for line-*.svg).
        var goldenPrefix: String
        /// The type's name, as declared in ChartCore.
        var typeName: String { String(describing: type(of: chart)) }
    }

    static var all: [Sample] {
        var line = LineGraph([4, 9, 2, 7], labels: ["a", "b", "c", "d"])
        line.addSeries([1, 2, 3, 12], name: "second")
        var scatter = ScatterPlot(x: [1, 2, 3], y: [3, 1, 2])
        scatter.addSeries(x: [0.5, 2.5], y: [1, 4], name: "second")
        var bars = BarChart(categories: ["Math", "Art", "Music"], values: [31, 12, 20])
        bars.addSeries([20, 15, 8], name: "last year")
        let pie = PieChart(categories: ["Math", "Art", "Music"], values: [31, 12, 20])
        return [Sample(chart: line, goldenPrefix: "line"), Sample(chart: scatter, goldenPrefix: "scatter"),
                Sample(chart: bars, goldenPrefix: "bar"), Sample(chart: pie, goldenPrefix: "pie")]
    }

    /// The names of every type that ChartCore's sources declare as conforming to `Chart` (or
    /// to `XYChart`, which refines it), read from the source files.
    static func declaredChartTypes() throws -> Set<String> {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/ChartCore")
        let declaration = try NSRegularExpression(
            pattern: #"(?:struct|class|enum)\s+(\w+)\s*:\s*[^{]*\b(?:DrawableChart|XYChart)\b[^{]*\{"#)
        var names: Set<String> = []
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            let range = NSRange(text.startIndex..., in: text)
            for match in declaration.matches(in: text, range: range) {
                if let name = Range(match.range(at: 1), in: text) { names.insert(String(text[name])) }
            }
        }
        return names
    }
}
