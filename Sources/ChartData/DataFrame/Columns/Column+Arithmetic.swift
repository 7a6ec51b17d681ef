/// Whole-column arithmetic on `Double` columns, run natively over the column's array:
/// `df["body_mass_g", Double.self] / 1000`, `df["high", Double.self] - df["low", Double.self]`.
/// A row missing on either side is missing in the result.
extension Column where WrappedElement == Double {
    private var numbers: TypedValues<Double> {
        if case .double(let values) = contents { return values }
        return contents.doubles ?? TypedValues(optionals: Array(self), placeholder: 0)
    }

    private func with(_ values: TypedValues<Double>) -> Column { Column(name: name, contents: .double(values)) }

    /// Row by row sums.
    public static func + (lhs: Column, rhs: Column) -> Column { lhs.with(ColumnElementwise.combine(lhs.numbers, rhs.numbers, placeholder: 0) { $0 + $1 }) }
    /// Row by row differences.
    public static func - (lhs: Column, rhs: Column) -> Column { lhs.with(ColumnElementwise.combine(lhs.numbers, rhs.numbers, placeholder: 0) { $0 - $1 }) }
    /// Row by row products.
    public static func * (lhs: Column, rhs: Column) -> Column { lhs.with(ColumnElementwise.combine(lhs.numbers, rhs.numbers, placeholder: 0) { $0 * $1 }) }
    /// Row by row quotients.
    public static func / (lhs: Column, rhs: Column) -> Column { lhs.with(ColumnElementwise.combine(lhs.numbers, rhs.numbers, placeholder: 0) { $0 / $1 }) }
    /// Each value plus `rhs`.
    public static func + (lhs: Column, rhs: Double) -> Column { lhs.with(ColumnElementwise.map(lhs.numbers, placeholder: 0) { $0 + rhs }) }
    /// Each value minus `rhs`.
    public static func - (lhs: Column, rhs: Double) -> Column { lhs.with(ColumnElementwise.map(lhs.numbers, placeholder: 0) { $0 - rhs }) }
    /// Each value times `rhs`.
    public static func * (lhs: Column, rhs: Double) -> Column { lhs.with(ColumnElementwise.map(lhs.numbers, placeholder: 0) { $0 * rhs }) }
    /// Each value divided by `rhs`.
    public static func / (lhs: Column, rhs: Double) -> Column { lhs.with(ColumnElementwise.map(lhs.numbers, placeholder: 0) { $0 / rhs }) }
    /// `lhs` plus each value.
    public static func + (lhs: Double, rhs: Column) -> Column { rhs.with(ColumnElementwise.map(rhs.numbers, placeholder: 0) { lhs + $0 }) }
    /// `lhs` minus each value.
    public static func - (lhs: Double, rhs: Column) -> Column { rhs.with(ColumnElementwise.map(rhs.numbers, placeholder: 0) { lhs - $0 }) }
    /// `lhs` times each value.
    public static func * (lhs: Double, rhs: Column) -> Column { rhs.with(ColumnElementwise.map(rhs.numbers, placeholder: 0) { lhs * $0 }) }
    /// `lhs` divided by each value.
    public static func / (lhs: Double, rhs: Column) -> Column { rhs.with(ColumnElementwise.map(rhs.numbers, placeholder: 0) { lhs / $0 }) }
    /// Each value negated.
    public static prefix func - (column: Column) -> Column { column.with(ColumnElementwise.map(column.numbers, placeholder: 0) { -$0 }) }

    /// The change from each row to the next as a fraction of the earlier value (the first row
    /// and rows after a missing value are missing), as pandas' `pct_change()`.
    public func percentChange() -> Column {
        let values = numbers
        var result = [Double?](repeating: nil, count: values.count)
        for row in 1..<Swift.max(1, values.count) {
            if let previous = values[row - 1], let current = values[row] {
                let ratio: Double = current / previous
                result[row] = ratio - 1
            }
        }
        return Column(name: name, contents: .double(TypedValues(optionals: result, placeholder: 0)))
    }
}

