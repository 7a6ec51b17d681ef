import ChartData

/// pandas' names for what a DataFrame does, each an error that names the DataFrame member to
/// use instead, as the seeds' old chart names do (``OldNames``).
enum PandasNames {
    /// (pandas name, what to write instead, an example).
    static let replacements: [(name: String, message: String, instead: String)] = [
        ("groupby", "group with grouped(by:), then counts(), sums(_:_:), means(_:_:) or aggregated(…)", "penguins.grouped(by: \"species\").means(\"body_mass_g\", Double.self)"),
        ("describe", "summarise the columns with summary()", "penguins.summary()"),
        ("merge", "join frames with joined(_:on:kind:)", "msft.joined(aapl, on: \"date\", kind: .inner)"),
        ("join", "join frames with joined(_:on:kind:)", "msft.joined(aapl, on: \"date\")"),
        ("value_counts", "count a column's values with valueCounts(of:)", "penguins.valueCounts(of: \"island\")"),
        ("dropna", "drop rows with missing values with droppingMissing(on:)", "penguins.droppingMissing(on: \"sex\")"),
        ("fillna", "fill missing values with fillingMissing(on:with:)", "penguins.fillingMissing(on: \"sex\", with: \"unknown\")"),
        ("head", "take the first rows with prefix(_:)", "penguins.prefix(5)"),
        ("tail", "take the last rows with suffix(_:)", "penguins.suffix(5)"),
        ("loc", "pick rows with a mask (df[df[\"mass\", Double.self] > 4000]) and columns with selecting(columnNames:)", "penguins[penguins[\"island\", String.self] == \"Dream\"]"),
        ("iloc", "take a row with df.rows[3], rows with df[0..<10]", "penguins.rows[3]"),
        ("apply", "compute a column with column arithmetic (df[\"a\", Double.self] / 1000), map, transformColumn or combineColumns", "penguins[\"body_mass_g\", Double.self] / 1000"),
        ("pivot_table", "make a pivot table with pivoted(rows:columns:aggregation:)", "penguins.pivoted(rows: \"species\", columns: \"sex\", aggregation: .mean(\"body_mass_g\"))"),
        ("sort_values", "sort with sorted(on:order:)", "penguins.sorted(on: \"body_mass_g\", order: .descending)"),
        ("rename", "rename a column with renameColumn(_:to:)", "penguins.renameColumn(\"body_mass_g\", to: \"mass\")"),
        ("drop", "remove a column with removeColumn(_:)", "penguins.removeColumn(\"year\")"),
        ("isna", "find missing values with df[\"sex\"].missingCount or the mask df[\"sex\", String.self].isMissing", "penguins.missingCounts()"),
        ("nunique", "count distinct values with aggregated(.distinctCount(\"x\")) or distinct(_:)", "penguins.distinct(\"species\").shape.rows"),
        ("unique", "list a column's distinct values with distinct(_:)", "penguins.distinct(\"species\")"),
        ("to_csv", "write CSV with writeCSV(to:)", "try penguins.writeCSV(to: URL(fileURLWithPath: \"penguins-out.csv\"))"),
        ("read_csv", "read CSV with DataFrame(contentsOfCSVFile:options:)", "try DataFrame(contentsOfCSVFile: \"data/penguins.csv\")"),
    ]

    /// Retires pandas' names on the DataFrame binding `type`.
    static func retire(on type: TypeBinding) {
        for entry in replacements where !entry.message.isEmpty {
            let text = "'\(entry.name)' is pandas'; here \(entry.message)"
            type.retiredMembers.insert(entry.name)
            type.addProperty(entry.name, type: "Any", doc("var \(entry.name) (pandas)", text, entry.instead)) { _ in
                throw ScriptError.typeMismatch(text)
            }
            type.addMethod(entry.name, (0..<4).map { _ in param(nil, "Any", default: true) }, doc("func \(entry.name)() (pandas)", text, entry.instead)) { _, _, _ in
                throw ScriptError.typeMismatch(text)
            }
        }
    }
}
