/// One row of a table, handed to `filter` closures: `row["subject"]` is that row's cell.
/// Printed, it lists its cells: `name: Ada, subject: Math, year: 2024`.
extension Table {
public struct Row: Sendable, CustomStringConvertible {
    /// The table the row belongs to.
    let table: Table
    /// The row's position in the table, from 0.
    public let index: Int

    /// The cell in the column called `name`.
    /// - Throws: `TableError.columnNotFound` when there is no such column.
    public subscript(name: String) -> CellValue {
        get throws { try table.column(name)[index] }
    }

    /// Every cell with its column's name: "name: Ada, subject: Math, year: 2024".
    public var description: String {
        table.columns.map { "\($0.name): \($0[index].description)" }.joined(separator: ", ")
    }

    /// The cell in column `position` (from 0), or `.missing` when out of bounds.
    public subscript(position: Int) -> CellValue {
        guard position >= 0 && position < table.columns.count else { return .missing }
        return table.columns[position][index]
    }
}
}
