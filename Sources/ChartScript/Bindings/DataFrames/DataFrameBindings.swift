import ChartData
import FoundationEssentials

/// ChartData's `DataFrame` under TabularData's names: reading CSV files with
/// `CSVReadingOptions` and SQLite queries, `shape`, `rows`, `columns`, `df["name"]`
/// (an `AnyColumn`), `df["name", Double.self]` (a `Column<Double>`), `df[mask]`, and display as
/// an HTML table with TabularData's text beside it. Verbs are in ``DataFrameVerbBindings``,
/// columns in ``ColumnBindings``, rows in ``DataFrameRowBindings``, groups in ``RowGroupingBindings``.
enum DataFrameBindings {
    static func register(in table: BindingTable) {
        let type = table.type(DataFrame.self, doc("struct DataFrame",
            "A table of named, typed columns, as Apple's TabularData has it: read one with DataFrame(contentsOfCSVFile:) or DataFrame(sqlite:query:), take a column with df[\"name\", Double.self] (its elements are optionals: nil is a missing value), group, join, sort, filter and summarise it. Relative paths are read from the notebook's folder.",
            "let penguins = try DataFrame(contentsOfCSVFile: \"data/penguins.csv\")"))
        registerInitializers(on: type)
        registerProperties(on: type)
        type.subscriptGet = { payload, indices in
            guard let frame = payload as? DataFrame else { throw ScriptError.typeMismatch("expected a DataFrame") }
            return try subscriptValue(frame, indices)
        }
        type.subscriptSet = { payload, indices, newValue in
            guard var frame = payload as? DataFrame, let first = indices.first, case .string(let name) = first, indices.count <= 2 else {
                throw ScriptError.typeMismatch("a DataFrame's column is set by name: df[\"kg\", Double.self] = column")
            }
            var column = try DataFrameValues.anyColumn(newValue)
            if indices.count == 2 {
                let typeName = try DataFrameValues.elementType(indices[1])
                guard column.elementTypeName == typeName else {
                    throw TableError.wrongColumnType(column: name, holds: column.elementTypeName, asked: typeName)
                }
            }
            column.name = name
            if frame.shape.columns > 0 && column.count != frame.shape.rows {
                throw TableError.columnLengthsDiffer(first: frame.columns[0].name, firstCount: frame.shape.rows, other: name, otherCount: column.count)
            }
            frame[name] = column
            return .bound(frame)
        }
        type.richDisplay = { payload in
            guard let frame = payload as? DataFrame else { throw ScriptError.typeMismatch("expected a DataFrame") }
            return ["text/html": frame.html(), "text/plain": frame.description]
        }
        type.describe = { payload in (payload as? DataFrame)?.description ?? "DataFrame" }
        // `let df: DataFrame = ["name": ["Ada", "Bo"], "year": [2024, 2025]]`, as TabularData's
        // init(dictionaryLiteral:): one column per pair, in the order written.
        type.bridge = { value in
            guard case .dictionary(let literal) = value else { return nil }
            return .bound(try frame(fromLiteral: literal))
        }
        type.labelledSubscriptGet["row"] = { payload, indices in
            guard let frame = payload as? DataFrame, indices.count == 1, case .int(let index) = indices[0] else {
                throw ScriptError.typeMismatch("df[row: n] takes the row's position, an Int")
            }
            guard index >= 0 && index < frame.shape.rows else { throw ScriptError.indexOutOfRange(index: index, count: frame.shape.rows) }
            return .bound(frame.rows[index])
        }
        DataFrameVerbBindings.register(on: type)
        DataFrameMutationBindings.register(on: type)
        ColumnBindings.register(in: table)
        DataFrameRowBindings.register(in: table)
        RowGroupingBindings.register(in: table)
        CSVOptionsBindings.register(in: table)
        URLBindings.register(in: table)
        TableNames.register(in: table, frame: type)
    }

    /// The frame a dictionary literal of column names and arrays of values writes (each
    /// column typed as `AnyColumn(name:values:)` types it, `nil` missing).
    /// - Throws: a TypeError for a key that is not a String or a value that is not an array,
    ///   `TableError` for columns of different lengths.
    private static func frame(fromLiteral literal: DictionaryValue) throws -> DataFrame {
        try frame(fromPairs: zip(literal.keys, literal.values).map { ($0.value, $1) })
    }

