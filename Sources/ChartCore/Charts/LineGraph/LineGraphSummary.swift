/// The one-line text summary of a line graph (for <desc> and text/plain).
enum LineGraphSummary {
    static func text(for graph: LineGraph) -> String {
        let name = graph.title.map { "Line graph '\($0)'" } ?? "Line graph"
        let nonEmpty = graph.series.filter { $0.values.contains { !$0.isNaN } }
        guard !nonEmpty.isEmpty else { return "\(name) with no data." }
        let format = graph.yLabelFormat.isEmpty ? nil : try? NumberFormat(graph.yLabelFormat)
        let text = ValueText(format: format, prefix: graph.yLabelPrefix, suffix: graph.yLabelSuffix)
        if graph.series.count == 1, let all = nonEmpty.first?.values {
            let values = all.filter { !$0.isNaN }
            let minimum = values.min() ?? 0, maximum = values.max() ?? 0
            let mean = values.reduce(0, +) / Double(values.count)
            let first = all.firstIndex { !$0.isNaN } ?? 0, last = all.lastIndex { !$0.isNaN } ?? 0
            let gaps = all.count - values.count
            return "\(name) of \(values.count) point\(values.count == 1 ? "" : "s")\(gaps > 0 ? " and \(gaps) gap\(gaps == 1 ? "" : "s")" : ""): "
                + "from \(text.string(minimum)) to \(text.string(maximum)), mean \(text.string(mean)); "
                + "first \(text.string(all[first])) (\(graph.label(at: first))), last \(text.string(all[last])) (\(graph.label(at: last)))."
        }
        let parts = graph.series.map { series -> String in
            let values = series.values.filter { !$0.isNaN }
            guard let minimum = values.min(), let maximum = values.max() else { return "\(series.name): no data" }
            return "\(series.name): \(series.values.count) points from \(text.string(minimum)) to \(text.string(maximum))"
        }
        return "\(name) of \(graph.series.count) series. " + parts.joined(separator: "; ") + "."
    }
}
