import ChartCore
#if canImport(Glibc)
import Glibc
#endif

/// How cells are written: one rule for every number.
enum CellFormat {
    /// The shortest text that reads back as the same double ("3.5", "0.1", "2"), with
    /// integral values written without a decimal point and non-finite values as "NaN"/"inf".
    static func number(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// A double for reading in a table display: six significant digits at most (six decimals
    /// below 1), no trailing zeros ("10.6818", "1234568", "0.000123"); tiny and huge values
    /// in their shortest form.
    static func displayNumber(_ value: Double) -> String {
        guard value.isFinite, value != 0, abs(value) >= 1e-4, abs(value) < 1e15 else { return number(value) }
        let integerDigits = abs(value) < 1 ? 0 : Int(log10(abs(value)).rounded(.down)) + 1
        let decimals = max(0, 6 - integerDigits)
        var text = PrintfFormatting.string(format: "%.\(decimals)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// A cell as a table display writes it: doubles through `displayNumber`, the rest as
    /// their `description` (missing values empty).
    static func display(_ value: CellValue) -> String {
        if case .double(let number) = value { return displayNumber(number) }
        return value.description
    }
}
