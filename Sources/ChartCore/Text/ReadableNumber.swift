#if canImport(Glibc)
import Glibc
#endif

/// Numbers as people write them on a chart: three significant digits, thousands as "k",
/// millions as "M", billions as "B", trillions as "T", trailing zeros dropped —
/// 26.428571 → "26.4", 1234 → "1.2 k", 27_140 → "27.1 k", 0.012345 → "0.0123".
public enum ReadableNumber {
    /// The units a large number is counted in, from the largest.
    private static let units: [(size: Double, symbol: String)] = [(1e12, "T"), (1e9, "B"), (1e6, "M"), (1e3, "k")]

    /// `value` in three significant digits, counted in k, M, B or T from `unitsFrom` up
    /// (at most one decimal then, as "1.2 k"). Values from 10¹⁵ and below 10⁻⁴ read in
    /// scientific notation ("1.7e+308"); NaN and infinities as "NaN", "∞", "-∞".
    public static func string(_ value: Double, unitsFrom threshold: Double = 1_000) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞") }
        if value == 0 { return "0" }
        let magnitude = value.magnitude
        if magnitude >= 1e15 || magnitude < 1e-4 { return PrintfFormatting.string(format: "%.3g", value) }
        let rounded = significant(value, digits: 3)
        if rounded.magnitude >= threshold, let unit = units.first(where: { rounded.magnitude >= $0.size }) {
            let scaled = rounded / unit.size
            return plain(scaled, decimals: scaled.magnitude < 100 ? 1 : 0) + " " + unit.symbol
        }
        let integerDigits = rounded.magnitude >= 1 ? Int(log10(rounded.magnitude).rounded(.down)) + 1 : 0
        var decimals = max(0, 3 - integerDigits)
        if rounded.magnitude < 1 {
            // Leading zeros after the point are not significant: 0.0123 keeps three digits.
            decimals = Int(-log10(rounded.magnitude).rounded(.down)) + 2
        }
        return plain(rounded, decimals: min(decimals, 6))
    }

    /// `value` with up to `decimals` decimals, trailing zeros dropped, never "-0".
    static func plain(_ value: Double, decimals: Int) -> String {
        var text = NumberFormat.fixedDigits(value, decimals: decimals, groups: false)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// `value` rounded to `digits` significant digits.
    static func significant(_ value: Double, digits: Int) -> Double {
        guard value != 0, value.isFinite else { return value }
        let power = Double(digits) - (log10(value.magnitude)).rounded(.down) - 1
        let scale = pow(10, power)
        let result = (value * scale).rounded() / scale
        return result.isFinite ? result : value
    }

    /// `value` as a precise reading for tooltips and popups: whole numbers with thousands
    /// separated (27,140), others with up to two decimals (26.43), or three significant
    /// digits below 1 (0.0123).
    public static func precise(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞") }
        let magnitude = value.magnitude
        if magnitude >= 1e15 || (magnitude < 1e-4 && magnitude > 0) { return PrintfFormatting.string(format: "%.4g", value) }
        if magnitude < 1 { return string(value) }
        let text = NumberFormat.fixedDigits(value, decimals: 2, groups: magnitude >= 10_000)
        return plain(text)
    }

    private static func plain(_ fixed: String) -> String {
        var text = fixed
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
