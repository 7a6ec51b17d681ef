import ChartData
import FoundationEssentials

/// The names of the older `Table` that the DataFrame replaced: `Table(csv:)`, its members
/// (`count(by:)`, `rowCount`, `filter(where:equals:)`, …) and its columns' arrays (`integers`,
/// `doubles`, `strings`). Each is an error that names the DataFrame's way to write it, as the
/// seeds' old names (``OldNames``) and pandas' names (``PandasNames``) are.
enum TableNames {
    /// One retired name: how it was written (an initialiser's labels, a method's labels, or a
    /// property when `labels` is nil), what to write instead, and an example.
    struct Replacement {
        let name: String
        let labels: [String?]?
        let message: String
        let instead: String
        /// Labels the older call could add after `labels` (`separator:`, `arguments:`).
        var optionalLabels: [String] = []
    }

    /// The initialisers of `Table`.
    static let initializers: [Replacement] = [
        Replacement(name: "init", labels: ["csv"],
                    message: "read a CSV file with DataFrame(contentsOfCSVFile:) (a separator is CSVReadingOptions' delimiter)",
                    instead: "try DataFrame(contentsOfCSVFile: \"data/students.csv\")", optionalLabels: ["separator", "allowsSpecialFiles"]),
        Replacement(name: "init", labels: ["csvText"], message: "read CSV text with DataFrame(csvText:)",
                    instead: "try DataFrame(csvText: \"subject,count\\nMath,3\")", optionalLabels: ["separator"]),
        Replacement(name: "init", labels: ["sqlite", "query"],
                    message: "run an SQLite query with DataFrame(sqlite:query:arguments:readOnly:)",
                    instead: "try DataFrame(sqlite: \"data/school.sqlite\", query: \"SELECT subject FROM enrollments WHERE year = ?\", arguments: [2024])",
                    optionalLabels: ["arguments", "readOnly"]),
    ]

    /// The members of `Table`; those the DataFrame does not have are retired on it too.
    static let members: [Replacement] = [
        Replacement(name: "rowCount", labels: nil, message: "the number of rows is shape.rows", instead: "students.shape.rows"),
        Replacement(name: "columnCount", labels: nil, message: "the number of columns is shape.columns", instead: "students.shape.columns"),
        Replacement(name: "columnTypes", labels: nil, message: "each column's type is columns.map { $0.wrappedElementType }",
                    instead: "students.columns.map { $0.wrappedElementType }"),
        Replacement(name: "count", labels: ["by"], message: "count rows per value with grouped(by:).counts(order: .descending)",
                    instead: "students.grouped(by: \"subject\").counts(order: .descending)"),
        Replacement(name: "count", labels: ["byMonthOf"],
                    message: "count rows per month with grouped(by:timeUnit: .month).counts() (months without rows are not listed)",
                    instead: "students.grouped(by: \"enrolled\", timeUnit: .month).counts()"),
        Replacement(name: "count", labels: ["byYearOf"],
                    message: "count rows per year with grouped(by:timeUnit: .year).counts() (years without rows are not listed)",
                    instead: "students.grouped(by: \"enrolled\", timeUnit: .year).counts()"),
        Replacement(name: "sum", labels: ["of", "by"], message: "sum per group with grouped(by:).sums(_:_:)",
                    instead: "students.grouped(by: \"subject\").sums(\"grade_level\", Int.self)"),
        Replacement(name: "mean", labels: ["of", "by"], message: "average per group with grouped(by:).means(_:_:)",
                    instead: "students.grouped(by: \"subject\").means(\"grade_level\", Int.self)"),
        Replacement(name: "filter", labels: ["where", "equals"], message: "keep the rows a mask picks: frame[frame[\"year\", Int.self] == 2025]",
                    instead: "students[students[\"year\", Int.self] == 2025]"),
        Replacement(name: "sorted", labels: ["by", "ascending"], message: "sort with sorted(on:order:)",
                    instead: "counts.sorted(on: \"count\", order: .descending)"),

        Replacement(name: "selecting", labels: [nil], message: "pick columns with selecting(columnNames:)",
                    instead: "students.selecting(columnNames: \"name\", \"subject\")"),
        Replacement(name: "column", labels: [nil], message: "take a column with frame[\"name\"] or frame[\"name\", Int.self]",
                    instead: "students[\"year\", Int.self]"),
        Replacement(name: "html", labels: ["maxRows"], message: "write HTML with html(maximumRowCount:)", instead: "students.html(maximumRowCount: 10)"),
        Replacement(name: "plainText", labels: ["maxRows"], message: "write text with description(options:)", instead: "students.description"),
    ]

