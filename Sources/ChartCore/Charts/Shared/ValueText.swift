/// Formats data values for tooltips, summaries and labels drawn on a chart: the chart's
/// number format when it has one, else as people write numbers (`ReadableNumber`), between a
/// prefix and a suffix ("$27.1 k").
struct ValueText {
    var format: NumberFormat?
    var prefix: String = ""
    var suffix: String = ""

    /// A precise reading, for tooltips and popups: "27,140", "26.43".
    func string(_ value: Double) -> String {
        NumberFormat.affixed(format?.string(for: value) ?? ReadableNumber.precise(value), prefix: prefix, suffix: suffix)
    }

    /// A short reading, for labels on the chart and summaries: "27.1 k", "26.4".
    func label(_ value: Double) -> String {
        NumberFormat.affixed(format?.string(for: value) ?? ReadableNumber.string(value), prefix: prefix, suffix: suffix)
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
