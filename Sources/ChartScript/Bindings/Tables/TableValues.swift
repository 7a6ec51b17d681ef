import ChartData
import FoundationEssentials

/// Conversions between ChartData's tables and cell values: tables and columns become native
/// values, cells become numbers, strings or `nil`. ChartData's errors pass through as
/// themselves, so a cell catches a `TableError` as a Swift program does; uncaught, it is the
/// cell's ValueError.
enum TableValues {
    /// The binding table's name for a row handed to a `filter` closure (a ``TableRow``; cells
    /// call it `Row`). Tables and columns are bound by their Swift types, `Table` and `TableColumn`.
    static let rowTypeName = "Table.Row"

    /// A table as a cell value.
    static func value(_ table: Table) -> Value {
        .bound(table)
    }

    /// A column as a cell value (ChartData's `TableColumn`, as `table["count"]` gives it in Swift).
    static func value(_ column: TableColumn) -> Value {
        .bound(column)
    }

    /// One cell as a value: numbers as Int or Double, text and dates (ISO 8601) as String,
    /// a missing cell as `nil`.
    static func value(_ cell: CellValue) -> Value {
        switch cell {
        case .integer(let number): return .int(number)
        case .double(let number): return .double(number)
        case .date, .text: return .string(cell.description)
        case .boolean(let flag): return .bool(flag)
        case .missing: return .null
        }
    }

    /// Runs `load` (a CSV file read, an SQLite query), turning the stop an interrupt asked for
    /// (``TableError/interrupted(source:)``, or any failure once the flag is up) into the
    /// cell's interruption.
    static func interruptible<T>(_ runtime: Runtime, _ load: () throws -> T) throws -> T {
        do {
            let result = try load()
            try runtime.interruptFlag.check()
            return result
        } catch let error as TableError {
            if case .interrupted = error { throw ScriptError.interrupted }
            try runtime.interruptFlag.check()
            throw error
        }
    }

    /// The values of an `arguments: [...]` array as SQLite parameters.
    static func sqliteArguments(_ value: Value) throws -> [(any SQLiteBindable)?] {
        guard case .array(let array) = value else {
            throw ScriptError.typeMismatch("'arguments' must be an array such as [2024, \"Math\"], not \(value.typeName)")
        }
        return try array.values.map { element -> (any SQLiteBindable)? in
            switch element {
            case .int(let number): return number
            case .double(let number): return number
            case .string(let text): return text
            case .bool(let flag): return flag
            case .null: return nil
            case .native(let box) where box.payload is Date:
                // A Date binds as ISO 8601 text, as a Swift program's Date does.
                return box.payload as? Date
            default:
                throw ScriptError.typeMismatch("a query argument must be an Int, Double, String, Bool, Date or nil, not \(element.typeName)")
            }
        }
    }
}

/// A table whose rows are handed to cells: one shared object per `filter` call, so each of
/// a million rows costs one small value and `row["subject"]` finds its column cheaply.
final class TableRows {
    /// The table the rows belong to.
    let table: Table
    /// The columns, kept apart from the table so a lookup copies nothing.
    private let columns: [TableColumn]

    init(_ table: Table) {
        self.table = table
        columns = table.columns
    }

    /// The row at `index` as a cell value.
    func row(_ index: Int) -> Value {
        .native(NativeBox(typeName: TableValues.rowTypeName, payload: TableRow(rows: self, index: index)))
    }

    /// The column called `name`.
    /// - Throws: a cell error naming the columns there are when `name` is not one of them.
    func column(_ name: String) throws -> TableColumn {
        // A scan beats hashing for the few columns a table has (short names compare inline).
        for column in columns where column.name == name { return column }
        return try table.column(name)
    }
}

/// A row of a table as a `filter` closure sees it: `row["subject"]` reads its cell.
struct TableRow {
    /// The rows of the table the row belongs to.
    let rows: TableRows
    /// The row's position, from 0.
    let index: Int

    /// The cell in the column called `name`, as a value.
    /// - Throws: a cell error naming the columns there are when `name` is not one of them.
    func cell(_ name: String) throws -> Value {
        TableValues.value(try rows.column(name)[index])
    }

    /// "name: Hiro Usman, subject: History, …", as ChartData's `Row` describes itself.
    var description: String {
        (try? rows.table[index])?.description ?? ""
    }
}
