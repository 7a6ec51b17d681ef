import FoundationEssentials
import ChartData

/// A DataFrame's rows (`DataFrame.Rows`, a random-access collection) and one row
/// (`DataFrame.Row`): `row["species"]` is the value as `Any?`, `row["body_mass_g", Double.self]`
/// the value typed (`Double?`), `row.index` its position.
enum DataFrameRowBindings {
    static func register(in table: BindingTable) {
        let row = table.type(DataFrame.Row.self, doc("struct DataFrame.Row",
            "One row of a data frame, as filter closures and for row in df.rows receive it: row[\"species\"] is its value (Any?), row[\"body_mass_g\", Double.self] the value typed (Double?), nil when missing.",
            "penguins.rows[0][\"species\", String.self]"))
        row.addProperty("index", type: "Int", doc("var index: Int { get }", "The row's position in its frame, from 0.", "penguins.rows[0].index")) { value in
            .int(try row.payload(value, as: DataFrame.Row.self).index)
        }
        row.addProperty("count", type: "Int", doc("var count: Int { get }", "The number of values (the frame's columns).", "penguins.rows[0].count")) { value in
            .int(try row.payload(value, as: DataFrame.Row.self).count)
        }
        row.subscriptGet = { payload, indices in
            guard let current = payload as? DataFrame.Row else { throw ScriptError.typeMismatch("expected a DataFrame.Row") }
            if indices.count == 2, case .string(let name) = indices[0] {
                let typeName = try DataFrameValues.elementType(indices[1])
                switch typeName {
                case "Int": return DataFrameValues.optional(try current.value(name, Int.self))
                case "Double": return DataFrameValues.optional(try current.value(name, Double.self))
                case "String": return DataFrameValues.optional(try current.value(name, String.self))
                case "Bool": return DataFrameValues.optional(try current.value(name, Bool.self))
                default: return DataFrameValues.optional(try current.value(name, Date.self))
                }
            }
            guard indices.count == 1 else { throw ScriptError.typeMismatch("a row's subscript is a column name, a name and a type, or a position") }
            switch indices[0] {
            case .string(let name): return DataFrameValues.optional(try current.value(name))
            case .int(let position):
                guard position >= 0 && position < current.count else { throw ScriptError.indexOutOfRange(index: position, count: current.count) }
                return DataFrameValues.optional(current[position])
            default: throw ScriptError.typeMismatch("a row's subscript is a column name or a position, not \(indices[0].typeName)")
            }
        }
        row.describe = { payload in (payload as? DataFrame.Row)?.description ?? "Row" }

        let rows = table.type(DataFrame.Rows.self, doc("struct DataFrame.Rows",
            "A data frame's rows as a random-access collection: rows.count, rows[3], rows.first, for row in rows, Chart(df.rows) { … }.",
            "penguins.rows.count"))
        func all(_ value: Value) throws -> DataFrame.Rows { try rows.payload(value, as: DataFrame.Rows.self) }
        rows.addProperty("count", type: "Int", doc("var count: Int { get }", "The number of rows.", "penguins.rows.count")) { value in
            .int(try all(value).count)
        }
        rows.addProperty("first", type: "Row?", doc("var first: DataFrame.Row? { get }", "The first row, nil when there is none.", "penguins.rows.first")) { value in
            .optional(try all(value).first.map { .bound($0) })
        }
        rows.addProperty("last", type: "Row?", doc("var last: DataFrame.Row? { get }", "The last row, nil when there is none.", "penguins.rows.last")) { value in
            .optional(try all(value).last.map { .bound($0) })
        }
        rows.addProperty("isEmpty", type: "Bool", doc("var isEmpty: Bool { get }", "Whether there is no row.", "penguins.rows.isEmpty")) { value in
            .bool(try all(value).isEmpty)
        }
        rows.subscriptGet = { payload, indices in
            guard let current = payload as? DataFrame.Rows, indices.count == 1, case .int(let index) = indices[0] else {
                throw ScriptError.typeMismatch("rows take a position, such as rows[3]")
            }
            guard index >= 0 && index < current.count else { throw ScriptError.indexOutOfRange(index: index, count: current.count) }
            return .bound(current[index])
        }
        rows.describe = { payload in "DataFrame.Rows(\((payload as? DataFrame.Rows)?.count ?? 0) rows)" }
    }
}
