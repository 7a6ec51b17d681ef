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
        many.seriesName = "Visitors"
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
        for (name, legend) in [("legend-left", Legend(anchor: .left)),
                               ("legend-bottom", Legend(columns: 2, anchor: .bottomLeft, displacement: Point(x: 0, y: 4))),
                               ("legend-inside", Legend(anchor: .topLeft, isInsidePlotArea: true))] {
            var graph = LineGraph([120, 340, 280, 510, 460], labels: ["Q1 2024", "Q2 2024", "Q3 2024", "Q4 2024", "Q1 2025"])
            graph.title = name
            graph.legend = legend
            graph.xAxisTitle = "Quarter"
            graph.yAxisTitle = "Revenue (k$)"
            graph.yLabelPrefix = "$"
            graph.seriesName = "Online store"
            graph.addSeries([80, 150, 260, 300, 380], name: "Retail")
            graph.addSeries([30, 60, 90, 160, 200], name: "Wholesale partners")
            charts.append((name, try graph.svg))
        }
        var gaps = LineGraph([3, 5, 4, .nan, 6, 8, 7, .nan, .nan, 9, 12, 10], labels: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"])
        gaps.title = "Gaps where values are missing"
        gaps.isSmooth = true
        gaps.fillBelowColor = .indigo
        gaps.theme = .slate
        charts.append(("gaps", try gaps.svg))
        guard let directory = ProcessInfo.processInfo.environment["PREVIEW_DIR"] else { return }
        for (name, svg) in charts {
            try svg.write(toFile: directory + "/" + name + ".svg", atomically: true, encoding: .utf8)
        }
    }
}
