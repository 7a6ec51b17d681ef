/// One row of a table, handed to `filter` closures: `row["subject"]` is that row's cell.
public struct Row: Sendable {
    /// The table the row belongs to.
    let table: Table
    /// The row's position in the table, from 0.
    public let index: Int

    /// The cell in the column called `name`.
    /// - Throws: `TableError.columnNotFound` when there is no such column.
    public subscript(name: String) -> CellValue {
        get throws { try table.column(name)[index] }
    }

    /// The cell in column `position` (from 0), or `.missing` when out of bounds.
    public subscript(position: Int) -> CellValue {
        guard position >= 0 && position < table.columns.count else { return .missing }
        return table.columns[position][index]
    }
}
