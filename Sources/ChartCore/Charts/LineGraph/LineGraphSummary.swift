/// The one-line text summary of a line graph (for <desc> and text/plain).
enum LineGraphSummary {
    static func text(for graph: LineGraph) -> String {
        let name = graph.title.map { "Line graph '\($0)'" } ?? "Line graph"
        let nonEmpty = graph.series.filter { !$0.values.isEmpty }
        guard !nonEmpty.isEmpty else { return "\(name) with no data." }
        let format = graph.yLabelFormat.isEmpty ? nil : try? NumberFormat(graph.yLabelFormat)
        let text = ValueText(format: format, prefix: graph.yLabelPrefix, suffix: graph.yLabelSuffix)
        if graph.series.count == 1, let values = nonEmpty.first?.values {
            let minimum = values.min() ?? 0, maximum = values.max() ?? 0
            let mean = values.reduce(0, +) / Double(values.count)
            let last = values.count - 1
            return "\(name) of \(values.count) point\(values.count == 1 ? "" : "s"): from \(text.string(minimum)) to "
                + "\(text.string(maximum)), mean \(text.string(mean)); first \(text.string(values[0])) (\(graph.label(at: 0))), "
                + "last \(text.string(values[last])) (\(graph.label(at: last)))."
        }
        let parts = graph.series.map { series -> String in
            guard let minimum = series.values.min(), let maximum = series.values.max() else { return "\(series.name): no data" }
            return "\(series.name): \(series.values.count) points from \(text.string(minimum)) to \(text.string(maximum))"
        }
        return "\(name) of \(graph.series.count) series. " + parts.joined(separator: "; ") + "."
    }
}
