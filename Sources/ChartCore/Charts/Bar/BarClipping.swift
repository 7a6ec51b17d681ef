/// The bars a fixed value range cuts, and the warning that says so.
extension BarChartGeometry {
    /// The bars that reach beyond `domain` (for stacks, the segments that do), which the plot
    /// cuts at its edge.
    static func cutBars(_ bars: BarLayout, domain: ClosedRange<Double>, isStacked: Bool) -> [BarSegment] {
        bars.segments.filter { bar in
            guard !bar.isMissing else { return false }
            let low = min(bar.startValue, bar.endValue), high = max(bar.startValue, bar.endValue)
            return high > domain.upperBound + 1e-9 * max(1, domain.upperBound.magnitude)
                || low < domain.lowerBound - 1e-9 * max(1, domain.lowerBound.magnitude)
        }
    }

    /// "yRange 0…20 cuts 3 bars: Math (31), Physics (24), Computer Science (27); widen it or set
    /// yRange = nil to fit the data."
    static func clippingWarning(_ cut: [BarSegment], chart: BarChart, domain: ClosedRange<Double>, isStacked: Bool,
                                format: ValueStyle) -> String {
        let range = "\(format.string(for: domain.lowerBound))…\(format.string(for: domain.upperBound))"
        let named: [String]
        if isStacked {
            var totals: [Int: Double] = [:]
            for index in Set(cut.map(\.index)).sorted() {
                totals[index] = chart.allSeries.reduce(0) { sum, series in
                    let value = index < series.values.count ? series.values[index] : .nan
                    return value.isNaN || value < 0 ? sum : sum + value
                }
            }
            named = totals.keys.sorted().map { "\(chart.categories[$0]) (total \(format.string(for: totals[$0] ?? 0)))" }
        } else {
            named = cut.map { bar in
                let name = bar.index < chart.categories.count ? chart.categories[bar.index] : "bar \(bar.index + 1)"
                return "\(name) (\(format.string(for: bar.value)))"
            }
        }
        let shown = named.prefix(5).joined(separator: ", ") + (named.count > 5 ? ", and \(named.count - 5) more" : "")
        let noun = isStacked ? (named.count == 1 ? "stack" : "stacks") : (named.count == 1 ? "bar" : "bars")
        return "yRange \(range) cuts \(named.count) \(noun): \(shown); widen it, or set yRange = nil to fit the data"
    }
}
