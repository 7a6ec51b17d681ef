/// Chooses the number format for data values shown in labels and tooltips.
enum ValueFormatting {
    /// The format `pattern` names, or when empty the fewest decimals (at most two) that show
    /// every value of `values` as it is, with thousands separated from 10,000 up.
    static func format(_ pattern: String, for values: [Double]) throws(ChartError) -> NumberFormat {
        if !pattern.isEmpty { return try NumberFormat(pattern) }
        let finite = values.filter(\.isFinite)
        // From 1e15 up fixed notation runs to hundreds of digits: such data reads as 1.7e+308.
        if finite.contains(where: { $0.magnitude >= 1e15 }), let scientific = try? NumberFormat("%.4g") {
            return scientific
        }
        let decimals = (0...2).first { decimals in
            let scale = [1.0, 10, 100][decimals]
            return finite.allSatisfy { value in
                let scaled = value * scale
                return abs(scaled - scaled.rounded()) < 1e-6 * max(1, abs(scaled))
            }
        } ?? 2
        return NumberFormat.fixed(decimals: decimals, groupsThousands: finite.contains { abs($0) >= 10_000 })
    }
}