    /// The arrays of a `TableColumn`, retired on every DataFrame column.
    static let columnArrays: [Replacement] = [
        Replacement(name: "integers", labels: nil, message: "a Column<Int>'s values are optionals: compactMap { $0 } gives the numbers there are",
                    instead: "students[\"year\", Int.self].compactMap { $0 }"),
        Replacement(name: "doubles", labels: nil, message: "a Column<Double>'s values are optionals: compactMap { $0 } gives the numbers there are",
                    instead: "scores[\"study_hours\", Double.self].compactMap { $0 }"),
        Replacement(name: "strings", labels: nil,
                    message: "a Column<String>'s values are optionals: map { $0 ?? \"\" } keeps one per row, compactMap { $0 } the ones there are",
                    instead: "students[\"subject\", String.self].map { $0 ?? \"\" }"),
    ]

    /// Registers the retired `Table` type, and retires its names on the DataFrame binding
    /// `frame` and on the column bindings of `table`.
    static func register(in table: BindingTable, frame: TypeBinding) {
        let retired = table.type("Table", doc("struct Table (retired)",
            "The older table type, replaced by DataFrame: each of its names is an error naming the DataFrame's way to write it.",
            "try DataFrame(contentsOfCSVFile: \"data/students.csv\")"))
        for entry in initializers {
            let text = message(entry)
            let parameters = (entry.labels ?? []).map { param($0, "Any") } + entry.optionalLabels.map { param($0, "Any", default: true) }
            retired.addInitializer(parameters, doc("init(\(signature(entry))) throws (retired)", text, entry.instead)) { _, _ in
                throw ScriptError.typeMismatch(text)
            }
        }
        for entry in members { retire(entry, on: retired) }
        for entry in members where !frame.hasMember(like: entry) { retire(entry, on: frame) }
        for columnType in table.types.values where columnType.name.hasPrefix("Column<") || columnType.name == "AnyColumn" {
            // A Column<Int>'s own `doubles` (its values as a Column<Double>) stays.
            for entry in columnArrays where !columnType.hasMember(like: entry) { retire(entry, on: columnType) }
        }
    }

    /// Makes `entry` an error on `type`: a property, or a method taking its labels.
    private static func retire(_ entry: Replacement, on type: TypeBinding) {
        let text = message(entry)
        guard let labels = entry.labels else {
            type.retiredMembers.insert(entry.name)
            type.addProperty(entry.name, type: "Any", doc("var \(entry.name) (the older Table)", text, entry.instead)) { _ in
                throw ScriptError.typeMismatch(text)
            }
            return
        }
        if type.methods[entry.name] == nil { type.retiredMembers.insert(entry.name) }
        let parameters = labels.map { param($0, "Any") } + [param(nil, "Any", default: true)]
        type.addMethod(entry.name, parameters, doc("func \(entry.name)(\(signature(entry))) (the older Table)", text, entry.instead)) { _, _, _ in
            throw ScriptError.typeMismatch(text)
        }
    }

    /// "'count(by:)' is the older Table's; here count rows per value with …".
    private static func message(_ entry: Replacement) -> String {
        let name = entry.labels == nil ? entry.name : "\(entry.name == "init" ? "Table" : entry.name)(\(signature(entry)))"
        return "'\(name)' is the older Table's; here \(entry.message), as in \(entry.instead)"
    }

    /// The labels as Swift writes a name: "by:", "_:", "sqlite:query:".
    private static func signature(_ entry: Replacement) -> String {
        (entry.labels ?? []).map { "\($0 ?? "_"):" }.joined()
    }
}

private extension TypeBinding {
    /// Whether the type has a property of the entry's name, or a method of its name whose
    /// first label is the entry's (a DataFrame's own `filter(on:_:_:)` stays; `filter(where:equals:)`
    /// becomes the error).
    func hasMember(like entry: TableNames.Replacement) -> Bool {
        if properties[entry.name] != nil { return true }
        guard let labels = entry.labels, let overloads = methods[entry.name] else { return false }
        let firstLabel: String? = labels.first ?? nil
        return overloads.contains { ($0.parameters.first?.label ?? nil) == firstLabel }
    }
}
