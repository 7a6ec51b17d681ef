import ChartData
import FoundationEssentials

/// What a cell can do with a DataFrame, each returning a new frame (or grouping): grouping,
/// joining, sorting, filtering, selecting, summarising, missing values, counts and pivots,
/// CSV writing. TabularData's names where it has the verb; pandas' names answer with these.
enum DataFrameVerbBindings {
    static func register(on type: TypeBinding) {
        registerGrouping(on: type)
        registerRows(on: type)
        registerSummaries(on: type)
        registerOutput(on: type)
        PandasNames.retire(on: type)
    }

    /// Adds a method whose body maps the receiver frame to a value.
    static func add(_ type: TypeBinding, _ name: String, _ parameters: [ParameterSpec], _ documentation: Documentation,
                    _ body: @escaping (DataFrame, BoundArguments, Runtime) throws -> Value) {
        type.addMethod(name, parameters, documentation) { receiver, arguments, runtime in
            try body(try type.payload(receiver, as: DataFrame.self), arguments, runtime)
        }
    }

    /// The column names among `arguments` from `first` on (strings, or one array of strings).
    static func names(_ arguments: BoundArguments, from first: Int, count: Int) throws -> [String] {
        var names: [String] = []
        for index in first..<(first + count) where arguments.has(index) {
            switch try arguments.value(index) {
            case .string(let name): names.append(name)
            case .array(let array) where array.strings != nil: names += array.strings ?? []
            case let other: throw ScriptError.typeMismatch("expected a column name, not \(other.typeName)")
            }
        }
        return names
    }

    /// Checks that `frame` has every column in `names`.
    static func checkColumns(_ frame: DataFrame, _ names: [String]) throws {
        for name in names { _ = try frame.column(name) }
    }

    /// Up to eight names after a first labelled one: `grouped(by: "a", "b")`.
    static func moreNames(_ label: String) -> [ParameterSpec] {
        [param(label, "Any")] + (0..<7).map { _ in param(nil, "Any", default: true) }
    }

    private static func registerGrouping(on type: TypeBinding) {
        add(type, "grouped", moreNames("by"), doc("func grouped(by columnNames: String...) -> RowGrouping",
            "The rows grouped by equal values in one or more columns: then counts(), sums(_:_:), means(_:_:), aggregated(.mean(\"mass\"), .count, …). A missing value is a group of its own.",
            "penguins.grouped(by: \"species\", \"sex\").counts()")) { frame, arguments, _ in
            let names = try names(arguments, from: 0, count: 8)
            try checkColumns(frame, names)
            return .bound(frame.grouped(by: names))
        }
        add(type, "grouped", [param("by", "String"), param("timeUnit", "Any")], doc("func grouped(by columnName: String, timeUnit: Calendar.Component) -> RowGrouping",
            "The rows grouped by the calendar period (UTC) of a date column: .year, .quarter, .month, .weekOfYear, .day, .hour keyed by the period's first instant; .weekday by the day of the week (1 is Sunday).",
            "weather.grouped(by: \"date\", timeUnit: .month).means(\"temp_max\", Double.self)")) { frame, arguments, _ in
            let name = try arguments.string(0)
            let column = try frame.column(name)
            guard column.kind == .date else { throw TableError.wrongColumnType(column: name, holds: column.elementTypeName, asked: "Date") }
            let unit = try CalendarBindings.unit(try arguments.value(1))
            guard let component = calendarComponent(unit.rawValue) else { throw ScriptError.typeMismatch("cannot group by \(unit.rawValue)") }
            return .bound(frame.grouped(by: name, timeUnit: component))
        }
        add(type, "joined", [param(nil, Bridge<DataFrame>.native()), param("on", "Any"), param("kind", "Any", default: true)],
            doc("func joined(_ other: DataFrame, on columnName: String, kind: JoinKind = .inner) -> DataFrame",
                "The rows of this frame and other paired by equal values of a column (on: \"date\", or on: (left: \"id\", right: \"student\")). kind: .inner, .left, .right or .full. The key appears once; other columns both frames have become left.name and right.name.",
                "msft.joined(aapl, on: \"date\")")) { frame, arguments, _ in
            let other = try arguments.bound(0, as: DataFrame.self)
            let keys: (left: String, right: String)
            let on = try arguments.value(1)
            if case .string(let name) = on {
                keys = (name, name)
            } else if case .tuple(let tuple) = on, tuple.values.count == 2,
                      case .string(let left) = tuple.values[0], case .string(let right) = tuple.values[1] {
                keys = (left, right)
            } else {
                throw ScriptError.typeMismatch("on: takes a column name or (left: \"id\", right: \"id\")")
            }
            let kind = arguments.has(2) ? try enumCase(JoinKind.self, try arguments.value(2)) : .inner
            try DataFrameValues.check(frame.joinProblem(other, on: keys))
            return .bound(frame.joined(other, on: keys, kind: kind))
        }
    }