    /// The frame of `(name, values)` pairs, in order, as `init(dictionaryLiteral:)` makes it.
    private static func frame(fromPairs pairs: [(Value, Value)]) throws -> DataFrame {
        var columns: [AnyColumn] = []
        for (key, values) in pairs {
            guard case .string(let name) = key else {
                throw ScriptError.typeMismatch("a DataFrame literal's keys are column names (Strings), not \(key.typeName)")
            }
            guard case .array(let array) = values else {
                throw ScriptError.typeMismatch("a DataFrame literal's values are arrays of a column's values, as in [\"\(name)\": [1, 2]], not \(values.typeName)")
            }
            columns.append(AnyColumn(name: name, values: array.values.map(DataFrameValues.element)))
        }
        return try DataFrame(checking: columns)
    }

    /// `DataFrame(dictionaryLiteral: ("name", ["Ada", "Bo"]), ("year", [2024, 2025]))`: each
    /// argument a pair of a column name and its values.
    private static func frame(fromArguments arguments: BoundArguments) throws -> DataFrame {
        try frame(fromPairs: (0..<arguments.count).map { index in
            let argument = try arguments.value(index)
            guard case .tuple(let pair) = argument, pair.values.count == 2 else {
                throw ScriptError.typeMismatch("DataFrame(dictionaryLiteral:) takes pairs of a column name and its values, as (\"year\", [2024, 2025]), not \(argument.typeName)")
            }
            return (pair.values[0], pair.values[1])
        })
    }

    /// `df["name"]`, `df["name", Double.self]`, `df[mask]`, `df[["a", "b"]]`, `df[0..<10]`.
    private static func subscriptValue(_ frame: DataFrame, _ indices: [Value]) throws -> Value {
        if indices.count == 2, case .string(let name) = indices[0] {
            return try DataFrameValues.typed(try frame.column(name), as: try DataFrameValues.elementType(indices[1]))
        }
        guard indices.count == 1 else {
            throw ScriptError.typeMismatch("a DataFrame's subscript is a column name (df[\"mass\"]), a name and a type (df[\"mass\", Double.self]), a mask or a range")
        }
        switch indices[0] {
        case .string(let name): return .bound(try frame.column(name))
        case .range(let lower, let upper): return .bound(frame[lower..<upper])
        case .closedRange(let lower, let upper): return .bound(frame[lower..<(upper + 1)])
        case .array(let array) where array.strings != nil:
            let names = array.strings ?? []
            for name in names { _ = try frame.column(name) }
            return .bound(frame.selecting(columnNames: names))
        case .native(let box) where box.payload is RowMask:
            // A comparison's mask keeps its rows without a copy of its flags.
            guard let mask = box.payload as? RowMask, mask.count == frame.shape.rows else {
                throw ScriptError.typeMismatch("the mask has \((box.payload as? RowMask)?.count ?? 0) values but the frame has \(frame.shape.rows) rows")
            }
            return .bound(frame[mask])
        default:
            if let flags = DataFrameValues.mask(indices[0]) {
                guard flags.count == frame.shape.rows else {
                    throw ScriptError.typeMismatch("the mask has \(flags.count) values but the frame has \(frame.shape.rows) rows")
                }
                return .bound(frame[flags])
            }
            throw ScriptError.typeMismatch("a DataFrame's subscript is a column name, a mask (df[df[\"mass\", Double.self] > 4000]), [names] or a range, not \(indices[0].typeName)")
        }
    }

