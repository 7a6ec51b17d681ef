/// Formats data values for tooltips and summaries: the chart's number format when it has one,
/// else up to four decimals with trailing zeros dropped.
struct ValueText {
    var format: NumberFormat?
    var prefix: String = ""
    var suffix: String = ""

    func string(_ value: Double) -> String {
        NumberFormat.affixed(format?.string(for: value) ?? ValueText.compact(value), prefix: prefix, suffix: suffix)
    }

    /// Up to four decimals, trailing zeros dropped: 2.5 → "2.5", 3 → "3", 0.333333 → "0.3333".
    static func compact(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞") }
        if value.magnitude >= 1e15 || (value != 0 && value.magnitude < 1e-4) { return "\(value)" }
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == rounded.rounded() { return String(Int64(rounded)) }
        return rounded.description
    }
}
