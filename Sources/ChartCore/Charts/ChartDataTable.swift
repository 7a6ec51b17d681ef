/// A chart's data as a table of text, for readers who cannot see the picture: a notebook puts
/// it beside the SVG for assistive technology (`docs/charts.md`, "The chart as text"). One row
/// per datum the chart draws, one column per channel that names a field (x, y, a range's end,
/// an angle, series, colour, symbol and position groups, facets), each value as the chart's
/// labels write it.
public struct ChartDataTable: Equatable, Sendable {
    /// The most rows a table holds; a larger chart's table keeps its first rows and says so
    /// in `caption` (a table of 1e5 rows is no use to a reader and weighs down the notebook).
    public static let rowLimit = 1_000

    /// What the table is: the chart's title, and how many rows it leaves out when it is cut.
    public var caption: String
    /// The column headings: the channels' labels (`.value("Month", …)` gives "Month").
    public var columns: [String]
    /// The rows, each with one text per column ("" where a datum has no such channel).
    public var rows: [[String]]
    /// False when the chart draws more data than the table holds (it was cut at `rowLimit`).
    public var isComplete: Bool

    /// A table of `rows` under `columns`; each heading and cell is cut as the chart's labels are
    /// (``LabelLimit``), so the table never carries more of a label than the picture draws.
    public init(caption: String, columns: [String], rows: [[String]], isComplete: Bool = true) {
        self.caption = caption
        self.columns = columns.map(LabelLimit.bounded)
        self.rows = rows.map { $0.map(LabelLimit.bounded) }
        self.isComplete = isComplete
    }

    /// True when there is nothing to read: no rows or no columns.
    public var isEmpty: Bool { rows.isEmpty || columns.isEmpty }
}
