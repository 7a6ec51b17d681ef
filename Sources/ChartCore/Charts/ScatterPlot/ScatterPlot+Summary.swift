extension ScatterPlot {
    /// One line describing the data (the SVG's <desc> and the text/plain output), such as
    /// "Scatter plot: 40 points, x from 0 to 9.75, y from 1.2 to 17.3."
    public var textSummary: String {
        let name = title.map { "Scatter plot '\($0)'" } ?? "Scatter plot"
        let parts = series.map { series -> String in
            guard let xMin = series.x.min(), let xMax = series.x.max(), let yMin = series.y.min(), let yMax = series.y.max() else {
                return "\(series.name): no data"
            }
            let prefix = self.series.count > 1 ? "\(series.name): " : ""
            return "\(prefix)\(min(series.x.count, series.y.count)) points, x from \(ValueText.compact(xMin)) to "
                + "\(ValueText.compact(xMax)), y from \(ValueText.compact(yMin)) to \(ValueText.compact(yMax))"
        }
        if series.allSatisfy({ $0.x.isEmpty }) { return "\(name) with no data." }
        return "\(name): " + parts.joined(separator: "; ") + "."
    }
}
