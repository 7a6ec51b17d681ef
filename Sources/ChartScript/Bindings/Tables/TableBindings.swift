import ChartData

/// Tables from ChartData: `Table(csv:)` and `Table(sqlite:query:arguments:)`, their
/// columns (`table["age"]`, see ``ColumnBindings``), rows, and display as an HTML table with aligned text beside it.
/// Grouping, filtering and sorting are in ``TableMethodBindings``; each chart kind's bindings
/// add its chart of a table (``TableChartBindings``).
enum TableBindings {
    static func register(in table: BindingTable) {
        let type = table.type(Table.self, doc("struct Table",
            "A table of named, typed columns loaded from a CSV file or an SQLite query. Count, sum and average it by a column, filter and sort its rows, take a column as an array (table[\"age\"]), and chart a two-column table with BarChart, PieChart or LineGraph. Relative paths are read from the notebook's folder.",
            "let students = Table(csv: \"data/students.csv\")"))
        registerInitializers(on: type)
        registerProperties(on: type)
        TableMethodBindings.register(on: type)
        type.subscriptGet = { payload, indices in
            guard let loaded = payload as? Table, indices.count == 1 else {
                throw ScriptError.typeMismatch("a table takes one subscript: a column name such as table[\"age\"] or a row number")
            }
            switch indices[0] {
            case .string(let name): return TableValues.value(try loaded.column(name))
            case .int(let index):
                // ChartData throws TableError.rowOutOfRange; a cell reports it as an IndexError.
                guard index >= 0 && index < loaded.rowCount else { throw ScriptError.indexOutOfRange(index: index, count: loaded.rowCount) }
                return TableRows(loaded).row(index)
            default:
                throw ScriptError.typeMismatch("a table's subscript is a column name (String) or a row number (Int), not \(indices[0].typeName)")
            }
        }
        type.richDisplay = { payload in
            guard let loaded = payload as? Table else { throw ScriptError.typeMismatch("expected a Table") }
            return ["text/html": loaded.html(maxRows: 10), "text/plain": loaded.plainText(maxRows: 10)]
        }
        type.describe = { payload in (payload as? Table)?.plainText(maxRows: 10) ?? "Table" }
        registerRow(in: table)
        TableColumnBindings.register(in: table)
    }

    private static func registerInitializers(on type: TypeBinding) {
        type.addInitializer([param("csv", "String"), param("separator", "String", default: true),
                             param("allowsSpecialFiles", "Bool", default: true)],
            doc("init(csv path: String, separator: Character = \",\", allowsSpecialFiles: Bool = false) throws",
                "Loads a CSV file: a header row naming the columns, then one row per record (RFC 4180: quoted fields may hold commas, quotes and line breaks). TableColumn types are inferred: integers, doubles, ISO 8601 dates, else text; empty fields are missing. A relative path is read from the notebook's folder; separator may be \";\" or \"\\t\". A pipe or device (a FIFO, /dev/stdin) is read only with allowsSpecialFiles: true.",
                "let students = Table(csv: \"data/students.csv\")")) { arguments, runtime in
            let path = try arguments.string(0)
            let separator = arguments.has(1) ? try separatorCharacter(try arguments.string(1)) : ","
            let allowsSpecialFiles = arguments.has(2) ? try arguments.bool(2) : false
            return TableValues.value(try TableValues.interruptible(runtime) {
                try Table(csv: path, separator: separator, allowsSpecialFiles: allowsSpecialFiles)
            })
        }
        type.addInitializer([param("csvText", "String"), param("separator", "String", default: true)],
            doc("init(csvText: String, separator: Character = \",\") throws",
                "Reads CSV from text in the cell, with the same rules as Table(csv:).",
                "Table(csvText: \"subject,count\\nMath,3\\nArt,2\")")) { arguments, _ in
            let text = try arguments.string(0)
            let separator = arguments.has(1) ? try separatorCharacter(try arguments.string(1)) : ","
            return TableValues.value(try Table(csvText: text, separator: separator))
        }
        type.addInitializer([param("sqlite", "String"), param("query", "String"), param("arguments", "[Any]", default: true),
                             param("readOnly", "Bool", default: true)],
            doc("init(sqlite path: String, query: String, arguments: [Any?] = [], readOnly: Bool = true) throws",
                "Runs one SQL query against an SQLite database file and gives its result as a table. Write ? in the query for each value and pass the values in arguments: SQLite binds them as data, never as SQL text. The database opens read-only unless readOnly is false; a missing file is an error.",
                "Table(sqlite: \"data/school.sqlite\", query: \"SELECT name, year FROM students WHERE year = ?\", arguments: [2024])")) { arguments, runtime in
            let path = try arguments.string(0), query = try arguments.string(1)
            let values = arguments.has(2) ? try TableValues.sqliteArguments(try arguments.value(2)) : []
            let readOnly = arguments.has(3) ? try arguments.bool(3) : true
            return TableValues.value(try TableValues.interruptible(runtime) {
                try Table(sqlite: path, query: query, arguments: values, readOnly: readOnly)
            })
        }
    }

    private static func registerProperties(on type: TypeBinding) {
        type.bindReadOnly("rowCount", \Table.rowCount, .int, "The number of rows.", example: "students.rowCount")
        type.bindReadOnly("columnCount", \Table.columnCount, .int, "The number of columns.", example: "students.columnCount")
        type.bindReadOnly("columnNames", \Table.columnNames, .strings, "The columns' names, in order.", example: "students.columnNames")
        type.bindReadOnly("source", \Table.source, .string, "Where the table came from, such as \"students.csv\".", example: "students.source")
        type.bindReadOnly("columnTypes", \Table.columnTypes, .strings,
                          "Each column's inferred type, in order: \"integer\", \"double\", \"date\" or \"text\".", example: "students.columnTypes")
    }

    /// The rows a `filter` closure receives, and `table[3]`.
    private static func registerRow(in table: BindingTable) {
        let row = table.type(TableValues.rowTypeName, doc("struct Row",
            "One row of a table, as a filter closure receives it: row[\"subject\"] is that row's cell (a number, a string, a date as ISO 8601 text, or nil when empty).",
            "students.filter { row in row[\"subject\"] == \"Math\" }"))
        row.addProperty("index", type: "Int", doc("var index: Int { get }", "The row's position in its table, from 0.", "students[0].index")) { value in
            .int(try row.payload(value, as: TableRow.self).index)
        }
        row.subscriptGet = { payload, indices in
            guard let tableRow = payload as? TableRow, indices.count == 1, case .string(let name) = indices[0] else {
                throw ScriptError.typeMismatch("a row's subscript is a column name, such as row[\"subject\"]")
            }
            return try tableRow.cell(name)
        }
        row.describe = { payload in (payload as? TableRow)?.description ?? "Row" }
    }

    /// The one character a `separator:` string must hold.
    private static func separatorCharacter(_ text: String) throws -> Character {
        guard text.count == 1, let character = text.first else {
            throw ScriptError.typeMismatch("separator must be one character, such as \",\", \";\" or \"\\t\", not \(text.debugDescription)")
        }
        return character
    }
}
