import XCTest
@testable import ChartCore

/// Writes edge-case charts for looking at: `PREVIEW_DIR=/tmp/previews swift test --filter PreviewTests`,
/// then convert with `rsvg-convert`. Without PREVIEW_DIR it only checks that they render.
final class PreviewTests: XCTestCase {
    func testEdgeCaseChartsRender() throws {
        var charts: [(String, String)] = []
        var empty = LineGraph([])
        empty.title = "Empty"
        charts.append(("empty", try empty.svg))
        var one = LineGraph([42], labels: ["Only"])
        one.title = "One point"
        charts.append(("one", try one.svg))
        var flat = LineGraph([3, 3, 3, 3, 3])
        flat.title = "All equal"
        charts.append(("flat", try flat.svg))
        var negative = LineGraph([-1200.5, 300, -50, 4200, 1800.25, -3000], labels: ["North-west region", "South", "East", "West", "Central", "Overseas"])
        negative.title = "Negative values with long labels"
        negative.yLabelPrefix = "$"
        negative.fillBelowColor = .teal
        negative.showsAverageLine = true
        charts.append(("negative", try negative.svg))
        let big = (0..<1_000_000).map { sin(Double($0) / 20_000) * 50 + Double($0 % 1000) / 100 }
        var large = LineGraph(big)
        large.title = "One million points"
        charts.append(("million", try large.svg))
        var many = LineGraph((0..<120).map { Double(($0 * 37) % 50) }, labels: (0..<120).map { "Day \($0 + 1)" })
        many.title = "120 labelled points"
        many.legend.anchor = .right
        many.setFirstSeriesName("Visitors")
        many.addSeries((0..<120).map { Double(($0 * 13) % 40) }, name: "Signups")
        many.addSeries((0..<120).map { Double(($0 * 7) % 30) }, name: "Cancellations")
        charts.append(("many", try many.svg))
        var small = LineGraph([0.001, 0.0025, 0.0012, 0.004])
        small.width = 300
        small.height = 200
        small.title = "Small canvas, tiny values"
        charts.append(("small", try small.svg))
        var scatter = ScatterPlot(x: (0..<2000).map { Double(($0 * 7919) % 1000) / 10 }, y: (0..<2000).map { Double(($0 * 104729) % 1000) / 10 })
        scatter.title = "Unsorted cloud"
        scatter.symbolSize = 4
        scatter.legend = Legend(anchor: .bottomRight)
        scatter.addSeries(x: [10, 50, 90], y: [10, 50, 90], name: "Centres", symbol: .cross)
        charts.append(("cloud", try scatter.svg))
        guard let directory = ProcessInfo.processInfo.environment["PREVIEW_DIR"] else { return }
        for (name, svg) in charts {
            try svg.write(toFile: directory + "/" + name + ".svg", atomically: true, encoding: .utf8)
        }
    }
}
