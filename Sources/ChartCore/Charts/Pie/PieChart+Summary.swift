extension PieChart {
    /// One line describing the data, such as
    /// "Pie chart of 6 slices totalling 122: largest Math (25.4%), smallest Music (8.2%)", or
    /// "Pie chart of Subject of 6 slices …" with an identifier.
    public var textSummary: String {
        let kind = holeRatio > 0 ? "Donut chart" : "Pie chart"
        let name = title.map { "\(kind) '\($0)'" } ?? kind
        let pairs = zip(categories, values).filter { $0.1.isFinite }
        let total = pairs.reduce(0) { $0 + $1.1 }
        guard !pairs.isEmpty, total > 0 else { return "\(name) with no data" }
        let format = (try? ValueFormatting.format(valueFormat, for: values)) ?? ValueStyle(format: nil)
        let data = identifier.flatMap { $0.isEmpty ? nil : " of \($0)" } ?? ""
        var text = "\(name)\(data) of \(pairs.count) \(pairs.count == 1 ? "slice" : "slices") totalling \(format.string(for: total))"
        if let largest = pairs.max(by: { $0.1 < $1.1 }), let smallest = pairs.min(by: { $0.1 < $1.1 }), pairs.count > 1 {
            text += ": largest \(largest.0) (\(PolarLayout.percentText(largest.1, total: total)))"
            text += ", smallest \(smallest.0) (\(PolarLayout.percentText(smallest.1, total: total)))"
        }
        return text
    }
}
