/// Chooses how data values read in value labels (bars, slices) and tooltips.
enum ValueFormatting {
    /// The style `pattern` names; when empty, the fewest decimals (at most two) that show
    /// every value of `values` as it is, or, when a value reaches 10,000, numbers counted in
    /// k, M, B as people write them ("27.1 k").
    static func format(_ pattern: String, for values: [Double]) throws(ChartError) -> ValueStyle {
        if !pattern.isEmpty { return ValueStyle(format: try NumberFormat(pattern)) }
        let finite = values.filter(\.isFinite)
        if finite.contains(where: { $0.magnitude >= 10_000 }) { return ValueStyle(format: nil) }
        let decimals = (0...2).first { decimals in
            let scale = [1.0, 10, 100][decimals]
            return finite.allSatisfy { value in
                let scaled = value * scale
                return abs(scaled - scaled.rounded()) < 1e-6 * max(1, abs(scaled))
            }
        } ?? 2
        return ValueStyle(format: NumberFormat.fixed(decimals: decimals))
    }
}

/// How values read: a printf-like format, or when there is none, as people write numbers.
struct ValueStyle: Equatable {
    /// The format; nil reads values with `ReadableNumber`.
    var format: NumberFormat?

    /// The text of `value`.
    func string(for value: Double) -> String {
        format?.string(for: value) ?? ReadableNumber.string(value)
    }
}
