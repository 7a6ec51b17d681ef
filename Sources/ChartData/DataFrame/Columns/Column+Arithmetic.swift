/// An element type whose columns compute with `+`, `-`, `*` and `/` over whole columns:
/// `df["body_mass_g", Double.self] / 1000`, `df["high", Double.self] - df["low", Double.self]`.
///
/// `Int` and `Double` columns run natively over their arrays, in a loop compiled for their
/// element type (``ColumnArithmetic``); a column of another conforming type computes element
/// by element with the type's own operators.
public protocol ColumnArithmeticElement: Numeric, Comparable, Sendable {
    /// The quotient of `lhs` by `rhs`.
    static func / (lhs: Self, rhs: Self) -> Self
}

extension Int: ColumnArithmeticElement {}
extension Double: ColumnArithmeticElement {}

/// Whole-column arithmetic: a row missing on either side is missing in the result. Double
/// columns compute as Swift's Doubles do; Int columns as Swift's Ints but never stopping the
/// program: a row whose result overflows, or that divides by zero, is missing.
extension Column where WrappedElement: ColumnArithmeticElement {
    /// Row by row sums.
    public static func + (lhs: Column, rhs: Column) -> Column { ColumnArithmetic.combine(.add, lhs, rhs) }
    /// Row by row differences.
    public static func - (lhs: Column, rhs: Column) -> Column { ColumnArithmetic.combine(.subtract, lhs, rhs) }
    /// Row by row products.
    public static func * (lhs: Column, rhs: Column) -> Column { ColumnArithmetic.combine(.multiply, lhs, rhs) }
    /// Row by row quotients (for Ints, integer quotients, missing where the divisor is 0).
    public static func / (lhs: Column, rhs: Column) -> Column { ColumnArithmetic.combine(.divide, lhs, rhs) }
    /// Each value plus `rhs`.
    public static func + (lhs: Column, rhs: WrappedElement) -> Column { ColumnArithmetic.combine(.add, lhs, rhs) }
    /// Each value minus `rhs`.
    public static func - (lhs: Column, rhs: WrappedElement) -> Column { ColumnArithmetic.combine(.subtract, lhs, rhs) }
    /// Each value times `rhs`.
    public static func * (lhs: Column, rhs: WrappedElement) -> Column { ColumnArithmetic.combine(.multiply, lhs, rhs) }
    /// Each value divided by `rhs` (for Ints, every row missing when `rhs` is 0).
    public static func / (lhs: Column, rhs: WrappedElement) -> Column { ColumnArithmetic.combine(.divide, lhs, rhs) }
    /// `lhs` plus each value.
    public static func + (lhs: WrappedElement, rhs: Column) -> Column { ColumnArithmetic.combine(.add, lhs, rhs) }
    /// `lhs` minus each value.
    public static func - (lhs: WrappedElement, rhs: Column) -> Column { ColumnArithmetic.combine(.subtract, lhs, rhs) }
    /// `lhs` times each value.
    public static func * (lhs: WrappedElement, rhs: Column) -> Column { ColumnArithmetic.combine(.multiply, lhs, rhs) }
    /// `lhs` divided by each value (for Ints, missing where the value is 0).
    public static func / (lhs: WrappedElement, rhs: Column) -> Column { ColumnArithmetic.combine(.divide, lhs, rhs) }
}

extension Column where WrappedElement == Double {
    /// Each value negated.
    public static prefix func - (column: Column) -> Column {
        Column(name: column.name, contents: .double(ColumnElementwise.map(ColumnArithmetic.doubles(of: column), placeholder: 0) { -$0 }))
    }

    /// The change from each row to the next as a fraction of the earlier value (the first row
    /// and rows after a missing value are missing), as pandas' `pct_change()`.
    public func percentChange() -> Column {
        let values = ColumnArithmetic.doubles(of: self)
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

extension Column where WrappedElement == Int {
    /// The values as Doubles (for fractional arithmetic: `column.doubles / 1000`).
    public var doubles: Column<Double> {
        let integers: TypedValues<Int>
        if case .integer(let values) = contents { integers = values } else { integers = TypedValues(optionals: Array(self), placeholder: 0) }
        return Column<Double>(name: name, contents: .double(ColumnElementwise.map(integers, placeholder: 0.0) { Double($0) }))
    }
}
