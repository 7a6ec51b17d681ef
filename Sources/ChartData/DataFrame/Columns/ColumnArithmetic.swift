/// The one dispatch behind every whole-column operator (`+`, `-`, `*`, `/`; column with
/// column, with a value, or a value with a column): the element type is looked at once, and
/// Double columns go to a vector loop (``DoubleElementwise``), Int sums, differences and
/// products to a loop with no branch per row (``IntegerElementwise``) unless a row overflows,
/// Int quotients (and overflowing columns) to a loop compiled for Int and that operation
/// (``ColumnElementwise``), the operation chosen before the loop.
///
/// A generic `Column<T>` operator reached from another module (the cell language) is not
/// specialised; it only hands its column's contents here, where each native case is a call
/// with concrete types that the optimiser specialises and inlines.
enum ColumnArithmetic {
    /// One of the four operations.
    enum Operation: Sendable {
        case add, subtract, multiply, divide

        /// `a` combined with `b` by Swift's own operator (for element types without a native loop).
        @inline(__always)
        func apply<T: ColumnArithmeticElement>(_ a: T, _ b: T) -> T {
            switch self {
            case .add: return a + b
            case .subtract: return a - b
            case .multiply: return a * b
            case .divide: return a / b
            }
        }
    }

    /// Each pair of rows combined.
    static func combine<T: ColumnArithmeticElement>(_ operation: Operation, _ lhs: Column<T>, _ rhs: Column<T>) -> Column<T> {
        switch (native(lhs), native(rhs)) {
        case (.double(let a), .double(let b)): return Column(name: lhs.name, contents: .double(DoubleElementwise.combine(operation, a, b)))
        case (.integer(let a), .integer(let b)):
            return Column(name: lhs.name, contents: .integer(IntegerElementwise.combine(operation, a, b) ?? combine(operation, a, b)))
        default:
            return Column(name: lhs.name, contents: zip(lhs, rhs).map { pair -> T? in
                guard let a = pair.0, let b = pair.1 else { return nil }
                return operation.apply(a, b)
            })
        }
    }

    /// Each row combined with `scalar`: `column op scalar`, or `scalar op column` when `scalarFirst`.
    static func combine<T: ColumnArithmeticElement>(_ operation: Operation, _ column: Column<T>, _ scalar: T,
                                                    scalarFirst: Bool = false) -> Column<T> {
        switch native(column) {
        case .double(let values):
            if let scalar = scalar as? Double {
                return Column(name: column.name, contents: .double(DoubleElementwise.combine(operation, values, scalar: scalar, scalarFirst: scalarFirst)))
            }
        case .integer(let values):
            if let scalar = scalar as? Int {
                let vector = IntegerElementwise.combine(operation, values, scalar: scalar, scalarFirst: scalarFirst)
                return Column(name: column.name, contents: .integer(vector ?? combine(operation, values, scalar, scalarFirst: scalarFirst)))
            }
        default: break
        }
        return Column(name: column.name, contents: column.map { element -> T? in
            element.map { scalarFirst ? operation.apply(scalar, $0) : operation.apply($0, scalar) }
        })
    }

    /// `scalar op column`.
    static func combine<T: ColumnArithmeticElement>(_ operation: Operation, _ scalar: T, _ column: Column<T>) -> Column<T> {
        combine(operation, column, scalar, scalarFirst: true)
    }

    /// A Double column's values as a native array and mask.
    static func doubles(of column: Column<Double>) -> TypedValues<Double> {
        if case .double(let values) = column.contents { return values }
        return column.contents.doubles ?? TypedValues(optionals: Array(column), placeholder: 0)
    }

    /// The column's contents in the native kind of its element type (a Double column held as
    /// integers, as a conversion may leave it, becomes doubles): the one dispatch that whole-column
    /// arithmetic and comparisons (``Column/mask(_:_:)``) switch on.
    static func native<T>(_ column: Column<T>) -> ColumnContents {
        if T.self == Double.self, case .integer = column.contents, let doubles = column.contents.doubles { return .double(doubles) }
        return column.contents
    }

    private static func combine<T: NativeColumnNumber>(_ operation: Operation, _ a: TypedValues<T>, _ b: TypedValues<T>) -> TypedValues<T> {
        switch operation {
        case .add: return ColumnElementwise.combine(a, b, placeholder: .zero, T.sum)
        case .subtract: return ColumnElementwise.combine(a, b, placeholder: .zero, T.difference)
        case .multiply: return ColumnElementwise.combine(a, b, placeholder: .zero, T.product)
        case .divide: return ColumnElementwise.combine(a, b, placeholder: .zero, T.quotient)
        }
    }

    private static func combine<T: NativeColumnNumber>(_ operation: Operation, _ values: TypedValues<T>, _ scalar: T,
                                                       scalarFirst: Bool) -> TypedValues<T> {
        switch operation {
        case .add: return ColumnElementwise.combine(values, scalar: scalar, scalarFirst: scalarFirst, placeholder: .zero, T.sum)
        case .subtract: return ColumnElementwise.combine(values, scalar: scalar, scalarFirst: scalarFirst, placeholder: .zero, T.difference)
        case .multiply: return ColumnElementwise.combine(values, scalar: scalar, scalarFirst: scalarFirst, placeholder: .zero, T.product)
        case .divide: return ColumnElementwise.combine(values, scalar: scalar, scalarFirst: scalarFirst, placeholder: .zero, T.quotient)
        }
    }
}

/// The element types whose columns compute natively through ``ColumnElementwise`` (Int; Double
/// runs through ``DoubleElementwise``), each operation giving nil where the row has no result
/// (an Int overflow or division by zero).
protocol NativeColumnNumber: ColumnArithmeticElement {
    static func sum(_ a: Self, _ b: Self) -> Self?
    static func difference(_ a: Self, _ b: Self) -> Self?
    static func product(_ a: Self, _ b: Self) -> Self?
    static func quotient(_ a: Self, _ b: Self) -> Self?
}

extension Int: NativeColumnNumber {
    @inline(__always) static func sum(_ a: Int, _ b: Int) -> Int? { let (value, overflow) = a.addingReportingOverflow(b); return overflow ? nil : value }
    @inline(__always) static func difference(_ a: Int, _ b: Int) -> Int? { let (value, overflow) = a.subtractingReportingOverflow(b); return overflow ? nil : value }
    @inline(__always) static func product(_ a: Int, _ b: Int) -> Int? { let (value, overflow) = a.multipliedReportingOverflow(by: b); return overflow ? nil : value }
    @inline(__always) static func quotient(_ a: Int, _ b: Int) -> Int? { let (value, overflow) = a.dividedReportingOverflow(by: b); return overflow ? nil : value }
}
