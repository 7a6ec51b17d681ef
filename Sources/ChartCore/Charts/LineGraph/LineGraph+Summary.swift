extension LineGraph {
    /// One line describing the data (the SVG's <desc> and the text/plain output), such as
    /// "Line graph of 12 points: from 3 to 25, mean 14.2; first 5 (Jan), last 20 (Dec)."
    public var textSummary: String {
        let graph = self
        let name = graph.title.map { "Line graph '\($0)'" } ?? "Line graph"
        let nonEmpty = graph.series.filter { $0.values.contains { !$0.isNaN } }
        guard !nonEmpty.isEmpty else { return "\(name) with no data." }
        let text = axisOptions.valueText(format: try? axisOptions.labelFormat())
        if graph.series.count == 1, let all = nonEmpty.first?.values {
            let extent = Extent(all)
            let minimum = extent.minimum, maximum = extent.maximum
            let mean = extent.sum / Double(max(1, extent.count))
            let first = all.firstIndex { !$0.isNaN } ?? 0, last = all.lastIndex { !$0.isNaN } ?? 0
            let gaps = all.count - extent.count
            return "\(name) of \(extent.count) point\(extent.count == 1 ? "" : "s")\(gaps > 0 ? " and \(gaps) gap\(gaps == 1 ? "" : "s")" : ""): "
                + "from \(text.label(minimum)) to \(text.label(maximum)), mean \(text.label(mean)); "
                + "first \(text.label(all[first])) (\(graph.label(at: first))), last \(text.label(all[last])) (\(graph.label(at: last)))."
        }
        let parts = graph.series.map { series -> String in
            let extent = Extent(series.values)
            guard extent.count > 0 else { return "\(series.name): no data" }
            let minimum = extent.minimum, maximum = extent.maximum
            return "\(series.name): \(extent.count) points from \(text.label(minimum)) to \(text.label(maximum))"
        }
        return "\(name) of \(graph.series.count) series. " + parts.joined(separator: "; ") + "."
    }
}
