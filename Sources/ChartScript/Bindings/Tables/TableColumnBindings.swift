import ChartCore
import ChartData

/// A table's column, as `table["count"]` gives it: ChartData's `TableColumn`, whose typed
/// accessors give the arrays cells chart and compute with (`integers`, `doubles`,
/// `strings`), and whose statistics read its numbers as `Double`s, as in a Swift program.
enum TableColumnBindings {
    static func register(in table: BindingTable) {
        let type = table.type(TableColumn.self, doc("struct TableColumn",
            "One named, typed column of a table, as table[\"count\"] gives it. Take the array you need: integers ([Int]) or doubles ([Double]) for statistics and charts, missing values left out; strings ([String]) for labels, one per row. Its statistics (mean, median, …) read its numbers as Doubles.",
            "let counts = try bySubject[\"count\"].integers"))
        registerArrays(on: type)
        registerStatistics(on: type)
        type.bindReadOnly("name", \TableColumn.name, .string, "The column's name (its CSV header or SQL result name).", example: "bySubject[\"count\"].name")
        type.bindReadOnly("count", \TableColumn.count, .int, "The number of rows, missing values included.", example: "bySubject[\"count\"].count")
        type.bindReadOnly("missingCount", \TableColumn.missingCount, .int, "The number of missing (empty) values.", example: "students[\"grade_level\"].missingCount")
        type.subscriptGet = { payload, indices in
            guard let column = payload as? TableColumn, indices.count == 1, case .int(let row) = indices[0] else {
                throw ScriptError.typeMismatch("a column's subscript is a row number, such as column[0]")
            }
            return TableValues.value(column[row])
        }
        type.describe = { payload in (payload as? TableColumn)?.description ?? "TableColumn" }
    }

    private static func registerArrays(on type: TypeBinding) {
        type.addProperty("integers", type: "[Int]", doc("var integers: [Int] { get throws }",
            "The whole numbers of an integer column, missing values left out. A column of other values is an error (a double column names doubles instead).",
            "let counts = try bySubject[\"count\"].integers")) { value in
            let column = try type.payload(value, as: TableColumn.self)
            return .array(ArrayValue(.ints(try column.integers)))
        }
        type.addProperty("doubles", type: "[Double]", doc("var doubles: [Double] { get throws }",
            "The numbers of an integer or double column as Doubles, missing values left out. A text or date column is an error.",
            "let scores = try students[\"grade_level\"].doubles")) { value in
            let column = try type.payload(value, as: TableColumn.self)
            return .array(ArrayValue(.doubles(try column.doubles)))
        }
        type.addProperty("strings", type: "[String]", doc("var strings: [String] { get }",
            "Every cell as text, one per row (numbers in their shortest form, dates in ISO 8601, missing cells as \"\"): labels for a chart.",
            "let months = try byMonth[\"month\"].strings")) { value in
            .array(ArrayValue(.strings(try type.payload(value, as: TableColumn.self).strings)))
        }
    }

    /// The statistics ChartData's `TableColumn` offers, over its numbers as `Double`s.
    private static func registerStatistics(on type: TypeBinding) {
        func statistic(_ name: String, _ resultType: String, _ summary: String, _ compute: @escaping ([Double]) -> Value) {
            type.addProperty(name, type: resultType, doc("var \(name): \(resultType) { get throws }",
                summary + " Computed over the column's numbers as Doubles (missing values left out); a text or date column is an error.",
                "try bySubject[\"count\"].\(name)")) { value in
                let column = try type.payload(value, as: TableColumn.self)
                let numbers = try column.doubles
                let result = compute(numbers)
                StatisticsNotes.explain(name, of: .column(column.name), numbers: .doubles(numbers), result: result)
                return result
            }
        }
        statistic("sum", "Double", "The total of the numbers (0 for none).") { .statistic($0.sum) }
        statistic("mean", "Double", "The arithmetic mean of the numbers.") { .statistic($0.mean) }
        statistic("median", "Double", "The median of the numbers.") { .statistic($0.median) }
        statistic("mode", "[Double]", "Every number sharing the highest count, ascending.") { .array(ArrayValue(.doubles($0.mode))) }
        statistic("minimum", "Double", "The smallest number.") { .statistic($0.minimum) }
        statistic("maximum", "Double", "The largest number.") { .statistic($0.maximum) }
        statistic("standardDeviation", "Double", "The population standard deviation of the numbers.") { .statistic($0.standardDeviation) }
        statistic("summary", "StatisticsSummary", "Every statistic at once.") {
            .bound($0.summary)
        }
    }
}