/// Whole-column arithmetic on `Int` columns, as Swift's Int arithmetic but never stopping
/// the program: a row whose result overflows, or that divides by zero, is missing.
extension Column where WrappedElement == Int {
    private var integers: TypedValues<Int> {
        if case .integer(let values) = contents { return values }
        return TypedValues(optionals: Array(self), placeholder: 0)
    }

    private func with(_ values: TypedValues<Int>) -> Column { Column(name: name, contents: .integer(values)) }

    private static func sum(_ a: Int, _ b: Int) -> Int? { let (value, overflow) = a.addingReportingOverflow(b); return overflow ? nil : value }
    private static func difference(_ a: Int, _ b: Int) -> Int? { let (value, overflow) = a.subtractingReportingOverflow(b); return overflow ? nil : value }
    private static func product(_ a: Int, _ b: Int) -> Int? { let (value, overflow) = a.multipliedReportingOverflow(by: b); return overflow ? nil : value }
    private static func quotient(_ a: Int, _ b: Int) -> Int? { let (value, overflow) = a.dividedReportingOverflow(by: b); return overflow ? nil : value }

    /// Row by row sums.
    public static func + (lhs: Column, rhs: Column) -> Column { lhs.with(ColumnElementwise.combine(lhs.integers, rhs.integers, placeholder: 0, sum)) }
    /// Row by row differences.
    public static func - (lhs: Column, rhs: Column) -> Column { lhs.with(ColumnElementwise.combine(lhs.integers, rhs.integers, placeholder: 0, difference)) }
    /// Row by row products.
    public static func * (lhs: Column, rhs: Column) -> Column { lhs.with(ColumnElementwise.combine(lhs.integers, rhs.integers, placeholder: 0, product)) }
    /// Row by row integer quotients (missing where the divisor is 0).
    public static func / (lhs: Column, rhs: Column) -> Column { lhs.with(ColumnElementwise.combine(lhs.integers, rhs.integers, placeholder: 0, quotient)) }
    /// Each value plus `rhs`.
    public static func + (lhs: Column, rhs: Int) -> Column { lhs.with(ColumnElementwise.map(lhs.integers, placeholder: 0) { sum($0, rhs) }) }
    /// Each value minus `rhs`.
    public static func - (lhs: Column, rhs: Int) -> Column { lhs.with(ColumnElementwise.map(lhs.integers, placeholder: 0) { difference($0, rhs) }) }
    /// Each value times `rhs`.
    public static func * (lhs: Column, rhs: Int) -> Column { lhs.with(ColumnElementwise.map(lhs.integers, placeholder: 0) { product($0, rhs) }) }
    /// Each value divided by `rhs` (integer division; every row missing when `rhs` is 0).
    public static func / (lhs: Column, rhs: Int) -> Column { lhs.with(ColumnElementwise.map(lhs.integers, placeholder: 0) { quotient($0, rhs) }) }
    /// `lhs` plus each value.
    public static func + (lhs: Int, rhs: Column) -> Column { rhs.with(ColumnElementwise.map(rhs.integers, placeholder: 0) { sum(lhs, $0) }) }
    /// `lhs` minus each value.
    public static func - (lhs: Int, rhs: Column) -> Column { rhs.with(ColumnElementwise.map(rhs.integers, placeholder: 0) { difference(lhs, $0) }) }
    /// `lhs` times each value.
    public static func * (lhs: Int, rhs: Column) -> Column { rhs.with(ColumnElementwise.map(rhs.integers, placeholder: 0) { product(lhs, $0) }) }

    /// The values as Doubles (for fractional arithmetic: `column.doubles / 1000`).
    public var doubles: Column<Double> {
        Column<Double>(name: name, contents: .double(ColumnElementwise.map(integers, placeholder: 0.0) { Double($0) }))
    }
}