    private static func registerInitializers(on type: TypeBinding) {
        type.addInitializer([], doc("init()", "An empty data frame: no rows, no columns.", "var frame = DataFrame()")) { _, _ in
            .bound(DataFrame())
        }
        type.addVariadicInitializer(label: "dictionaryLiteral", doc("init(dictionaryLiteral elements: (String, [Any?])...)",
            "A data frame of (name, values) pairs, in the order written, as a dictionary literal writes it: each column typed by what its present values share (Int, Double, Bool, String, Date), nil missing.",
            "DataFrame(dictionaryLiteral: (\"name\", [\"Ada\", \"Bo\"]), (\"year\", [2024, 2025]))")) { arguments, _ in
            .bound(try frame(fromArguments: arguments))
        }
        type.addInitializer([param("columns", "[Any]")], doc("init(columns: [AnyColumn])",
            "A data frame of columns of equal length (AnyColumn values, or typed columns).",
            "DataFrame(columns: [Column(name: \"n\", contents: [1, 2]).eraseToAnyColumn()])")) { arguments, _ in
            guard case .array(let array) = try arguments.value(0) else { throw ScriptError.typeMismatch("columns: takes an array of columns") }
            return .bound(try DataFrame(checking: try array.values.map(DataFrameValues.anyColumn)))
        }
        let readingParameters = [param("columns", "Any", default: true), param("rows", "Any", default: true),
                                 param("types", "Any", default: true), param("options", "Any", default: true)]
        let summary = "Reads a CSV file, as TabularData does: the header names the columns, each column's type is inferred (Int, Double, Bool, Date, else String) unless types: names it, and fields spelt as one of options.nilEncodings (empty, NA, NaN, null, …) are nil. columns: picks columns, rows: a range of rows. A relative path is read from the notebook's folder. A bad file is an error naming its line, column and value."
        type.addInitializer([param("contentsOfCSVFile", "Any")] + readingParameters,
            doc("init(contentsOfCSVFile url: URL, columns: [String]? = nil, rows: Range<Int>? = nil, types: [String : CSVType] = [:], options: CSVReadingOptions = .init()) throws",
                summary + " The file is a path String or a URL(fileURLWithPath:).",
                "let penguins = try DataFrame(contentsOfCSVFile: \"data/penguins.csv\")")) { arguments, runtime in
            let path: String
            switch try arguments.value(0) {
            case .string(let text): path = text
            case .native(let box) where box.payload is URL: path = (box.payload as? URL)?.path ?? ""
            case let other: throw ScriptError.typeMismatch("contentsOfCSVFile: takes a path String or a URL, not \(other.typeName)")
            }
            let reading = try readingArguments(arguments, from: 1)
            return .bound(try DataFrameValues.interruptible(runtime) {
                try DataFrame(contentsOfCSVFile: path, columns: reading.columns, rows: reading.rows, types: reading.types, options: reading.options)
            })
        }
        type.addInitializer([param("csvText", "String")] + readingParameters,
            doc("init(csvText: String, columns: [String]? = nil, rows: Range<Int>? = nil, types: [String : CSVType] = [:], options: CSVReadingOptions = .init()) throws",
                "Reads CSV text written in the cell, with the same rules as DataFrame(contentsOfCSVFile:).",
                "try DataFrame(csvText: \"species,mass\\nAdelie,3750\\nGentoo,NA\")")) { arguments, _ in
            let text = try arguments.string(0)
            let reading = try readingArguments(arguments, from: 1)
            return .bound(try DataFrame(csvText: text, columns: reading.columns, rows: reading.rows, types: reading.types, options: reading.options))
        }
        type.addInitializer([param("sqlite", "String"), param("query", "String"), param("arguments", "[Any]", default: true),
                             param("readOnly", "Bool", default: true)],
            doc("init(sqlite path: String, query: String, arguments: [Any?] = [], readOnly: Bool = true) throws",
                "Runs one SQL query against an SQLite database file and gives its result as a data frame. Write ? for each value and pass the values in arguments: SQLite binds them as data, never as SQL text. Opens read-only unless readOnly is false.",
                "try DataFrame(sqlite: \"data/school.sqlite\", query: \"SELECT name, year FROM students WHERE year = ?\", arguments: [2024])")) { arguments, runtime in
            let path = try arguments.string(0), query = try arguments.string(1)
            let values = arguments.has(2) ? try DataFrameValues.sqliteArguments(try arguments.value(2)) : []
            let readOnly = arguments.has(3) ? try arguments.bool(3) : true
            return .bound(try DataFrameValues.interruptible(runtime) {
                try DataFrame(sqlite: path, query: query, arguments: values, readOnly: readOnly)
            })
        }
        type.addInitializer([param("postgres", "String"), param("query", "String"), param("arguments", "[Any]", default: true)],
            doc("init(postgres connection: String, query: String, arguments: [Any?] = []) throws",
                "Runs one SQL query on a PostgreSQL server (a libpq connection string or URL such as postgresql://teacher@db/school) and gives its result as a data frame. Write $1, $2, … for values and pass them in arguments: the server binds them as data, never as SQL text.",
                "try DataFrame(postgres: \"postgresql:///school\", query: \"SELECT name FROM students WHERE year = $1\", arguments: [2024])")) { arguments, runtime in
            let connection = try arguments.string(0), query = try arguments.string(1)
            let values = arguments.has(2) ? try DataFrameValues.sqliteArguments(try arguments.value(2)) : []
            return .bound(try DataFrameValues.interruptible(runtime) {
                try DataFrame(postgres: connection, query: query, arguments: values)
            })
        }
    }