    /// The Foundation calendar component of a unit's name.
    static func calendarComponent(_ name: String) -> Calendar.Component? {
        switch name {
        case "era": return .era
        case "year": return .year
        case "quarter": return .quarter
        case "month": return .month
        case "weekOfYear": return .weekOfYear
        case "weekOfMonth": return .weekOfMonth
        case "day": return .day
        case "hour": return .hour
        case "minute": return .minute
        case "second": return .second
        case "weekday": return .weekday
        default: return nil
        }
    }

    /// A case of a string-backed enum from `.name` or a bound value.
    static func enumCase<E: RawRepresentable & CaseIterable>(_ type: E.Type, _ value: Value) throws -> E where E.RawValue == String {
        if case .implicitMember(let name) = value, let found = E(rawValue: name) { return found }
        if case .native(let box) = value, let found = box.payload as? E { return found }
        let names = E.allCases.map { "." + $0.rawValue }.joined(separator: ", ")
        throw ScriptError.typeMismatch("expected \(BindingTable.name(of: E.self)): one of \(names), not \(value.typeName)")
    }

    private static func registerRows(on type: TypeBinding) {
        add(type, "sorted", moreNames("on") + [param("order", "Any", default: true)],
            doc("func sorted(on columnName: String, order: Order = .ascending) -> DataFrame",
                "The rows ordered by a column (or several, the first deciding first): numbers by value, dates by time, text in Unicode order. Stable; missing values last in either order.",
                "penguins.sorted(on: \"body_mass_g\", order: .descending)")) { frame, arguments, _ in
            let names = try names(arguments, from: 0, count: 8)
            try checkColumns(frame, names)
            let order = arguments.has(8) ? try enumCase(Order.self, try arguments.value(8)) : .ascending
            return .bound(frame.sorted(on: names, orders: names.map { _ in order }))
        }
        add(type, "filter", [param("on", "String"), param(nil, "Any"), param(nil, "closure")],
            doc("func filter<T>(on columnName: String, _ type: T.Type, _ isIncluded: (T?) throws -> Bool) rethrows -> DataFrame",
                "The rows whose value in a column passes the closure, which receives the value as an optional (nil when missing). For comparisons, a mask is faster: df[df[\"mass\", Double.self] > 4000].",
                "penguins.filter(on: \"island\", String.self) { $0 == \"Dream\" }")) { frame, arguments, runtime in
            let name = try arguments.string(0)
            let column = try frame.column(name)
            let typeName = try DataFrameValues.elementType(try arguments.value(1))
            _ = try DataFrameValues.typed(column, as: typeName)
            let test = try runtime.unaryCaller(try arguments.function(2))
            let converts = ScalarType(named: typeName) == .double && column.kind == .integer
            var keep: [Bool] = []
            keep.reserveCapacity(frame.shape.rows)
            for row in 0..<frame.shape.rows {
                var element = column[row]
                if converts, let number = element as? Int { element = Double(number) }
                keep.append(try SequenceBindings.truth(try test(DataFrameValues.optional(element)), "filter"))
            }
            return .bound(frame[keep])
        }
        add(type, "filter", [param(nil, "Any")], doc("func filter(_ isIncluded: (DataFrame.Row) throws -> Bool) rethrows -> DataFrame",
            "The rows for which the closure returns true (it receives each DataFrame.Row: row[\"mass\", Double.self]), or the rows a mask keeps.",
            "penguins.filter { ($0[\"body_mass_g\", Double.self] ?? 0) > 4000 }")) { frame, arguments, runtime in
            let argument = try arguments.value(0)
            if let flags = DataFrameValues.mask(argument) { return .bound(frame[flags]) }
            guard case .function(let function) = argument else { throw ScriptError.typeMismatch("filter takes a closure or a mask") }
            let test = try runtime.unaryCaller(function)
            let rows = frame.rows
            var keep: [Bool] = []
            keep.reserveCapacity(rows.count)
            for row in rows { keep.append(try SequenceBindings.truth(try test(.bound(row)), "filter")) }
            return .bound(frame[keep])
        }
        add(type, "selecting", moreNames("columnNames"), doc("func selecting(columnNames: String...) -> DataFrame",
            "A frame keeping the columns named, in that order.",
            "penguins.selecting(columnNames: \"species\", \"body_mass_g\")")) { frame, arguments, _ in
            let names = try names(arguments, from: 0, count: 8)
            try checkColumns(frame, names)
            return .bound(frame.selecting(columnNames: names))
        }
        add(type, "prefix", [param(nil, "Int")], doc("func prefix(_ maxLength: Int) -> DataFrame",
            "The first rows (all of them when the frame is shorter).", "penguins.prefix(5)")) { frame, arguments, _ in
            .bound(frame.prefix(try arguments.int(0)))
        }
        add(type, "suffix", [param(nil, "Int")], doc("func suffix(_ maxLength: Int) -> DataFrame",
            "The last rows.", "penguins.suffix(5)")) { frame, arguments, _ in
            .bound(frame.suffix(try arguments.int(0)))
        }
        add(type, "droppingMissing", [param("on", "Any", default: true)] + (0..<7).map { _ in param(nil, "Any", default: true) },
            doc("func droppingMissing(on columnNames: String...) -> DataFrame",
                "The rows with no missing value (in the columns named, or in any column), as pandas' dropna().",
                "penguins.droppingMissing(on: \"sex\")")) { frame, arguments, _ in
            let names = try names(arguments, from: 0, count: 8)
            try checkColumns(frame, names)
            return .bound(names.isEmpty ? frame.droppingMissing() : frame.droppingMissing(on: names))
        }
        add(type, "fillingMissing", [param("on", "String"), param("with", "Any")],
            doc("func fillingMissing<T>(on columnName: String, with value: T) -> DataFrame",
                "The frame with a column's missing values replaced by value (of the column's type; an Int fills a Double column), as pandas' fillna.",
                "penguins.fillingMissing(on: \"sex\", with: \"unknown\")")) { frame, arguments, _ in
            let name = try arguments.string(0)
            switch try arguments.value(1) {
            case .int(let number):
                try DataFrameValues.check(frame.fillProblem(on: name, with: number))
                return .bound(frame.fillingMissing(on: name, with: number))
            case .double(let number):
                try DataFrameValues.check(frame.fillProblem(on: name, with: number))
                return .bound(frame.fillingMissing(on: name, with: number))
            case .string(let text):
                try DataFrameValues.check(frame.fillProblem(on: name, with: text))
                return .bound(frame.fillingMissing(on: name, with: text))
            case .bool(let flag):
                try DataFrameValues.check(frame.fillProblem(on: name, with: flag))
                return .bound(frame.fillingMissing(on: name, with: flag))
            case .native(let box) where box.payload is Date:
                let date = box.payload as? Date ?? Date(timeIntervalSince1970: 0)
                try DataFrameValues.check(frame.fillProblem(on: name, with: date))
                return .bound(frame.fillingMissing(on: name, with: date))
            case let other:
                throw ScriptError.typeMismatch("a column is filled with an Int, Double, String, Bool or Date, not \(other.typeName)")
            }
        }
    }

