/// How a DataFrame prints as text, as TabularData's `FormattingOptions`: the widest line and
/// cell, how many rows to show, and whether the header shows each column's type.
public struct FormattingOptions: Sendable, Equatable {
    /// The widest line; columns that do not fit are left out (a `…` column says so).
    public var maximumLineWidth: Int
    /// The widest cell; longer values end in `…`.
    public var maximumCellWidth: Int
    /// The most rows shown; the middle rows of a longer frame are left out (a `…` row says so).
    public var maximumRowCount: Int
    /// Whether the header's second line shows each column's type (`<Double>`).
    public var includesColumnTypes: Bool

    /// Options with TabularData's defaults unless told.
    public init(maximumLineWidth: Int = 120, maximumCellWidth: Int = 24, maximumRowCount: Int = 20,
                includesColumnTypes: Bool = true) {
        self.maximumLineWidth = maximumLineWidth
        self.maximumCellWidth = maximumCellWidth
        self.maximumRowCount = maximumRowCount
        self.includesColumnTypes = includesColumnTypes
    }
}
