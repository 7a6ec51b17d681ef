/// The part of a table a display shows: which rows, each cell's text and alignment.
struct TableLayout {
    /// The column names.
    let header: [String]
    /// Cell texts of the rows shown, row by row.
    let cells: [[String]]
    /// Whether each column's cells align right (numbers) or left.
    let alignsRight: [Bool]
    /// Rows not shown.
    let hiddenRowCount: Int
    /// The table's size, as "300 rows × 5 columns".
    let dimensions: String

    /// The first `maxRows` rows of `table` (all of them when the table is that short or
    /// `maxRows` is negative).
    init(_ table: Table, maxRows: Int) {
        let shown = maxRows < 0 ? table.rowCount : min(maxRows, table.rowCount)
        header = table.columnNames
        alignsRight = table.columns.map { $0.type.isNumeric }
        cells = (0..<shown).map { row in table.columns.map { CellFormat.display($0[row]) } }
        hiddenRowCount = table.rowCount - shown
        let rows = table.rowCount == 1 ? "1 row" : "\(table.rowCount) rows"
        let columns = table.columnCount == 1 ? "1 column" : "\(table.columnCount) columns"
        dimensions = "\(rows) × \(columns)"
    }

    /// "… 290 more rows", or nil when every row is shown.
    var moreRowsNote: String? {
        hiddenRowCount > 0 ? "… \(hiddenRowCount) more row\(hiddenRowCount == 1 ? "" : "s")" : nil
    }
}
