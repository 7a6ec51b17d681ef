import ChartData
import FoundationEssentials

/// ChartData's typed columns, `Column<Int>`, `Column<Double>`, `Column<String>`,
/// `Column<Bool>` and `Column<Date>` (each bound under its Swift name), and the type-erased
/// `AnyColumn`: elements as optionals (`column[0]` is `Double?`), statistics with
/// TabularData's names, whole-column arithmetic and comparisons (``ColumnOperators``).
enum ColumnBindings {
    static func register(in table: BindingTable) {
        register(Int.self, in: table, example: "penguins[\"year\", Int.self]")
        register(Double.self, in: table, example: "penguins[\"body_mass_g\", Double.self]")
        register(String.self, in: table, example: "penguins[\"species\", String.self]")
        register(Bool.self, in: table, example: "frame[\"ok\", Bool.self]")
        register(Date.self, in: table, example: "weather[\"date\", Date.self]")
        registerAnyColumn(in: table)
        registerMask(in: table)
        registerGenericName(in: table)
    }

    /// `Column(name:contents:)` written without its element type, as Swift infers it from the
    /// contents: the one binding named by a generic base rather than a Swift type, holding only
    /// the initialiser (the column it makes is a `Column<Int>`, `Column<Double>`, …).
    private static func registerGenericName(in table: BindingTable) {
        let type = table.type("Column", doc("struct Column<WrappedElement>",
            "A named column of values of one type, any of which may be missing (nil); its type comes from its contents: Column(name: \"score\", contents: [1.5, nil, 3]) is a Column<Double>.",
            "Column(name: \"score\", contents: [1.5, nil, 3])"))
        type.addInitializer([param("name", "String"), param("contents", "[Any]")], doc("init(name: String, contents: [WrappedElement?])",
            "A column of the values given (Int, Double, String, Bool or Date), nil for a missing value.",
            "Column(name: \"score\", contents: [1.5, nil, 3])")) { arguments, _ in
            guard case .array(let array) = try arguments.value(1) else { throw ScriptError.typeMismatch("contents: takes an array") }
            return DataFrameValues.column(named: try arguments.string(0), values: array.values)
        }
    }