    private static func registerSummaries(on type: TypeBinding) {
        add(type, "summary", (0..<8).map { _ in param(nil, "Any", default: true) } + [param("of", "Any", default: true)],
            doc("func summary() -> DataFrame",
                "A frame describing each column (TabularData's summary(), pandas' describe()): present and missing counts, distinct values, the mode, and for numbers the mean, standard deviation (n − 1), minimum, quartiles and maximum, as pandas computes them. summary(of: \"a\", \"b\") for some columns.",
                "penguins.summary()")) { frame, arguments, _ in
            var names = try names(arguments, from: 0, count: 8)
            if arguments.has(8) { names = try DataFrameVerbBindings.names(arguments, from: 8, count: 1) + names }
            try checkColumns(frame, names)
            return .bound(names.isEmpty ? frame.summary() : frame.summary(of: names))
        }
        add(type, "missingCounts", [], doc("func missingCounts() -> DataFrame",
            "How many values are missing in each column (pandas' isna().sum()).", "penguins.missingCounts()")) { frame, _, _ in
            .bound(frame.missingCounts())
        }
        add(type, "valueCounts", [param("of", "String"), param("proportions", "Bool", default: true)],
            doc("func valueCounts(of columnName: String, proportions: Bool = false) -> DataFrame",
                "How often each value of a column occurs, most frequent first (a count column, or proportion of the present values), as pandas' value_counts().",
                "penguins.valueCounts(of: \"island\")")) { frame, arguments, _ in
            let name = try arguments.string(0)
            _ = try frame.column(name)
            return .bound(frame.valueCounts(of: name, proportions: arguments.has(1) ? try arguments.bool(1) : false))
        }
        add(type, "distinct", [param(nil, "String")], doc("func distinct(_ columnName: String) -> DataFrame",
            "The distinct present values of a column, in order of first appearance (pandas' unique()).",
            "penguins.distinct(\"species\")")) { frame, arguments, _ in
            let name = try arguments.string(0)
            _ = try frame.column(name)
            return .bound(frame.distinct(name))
        }
        add(type, "crosstab", [param(nil, "String"), param(nil, "String")], doc("func crosstab(_ rows: String, _ columns: String) -> DataFrame",
            "How many rows have each pair of values of two columns: a row per value of the first, a column per value of the second (pandas' crosstab).",
            "penguins.crosstab(\"species\", \"island\")")) { frame, arguments, _ in
            let rows = try arguments.string(0), columns = try arguments.string(1)
            try checkColumns(frame, [rows, columns])
            return .bound(frame.crosstab(rows, columns))
        }
        add(type, "pivoted", [param("rows", "String"), param("columns", "String"), param("aggregation", Bridge<Aggregation>.native()),
                              param("filling", "Double", default: true)],
            doc("func pivoted(rows: String, columns: String, aggregation: Aggregation, filling: Double? = nil) -> DataFrame",
                "A pivot table: a row per value of rows, a column per value of columns, and the aggregation of each pair's rows in the cells (pandas' pivot_table).",
                "penguins.pivoted(rows: \"species\", columns: \"sex\", aggregation: .mean(\"body_mass_g\"))")) { frame, arguments, _ in
            let rows = try arguments.string(0), columns = try arguments.string(1)
            let aggregation = try arguments.bound(2, as: Aggregation.self)
            try checkColumns(frame, [rows, columns])
            try DataFrameValues.check(frame.grouped(by: rows, columns).problem(with: [aggregation]))
            return .bound(frame.pivoted(rows: rows, columns: columns, aggregation: aggregation,
                                        filling: arguments.has(3) ? try arguments.double(3) : nil))
        }
    }

