extension BarChart {
    /// One line describing the data, such as
    /// "Bar chart of 6 categories: highest Math (31), lowest Art (12)".
    public var textSummary: String {
        let series = allSeries
        let kind = isHorizontal ? "Horizontal bar chart" : "Bar chart"
        let name = title.map { "\(kind) '\($0)'" } ?? kind
        guard !categories.isEmpty else { return "\(name) with no data" }
        let format = (try? ValueFormatting.format(valueFormat, for: series.flatMap(\.values))) ?? ValueStyle(format: nil)
        var text = "\(name) of \(categories.count) \(categories.count == 1 ? "category" : "categories")"
        if series.count > 1 {
            text += " and \(series.count) series (\(series.map(\.name).joined(separator: ", ")))"
            if isStacked { text += ", stacked" }
        }
        let pairs = zip(categories, values).filter { !$0.1.isNaN }
        if series.count == 1, let highest = pairs.max(by: { $0.1 < $1.1 }), let lowest = pairs.min(by: { $0.1 < $1.1 }) {
            text += ": highest \(highest.0) (\(format.string(for: highest.1))), lowest \(lowest.0) (\(format.string(for: lowest.1)))"
        }
        return text
    }
}