    /// The binding of `Column<T>`.
    private static func register<T>(_ element: T.Type, in table: BindingTable, example: String) {
        let elementName = BindingTable.name(of: T.self)
        let type = table.type(Column<T>.self, doc("struct Column<\(elementName)>",
            "A named column of \(elementName) values, any of which may be missing (nil), as df[\"name\", \(elementName).self] gives it. Its elements are \(elementName)? (for x in column, column[0]); arithmetic (column / 1000, column - other) and comparisons (column > 4000, a mask for df[mask]) run over the whole column at once.",
            example))
        func column(_ value: Value) throws -> Column<T> { try type.payload(value, as: Column<T>.self) }
        type.addInitializer([param("name", "String"), param("contents", "[Any]")], doc("init(name: String, contents: [\(elementName)?])",
            "A column of the values given, nil for a missing value.", "Column(name: \"score\", contents: [1.5, nil, 3])")) { arguments, _ in
            guard case .array(let array) = try arguments.value(1) else { throw ScriptError.typeMismatch("contents: takes an array") }
            let values = array.values.map(DataFrameValues.element)
            for value in values where value != nil && !(value is T) {
                throw ScriptError.typeMismatch("a Column<\(elementName)> holds \(elementName) values, not \(Swift.type(of: value as Any))")
            }
            return .bound(Column<T>(name: try arguments.string(0), contents: values.map { $0 as? T }))
        }
        type.addProperty("name", type: "String", doc("var name: String { get set }", "The column's name.", "column.name = \"kg\"")) { value in
            .string(try column(value).name)
        } set: { value, newValue in
            var changed = try column(value)
            guard case .string(let name) = newValue else { throw ScriptError.typeMismatch("a column's name is a String") }
            changed.name = name
            value = .bound(changed)
        }
        type.addMethod("prefix", [param(nil, "Int")], doc("func prefix(_ maxLength: Int) -> Column<\(elementName)>",
            "The first values.", "column.prefix(3)")) { value, arguments, _ in
            let source = try column(value)
            return .bound(source[0..<max(0, min(try arguments.int(0), source.count))])
        }
        type.addMethod("suffix", [param(nil, "Int")], doc("func suffix(_ maxLength: Int) -> Column<\(elementName)>",
            "The last values.", "column.suffix(3)")) { value, arguments, _ in
            let source = try column(value)
            return .bound(source[max(0, source.count - max(0, try arguments.int(0)))..<source.count])
        }
        type.addProperty("count", type: "Int", doc("var count: Int { get }", "The number of rows, missing values included.", "column.count")) { value in
            .int(try column(value).count)
        }
        type.addProperty("missingCount", type: "Int", doc("var missingCount: Int { get }", "The number of missing values.", "column.missingCount")) { value in
            .int(try column(value).missingCount)
        }
        type.addProperty("isMissing", type: "RowMask", doc("var isMissing: RowMask { get }",
            "Whether each value is missing: a mask for df[column.isMissing].", "penguins[penguins[\"sex\", String.self].isMissing]")) { value in
            .bound(try column(value).isMissing)
        }
        type.addProperty("wrappedElementType", type: "Any", doc("var wrappedElementType: Any.Type { get }",
            "The type of the column's values.", "column.wrappedElementType")) { _ in
            BindingTable.shared.types[elementName].map { .type($0) } ?? .string(elementName)
        }
        type.addMethod("eraseToAnyColumn", [], doc("func eraseToAnyColumn() -> AnyColumn", "The column with its type erased.", "column.eraseToAnyColumn()")) { value, _, _ in
            .bound(try column(value).eraseToAnyColumn())
        }
        type.addMethod("filled", [param("with", "Any")], doc("func filled(with value: \(elementName)) -> Column<\(elementName)>",
            "The column with every missing value replaced.", "column.filled(with: 0)")) { value, arguments, _ in
            guard let filler = DataFrameValues.element(try arguments.value(0)) as? T else {
                throw ScriptError.typeMismatch("a Column<\(elementName)> is filled with a \(elementName)")
            }
            return .bound(try column(value).filled(with: filler))
        }
        type.addMethod("map", [param(nil, "closure")], doc("func map<R>(_ transform: (\(elementName)?) throws -> R?) rethrows -> Column<R>",
            "A column of the closure's result for each value (nil when missing), keeping the name.", "column.map { ($0 ?? 0) > 3 }")) { value, arguments, runtime in
            let source = try column(value)
            let transform = try runtime.unaryCaller(try arguments.function(0))
            var results: [Value] = []
            results.reserveCapacity(source.count)
            for element in source { try results.append(transform(DataFrameValues.optional(element))) }
            return DataFrameValues.column(named: source.name, values: results)
        }
        type.addMethod("compactMap", [param(nil, "closure")], doc("func compactMap<R>(_ transform: (\(elementName)?) throws -> R?) rethrows -> [R]",
            "An array of the closure's non-nil results, in order: column.compactMap { $0 } gives the present values.",
            "column.compactMap { $0 }")) { value, arguments, runtime in
            let source = try column(value)
            let transform = try runtime.unaryCaller(try arguments.function(0))
            return .array(try ArrayBuilder.collect { builder in
                for element in source {
                    if let result = try transform(DataFrameValues.optional(element)).unwrapped { try builder.append(result) }
                }
            })
        }
        type.addMethod("distinct", [], doc("func distinct() -> [\(elementName)]",
            "The distinct present values, in order of first appearance.", "column.distinct()")) { value, _, _ in
            .array(ArrayValue(values: DataFrameValues.distinct(try column(value).eraseToAnyColumn())))
        }
        type.subscriptGet = { payload, indices in
            guard let source = payload as? Column<T>, indices.count == 1 else {
                throw ScriptError.typeMismatch("a column's subscript is a row number (column[0]), a range or a mask")
            }
            switch indices[0] {
            case .int(let row):
                guard row >= 0 && row < source.count else { throw ScriptError.indexOutOfRange(index: row, count: source.count) }
                return DataFrameValues.optional(source[row])
            case .range(let lower, let upper): return .bound(source[lower..<upper])
            default:
                if let flags = DataFrameValues.mask(indices[0]) { return .bound(source[flags]) }
                throw ScriptError.typeMismatch("a column's subscript is a row number, a range or a mask, not \(indices[0].typeName)")
            }
        }
        type.describe = { payload in (payload as? Column<T>)?.description ?? "Column" }
        ColumnStatisticsBindings.register(on: type, element: T.self)
    }

