/// How cells are written in displays: one rule for every number.
enum CellFormat {
    /// The shortest text that reads back as the same double ("3.5", "0.1", "2"), with
    /// integral values written without a decimal point and non-finite values as "NaN"/"inf".
    static func number(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