    /// The `columns:`, `rows:`, `types:` and `options:` arguments of a CSV read, starting at `first`.
    private static func readingArguments(_ arguments: BoundArguments, from first: Int) throws
        -> (columns: [String]?, rows: Range<Int>?, types: [String: CSVType], options: CSVReadingOptions) {
        var columns: [String]?, rows: Range<Int>?, types: [String: CSVType] = [:], options = CSVReadingOptions()
        if arguments.has(first), case let value = try arguments.value(first), !(value.isNull) {
            guard case .array(let array) = value, let names = array.strings else { throw ScriptError.typeMismatch("columns: takes an array of column names") }
            columns = names
        }
        if arguments.has(first + 1), case let value = try arguments.value(first + 1), !(value.isNull) {
            switch value {
            case .range(let lower, let upper): rows = lower..<upper
            case .closedRange(let lower, let upper): rows = lower..<(upper + 1)
            default: throw ScriptError.typeMismatch("rows: takes a range of row numbers such as 0..<100")
            }
        }
        if arguments.has(first + 2) {
            guard case .dictionary(let dictionary) = try arguments.value(first + 2) else {
                throw ScriptError.typeMismatch("types: takes a dictionary such as [\"year\": .integer]")
            }
            for (key, value) in zip(dictionary.keys, dictionary.values) {
                guard case .string(let name) = key.value else { throw ScriptError.typeMismatch("types: keys are column names") }
                types[name] = try CSVOptionsBindings.csvType(value)
            }
        }
        if arguments.has(first + 3) { options = try CSVOptionsBindings.options(try arguments.value(first + 3)) }
        return (columns, rows, types, options)
    }

    private static func registerProperties(on type: TypeBinding) {
        type.addProperty("shape", type: "Any", doc("var shape: (rows: Int, columns: Int) { get }",
            "The number of rows and of columns.", "penguins.shape.rows")) { value in
            let shape = try type.payload(value, as: DataFrame.self).shape
            return .tuple(TupleValue(labels: ["rows", "columns"], values: [.int(shape.rows), .int(shape.columns)]))
        }
        type.addProperty("rows", type: "Rows", doc("var rows: DataFrame.Rows { get }",
            "The rows, a random-access collection of DataFrame.Row (what Chart(df.rows) { … } takes): df.rows.count, df.rows[3], for row in df.rows.",
            "penguins.rows.count")) { value in
            .bound(try type.payload(value, as: DataFrame.self).rows)
        }
        type.addProperty("columns", type: "[AnyColumn]", doc("var columns: [AnyColumn] { get }",
            "The columns, in order.", "penguins.columns.map(\\.name)")) { value in
            .array(ArrayValue(values: try type.payload(value, as: DataFrame.self).columns.map { .bound($0) }))
        }
        type.bindReadOnly("columnNames", \DataFrame.columnNames, .strings, "The columns' names, in order.", example: "penguins.columnNames")
        type.bindReadOnly("isEmpty", \DataFrame.isEmpty, .bool, "Whether the frame has no rows.", example: "penguins.isEmpty")
        type.bindReadOnly("source", \DataFrame.source, .string, "Where the frame came from, such as \"penguins.csv\".", example: "penguins.source")
    }
}

extension Value {
    /// Whether the value is `nil`.
    var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}
