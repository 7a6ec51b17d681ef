import FoundationEssentials

/// Comparisons of a whole column with a value or with another column, giving a ``RowMask``
/// to filter with: `df[df["species", String.self] == "Adelie"]`,
/// `df[df["body_mass_g", Double.self] > 4000]`. Missing values compare false.
///
/// Integer, double, date and text columns compare natively over their arrays, in a loop
/// compiled for their element type (a text column compares each distinct string once); other
/// types compare element by element.
extension Column where WrappedElement: Comparable {
    /// Which comparison a mask tests.
    typealias Comparison = ColumnComparison

    /// The mask of `comparison` between each value and `value`: Int, Double, Date and String
    /// columns through ``ColumnComparisonLoops``' loops for their type, others element by element.
    /// The contents are those ``ColumnArithmetic/native(_:)`` gives, so a Double column held as
    /// integers compares as doubles, never row by row.
    func mask(_ comparison: Comparison, _ value: WrappedElement) -> RowMask {
        switch ColumnArithmetic.native(self) {
        case .integer(let values):
            if let value = value as? Int { return ColumnComparisonLoops.mask(values, comparison, value) }
        case .double(let values):
            if let value = value as? Double { return ColumnComparisonLoops.mask(values, comparison, value) }
        case .date(let values):
            if let value = value as? Date { return ColumnComparisonLoops.mask(values, comparison, value) }
        case .text(let values):
            if let value = value as? String { return ColumnComparisonLoops.mask(values, comparison, value) }
        default: break
        }
        return RowMask(contents.countedFlags { (element: WrappedElement?) in element.map { comparison.test($0, value) } ?? false })
    }

    /// The mask of `comparison` between each row's values in `lhs` and `rhs`.
    static func mask(_ comparison: Comparison, _ lhs: Column, _ rhs: Column) -> RowMask {
        switch (ColumnArithmetic.native(lhs), ColumnArithmetic.native(rhs)) {
        case (.integer(let a), .integer(let b)): return ColumnComparisonLoops.mask(a, b, comparison)
        case (.double(let a), .double(let b)): return ColumnComparisonLoops.mask(a, b, comparison)
        case (.date(let a), .date(let b)): return ColumnComparisonLoops.mask(a, b, comparison)
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
            return ColumnComparisonLoops.mask(text, isIn: Set(strings))
        }
        return RowMask(contents.countedFlags { (element: WrappedElement?) in element.map { wanted.contains($0) } ?? false })
    }
}

extension Column where WrappedElement == Bool {
    /// Rows whose flag is `rhs`.
    public static func == (lhs: Column, rhs: Bool) -> RowMask { lhs.mask(equalTo: rhs) }
    /// Rows whose flag is not `rhs` (missing rows are not kept).
    public static func != (lhs: Column, rhs: Bool) -> RowMask { lhs.mask(equalTo: !rhs) }

    private func mask(equalTo value: Bool) -> RowMask {
        if case .boolean(let values) = contents { return ColumnComparisonLoops.mask(values, equalTo: value) }
        return RowMask(contents.countedFlags { (element: Bool?) in element == value })
    }
}

extension ColumnContents {
    /// `test` of every row's value as `T`.
    func countedFlags<T>(_ test: (T?) -> Bool) -> [Bool] {
        (0..<count).map { test(element(at: $0, as: T.self)) }
    }
}
