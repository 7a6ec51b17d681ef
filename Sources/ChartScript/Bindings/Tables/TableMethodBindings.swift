import ChartData

/// What a cell can do with a table: columns as arrays, counts and totals by a column,
/// counts per month or year of a date column, filtering, sorting and the first rows.
/// Each returns a new table (tables are values).
enum TableMethodBindings {
    static func register(on type: TypeBinding) {
        registerColumns(on: type)
        registerGrouping(on: type)
        registerRowOperations(on: type)
        registerText(on: type)
    }

    /// Adds a method whose body maps the receiver table to a new value.
    private static func add(_ type: TypeBinding, _ name: String, _ parameters: [ParameterSpec], _ documentation: Documentation,
                            _ body: @escaping (Table, BoundArguments, Runtime) throws -> Value) {
        type.addMethod(name, parameters, documentation) { receiver, arguments, runtime in
            try body(try type.payload(receiver, as: Table.self), arguments, runtime)
        }
    }

    /// Adds a method returning a table computed by ChartData.
    private static func addTable(_ type: TypeBinding, _ name: String, _ parameters: [ParameterSpec], _ documentation: Documentation,
                                 _ body: @escaping (Table, BoundArguments) throws -> Table) {
        add(type, name, parameters, documentation) { table, arguments, _ in
            TableValues.value(try body(table, arguments))
        }
    }

    private static func registerColumns(on type: TypeBinding) {
        add(type, "column", [param(nil, "String")], doc("func column(_ name: String) throws -> TableColumn",
            "The column called name (the same as table[name]); take its numbers with integers or doubles, its text with strings. An unknown name is an error listing the columns.",
            "try students.column(\"grade_level\").mean")) { table, arguments, _ in
            let name = try arguments.string(0)
            return TableValues.value(try table.column(name))
        }
        addTable(type, "selecting", [param(nil, "[String]")], doc("func selecting(_ names: [String]) throws -> Table",
            "A table keeping only the named columns, in the order given (for example two columns to chart).",
            "students.selecting([\"name\", \"year\"])")) { table, arguments in
            try table.selecting(try arguments.strings(0))
        }
    }

    private static func registerGrouping(on type: TypeBinding) {
        addTable(type, "count", [param("by", "String")], doc("func count(by column: String) throws -> Table",
            "How many rows share each value of a column: a table with the columns <column> and count, largest count first (ties in order of first appearance). Missing values are not counted. Chart it with BarChart or PieChart.",
            "let bySubject = students.count(by: \"subject\")")) { table, arguments in
            try table.count(by: try arguments.string(0))
        }
        addTable(type, "count", [param("byMonthOf", "String")], doc("func count(byMonthOf column: String) throws -> Table",
            "How many rows fall in each calendar month (UTC) of a date column: a table with the columns month (text such as \"2024-09\") and count, in date order, months without rows counting 0.",
            "let byMonth = students.count(byMonthOf: \"enrolled\")")) { table, arguments in
            try table.count(byMonthOf: try arguments.string(0))
        }
        addTable(type, "count", [param("byYearOf", "String")], doc("func count(byYearOf column: String) throws -> Table",
            "How many rows fall in each calendar year of a date column: a table with the columns year and count, every year from the first to the last.",
            "students.count(byYearOf: \"enrolled\")")) { table, arguments in
            try table.count(byYearOf: try arguments.string(0))
        }
        addTable(type, "sum", [param("of", "String"), param("by", "String")], doc("func sum(of column: String, by group: String) throws -> Table",
            "The total of a numeric column for each value of another: a table with the columns <group> and sum, largest first. Missing numbers are left out.",
            "students.sum(of: \"grade_level\", by: \"subject\")")) { table, arguments in
            try table.sum(of: try arguments.string(0), by: try arguments.string(1))
        }
        addTable(type, "mean", [param("of", "String"), param("by", "String")], doc("func mean(of column: String, by group: String) throws -> Table",
            "The mean of a numeric column for each value of another: a table with the columns <group> and mean, largest first. Missing numbers are left out.",
            "students.mean(of: \"grade_level\", by: \"subject\")")) { table, arguments in
            try table.mean(of: try arguments.string(0), by: try arguments.string(1))
        }
    }

    private static func registerRowOperations(on type: TypeBinding) {
        add(type, "filter", [param(nil, "closure")], doc("func filter(_ isIncluded: (Row) -> Bool) -> Table",
            "The rows for which the closure returns true, in order. The closure receives each row; row[\"subject\"] is its cell (a number, a string, or nil when empty).",
            "students.filter { row in row[\"subject\"] == \"Math\" }")) { table, arguments, runtime in
            let test = try runtime.unaryCaller(try arguments.function(0))
            let rows = TableRows(table)
            let filtered = try table.filter { row in try SequenceBindings.truth(try test(rows.row(row.index)), "filter") }
            return TableValues.value(filtered)
        }
        addTable(type, "filter", [param("where", "String"), param("equals", "Any")], doc("func filter(where column: String, equals value: Any) throws -> Table",
            "The rows whose value in the column equals the value (numbers compare by value).",
            "students.filter(where: \"year\", equals: 2024)")) { table, arguments in
            try table.filter(where: try arguments.string(0), equals: try cellValue(try arguments.value(1)))
        }
        addTable(type, "sorted", [param("by", "String"), param("ascending", "Bool", default: true)],
                 doc("func sorted(by column: String, ascending: Bool = true) throws -> Table",
            "The rows ordered by a column: numbers by value, dates by time, text in Unicode order. The sort is stable and missing values come last.",
            "students.sorted(by: \"enrolled\", ascending: false)")) { table, arguments in
            try table.sorted(by: try arguments.string(0), ascending: arguments.has(1) ? try arguments.bool(1) : true)
        }
        addTable(type, "head", [param(nil, "Int", default: true)], doc("func head(_ count: Int = 5) -> Table",
            "The first rows (five unless told; all of them when the table is shorter).",
            "students.head(5)")) { table, arguments in
            table.head(arguments.has(0) ? try arguments.int(0) : 5)
        }
    }

    private static func registerText(on type: TypeBinding) {
        add(type, "html", [param("maxRows", "Int", default: true)], doc("func html(maxRows: Int = 10) -> String",
            "The table as a styled HTML fragment with the first maxRows rows (all of them for a negative number), as the notebook shows it.",
            "students.html(maxRows: 3)")) { table, arguments, _ in
            .string(table.html(maxRows: arguments.has(0) ? try arguments.int(0) : 10))
        }
        add(type, "plainText", [param("maxRows", "Int", default: true)], doc("func plainText(maxRows: Int = 10) -> String",
            "The table as aligned text with the first maxRows rows (all of them for a negative number).",
            "print(students.plainText(maxRows: 20))")) { table, arguments, _ in
            .string(table.plainText(maxRows: arguments.has(0) ? try arguments.int(0) : 10))
        }
    }

    /// A cell value for comparing with a column: numbers, text, or missing for `nil`.
    private static func cellValue(_ value: Value) throws -> CellValue {
        switch value {
        case .int(let number): return .integer(number)
        case .double(let number): return .double(number)
        case .string(let text): return .text(text)
        case .bool(let flag): return .integer(flag ? 1 : 0)
        case .null: return .missing
        default: throw ScriptError.typeMismatch("a table cell is compared with a number, a string or nil, not \(value.typeName)")
        }
    }
}