    private static func registerAnyColumn(in table: BindingTable) {
        let type = table.type(AnyColumn.self, doc("struct AnyColumn",
            "A column whose type is known when the cell runs, as df[\"name\"] gives it; assumingType(Double.self) (or df[\"name\", Double.self]) gives the typed Column.",
            "penguins[\"species\"]"))
        func column(_ value: Value) throws -> AnyColumn { try type.payload(value, as: AnyColumn.self) }
        type.addProperty("name", type: "String", doc("var name: String { get }", "The column's name.", "penguins[\"species\"].name")) { value in
            .string(try column(value).name)
        }
        type.addProperty("count", type: "Int", doc("var count: Int { get }", "The number of rows.", "penguins[\"species\"].count")) { value in
            .int(try column(value).count)
        }
        type.addProperty("missingCount", type: "Int", doc("var missingCount: Int { get }", "The number of missing values.", "penguins[\"sex\"].missingCount")) { value in
            .int(try column(value).missingCount)
        }
        type.addProperty("wrappedElementType", type: "Any", doc("var wrappedElementType: Any.Type { get }",
            "The type of the column's values (Int, Double, String, Bool or Date).", "penguins[\"species\"].wrappedElementType")) { value in
            let name = try column(value).elementTypeName
            return BindingTable.shared.types[name].map { .type($0) } ?? .string(name)
        }
        type.addMethod("assumingType", [param(nil, "Any")], doc("func assumingType<T>(_ type: T.Type) -> Column<T>",
            "The column typed; an error when it holds other values.", "penguins[\"species\"].assumingType(String.self)")) { value, arguments, _ in
            try DataFrameValues.typed(try column(value), as: try DataFrameValues.elementType(try arguments.value(0)))
        }
        type.addMethod("isNil", [param("at", "Int")], doc("func isNil(at position: Int) -> Bool", "Whether the value at a position is missing.", "penguins[\"sex\"].isNil(at: 3)")) { value, arguments, _ in
            let source = try column(value), row = try arguments.int(0)
            guard row >= 0 && row < source.count else { throw ScriptError.indexOutOfRange(index: row, count: source.count) }
            return .bool(source.isNil(at: row))
        }
        type.subscriptGet = { payload, indices in
            guard let source = payload as? AnyColumn, indices.count == 1, case .int(let row) = indices[0] else {
                throw ScriptError.typeMismatch("a column's subscript is a row number, such as column[0]")
            }
            guard row >= 0 && row < source.count else { throw ScriptError.indexOutOfRange(index: row, count: source.count) }
            return DataFrameValues.optional(source[row])
        }
        type.describe = { payload in (payload as? AnyColumn)?.description ?? "AnyColumn" }
    }

    private static func registerMask(in table: BindingTable) {
        let type = table.type(RowMask.self, doc("struct RowMask",
            "One Bool per row, as a comparison of a column gives it (df[\"mass\", Double.self] > 4000): df[mask] keeps the rows where it is true. Combine masks with && (both), || (either) and ! (not).",
            "penguins[penguins[\"species\", String.self] == \"Adelie\"]"))
        type.addProperty("trueCount", type: "Int", doc("var trueCount: Int { get }", "How many rows the mask keeps.", "mask.trueCount")) { value in
            .int(try type.payload(value, as: RowMask.self).trueCount)
        }
        type.addProperty("count", type: "Int", doc("var count: Int { get }", "The number of rows.", "mask.count")) { value in
            .int(try type.payload(value, as: RowMask.self).count)
        }
        type.describe = { payload in (payload as? RowMask)?.description ?? "RowMask" }
    }
}

extension DataFrameValues {
    /// The distinct present values of a column, as cell values.
    static func distinct(_ column: AnyColumn) -> [Value] {
        let frame = DataFrame(columns: [column]).distinct(column.name)
        return (0..<frame.shape.rows).map { value(frame.columns[0][$0]) }
    }
}

/// Column<T> conforms to the sequences a `for … in` loop goes through: its elements as optionals.
extension Column: NativeSequence {
    var elements: [Value] { map { DataFrameValues.optional($0.map { $0 as Any }) } }
}

extension DataFrame.Rows: NativeSequence {
    var elements: [Value] { map { .bound($0) } }
}

extension RowMask: NativeSequence {
    var elements: [Value] { flags.map { .bool($0) } }
}
