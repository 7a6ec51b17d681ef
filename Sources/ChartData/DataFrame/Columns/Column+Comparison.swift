import FoundationEssentials

/// Comparisons of a whole column with a value or with another column, giving a ``RowMask``
/// to filter with: `df[df["species", String.self] == "Adelie"]`,
/// `df[df["body_mass_g", Double.self] > 4000]`. Missing values compare false.
///
/// Integer, double, date and text columns compare natively over their arrays (a text column
/// compares each distinct string once); other types compare element by element.
extension Column where WrappedElement: Comparable {
    /// Which comparison a mask tests.
    enum Comparison {
        case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual

        func test<T: Comparable>(_ a: T, _ b: T) -> Bool {
            switch self {
            case .equal: return a == b
            case .notEqual: return a != b
            case .less: return a < b
            case .lessOrEqual: return a <= b
            case .greater: return a > b
            case .greaterOrEqual: return a >= b
            }
        }
    }

    /// The mask of `comparison` between each value and `value`.
    func mask(_ comparison: Comparison, _ value: WrappedElement) -> RowMask {
        switch contents {
        case .integer(let values):
            if let value = value as? Int { return Self.mask(values, comparison, value) }
        case .double(let values):
            if let value = value as? Double { return Self.mask(values, comparison, value) }
        case .date(let values):
            if let value = value as? Date { return Self.mask(values, comparison, value) }
        case .text(let values):
            if let value = value as? String {
                let matches = values.dictionary.map { comparison.test($0, value) }
                return RowMask(values.codes.map { $0 >= 0 && matches[Int($0)] })
            }
        default: break
        }
        return RowMask(contents.countedFlags { (element: WrappedElement?) in element.map { comparison.test($0, value) } ?? false })
    }

    /// The mask of `comparison` between each of `values` and `value`, the comparison chosen
    /// once, outside the loop, so that each loop compares with the element type's own operator.
    private static func mask<T: Comparable & Sendable>(_ values: TypedValues<T>, _ comparison: Comparison, _ value: T) -> RowMask {
        switch comparison {
        case .equal: return ColumnElementwise.mask(values) { $0 == value }
        case .notEqual: return ColumnElementwise.mask(values) { $0 != value }
        case .less: return ColumnElementwise.mask(values) { $0 < value }
        case .lessOrEqual: return ColumnElementwise.mask(values) { $0 <= value }
        case .greater: return ColumnElementwise.mask(values) { $0 > value }
        case .greaterOrEqual: return ColumnElementwise.mask(values) { $0 >= value }
        }
    }

    /// The mask of `comparison` between each row's values in `lhs` and `rhs`.
    static func mask(_ comparison: Comparison, _ lhs: Column, _ rhs: Column) -> RowMask {
        switch (lhs.contents, rhs.contents) {
        case (.integer(let a), .integer(let b)): return ColumnElementwise.mask(a, b) { comparison.test($0, $1) }
        case (.double(let a), .double(let b)): return ColumnElementwise.mask(a, b) { comparison.test($0, $1) }
        case (.date(let a), .date(let b)): return ColumnElementwise.mask(a, b) { comparison.test($0, $1) }
        default:
            return RowMask(zip(lhs, rhs).map { pair in
                guard let a = pair.0, let b = pair.1 else { return false }
                return comparison.test(a, b)
            })
        }
    }

    /// Rows equal to `rhs`.
    public static func == (lhs: Column, rhs: WrappedElement) -> RowMask { lhs.mask(.equal, rhs) }
    /// Rows other than `rhs` (missing rows are not kept).
    public static func != (lhs: Column, rhs: WrappedElement) -> RowMask { lhs.mask(.notEqual, rhs) }
    /// Rows less than `rhs`.
    public static func < (lhs: Column, rhs: WrappedElement) -> RowMask { lhs.mask(.less, rhs) }
    /// Rows at most `rhs`.
    public static func <= (lhs: Column, rhs: WrappedElement) -> RowMask { lhs.mask(.lessOrEqual, rhs) }
    /// Rows greater than `rhs`.
    public static func > (lhs: Column, rhs: WrappedElement) -> RowMask { lhs.mask(.greater, rhs) }
    /// Rows at least `rhs`.
    public static func >= (lhs: Column, rhs: WrappedElement) -> RowMask { lhs.mask(.greaterOrEqual, rhs) }
    /// Rows equal in both columns.
    public static func == (lhs: Column, rhs: Column) -> RowMask { mask(.equal, lhs, rhs) }
    /// Rows that differ between the columns.
    public static func != (lhs: Column, rhs: Column) -> RowMask { mask(.notEqual, lhs, rhs) }
    /// Rows where `lhs` is less.
    public static func < (lhs: Column, rhs: Column) -> RowMask { mask(.less, lhs, rhs) }
    /// Rows where `lhs` is at most `rhs`.
    public static func <= (lhs: Column, rhs: Column) -> RowMask { mask(.lessOrEqual, lhs, rhs) }
    /// Rows where `lhs` is greater.
    public static func > (lhs: Column, rhs: Column) -> RowMask { mask(.greater, lhs, rhs) }
    /// Rows where `lhs` is at least `rhs`.
    public static func >= (lhs: Column, rhs: Column) -> RowMask { mask(.greaterOrEqual, lhs, rhs) }

    /// Rows whose value is one of `values` (pandas' `isin`).
    public func isIn<S: Sequence>(_ values: S) -> RowMask where S.Element == WrappedElement {
        let wanted = Array(values)
        if case .text(let text) = contents, let strings = wanted as? [String] {
            let set = Set(strings)
            let matches = text.dictionary.map { set.contains($0) }
            return RowMask(text.codes.map { $0 >= 0 && matches[Int($0)] })
        }
        return RowMask(contents.countedFlags { (element: WrappedElement?) in element.map { wanted.contains($0) } ?? false })
    }
}

extension ColumnContents {
    /// `test` of every row's value as `T`.
    func countedFlags<T>(_ test: (T?) -> Bool) -> [Bool] {
        (0..<count).map { test(element(at: $0, as: T.self)) }
    }
}