    private static func registerOutput(on type: TypeBinding) {
        add(type, "writeCSV", [param("to", "Any")], doc("func writeCSV(to url: URL, options: CSVWritingOptions = .init()) throws",
            "Writes the frame as CSV to a file (a URL, or a path relative to the notebook's folder), replacing it.",
            "try summary.writeCSV(to: URL(fileURLWithPath: \"summary.csv\"))")) { frame, arguments, _ in
            switch try arguments.value(0) {
            case .native(let box) where box.payload is URL: try frame.writeCSV(to: box.payload as? URL ?? URL(fileURLWithPath: "/"))
            case .string(let path): try frame.writeCSV(toFile: path)
            case let other: throw ScriptError.typeMismatch("writeCSV(to:) takes a URL, not \(other.typeName)")
            }
            return .void
        }
        add(type, "csvText", [], doc("func csvText(options: CSVWritingOptions = .init()) -> String",
            "The frame as CSV text.", "print(penguins.prefix(3).csvText())")) { frame, _, _ in
            .string(frame.csvText())
        }
        add(type, "html", [param("maximumRowCount", "Int", default: true)], doc("func html(maximumRowCount: Int = 20) -> String",
            "The frame as the HTML table a notebook shows (a negative count shows every row).", "penguins.html(maximumRowCount: 5)")) { frame, arguments, _ in
            .string(frame.html(maximumRowCount: arguments.has(0) ? try arguments.int(0) : 20))
        }
        add(type, "description", [param("options", Bridge<FormattingOptions>.native())], doc("func description(options: FormattingOptions) -> String",
            "The frame as text with other limits (rows, line and cell widths, column types).",
            "print(penguins.description(options: FormattingOptions(maximumRowCount: 5)))")) { frame, arguments, _ in
            .string(frame.description(options: try arguments.bound(0, as: FormattingOptions.self)))
        }
    }
}
