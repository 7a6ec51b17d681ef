@testable import ChartCore

/// The charts whose SVG is kept as golden files, by file name.
enum GoldenSamples {
    static func lineGraph(theme: Theme) -> LineGraph {
        var graph = LineGraph([12, 18, 15, 25, 22, 30, 28, 35, 31, 40, 38, 45],
                              labels: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"])
        graph.title = "Students enrolled"
        graph.theme = theme
        graph.isSmooth = true
        graph.fillBelowColor = graph.theme.style.seriesColor(0)
        graph.usesGradientFill = true
        graph.showsAverageLine = true
        graph.yAxisTitle = "Students"
        graph.referenceLines = [ReferenceLine(y: 42, label: "Capacity")]
        graph.seriesName = "2025"
        graph.addSeries([10, 14, 13, 20, 19, 24, 25, 27, 26, 30, 33, 34], name: "2024")
        return graph
    }

    static func scatterPlot(theme: Theme) -> ScatterPlot {
        let x = (0..<40).map { Double($0) * 0.25 }
        var plot = ScatterPlot(x: x, y: x.map { 2 + 1.5 * $0 + sin($0 * 3) })
        plot.title = "Response by dose"
        plot.theme = theme
        plot.xAxisTitle = "Dose (mg)"
        plot.yAxisTitle = "Response"
        plot.seriesName = "Trial A"
        plot.addSeries(x: x, y: x.map { 1 + 1.1 * $0 + cos($0 * 2) }, name: "Trial B", symbol: .triangle)
        return plot
    }

    /// Every golden file name and the SVG it must contain.
    static func all() throws -> [(name: String, svg: String)] {
        var samples: [(String, String)] = []
        for theme in Theme.allCases {
            samples.append(("line-\(theme.rawValue)", try lineGraph(theme: theme).svg))
            samples.append(("scatter-\(theme.rawValue)", try scatterPlot(theme: theme).svg))
        }
        return samples
    }
}

import Foundation
