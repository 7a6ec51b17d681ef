import ChartData
import FoundationEssentials

/// The mutating methods of a DataFrame, with TabularData's names: adding, inserting,
/// removing, renaming, transforming and combining columns, and sorting in place. Each checks
/// first and changes nothing when it fails, so a failed cell never leaves a half-changed frame.
enum DataFrameMutationBindings {
    static func register(on type: TypeBinding) {
        func mutate(_ name: String, _ parameters: [ParameterSpec], _ documentation: Documentation,
                    _ body: @escaping (inout DataFrame, BoundArguments, Runtime) throws -> Value) {
            type.addMethod(name, parameters, isMutating: true, documentation) { receiver, arguments, runtime in
                var frame = try type.payload(receiver, as: DataFrame.self)
                let result = try body(&frame, arguments, runtime)
                receiver = .bound(frame)
                return result
            }
        }
        mutate("append", [param("column", "Any")], doc("mutating func append<T>(column: Column<T>)",
            "Adds a column (of the frame's length, with a new name) at the end.",
            "penguins.append(column: kilograms)")) { frame, arguments, _ in
            let column = try DataFrameValues.anyColumn(try arguments.value(0))
            try DataFrameValues.check(frame.problemAppending(column))
            frame.append(column: column)
            return .void
        }
        mutate("insert", [param("column", "Any"), param("at", "Int")], doc("mutating func insert<T>(column: Column<T>, at index: Int)",
            "Adds a column at a position.", "penguins.insert(column: kilograms, at: 0)")) { frame, arguments, _ in
            let column = try DataFrameValues.anyColumn(try arguments.value(0))
            try DataFrameValues.check(frame.problemAppending(column))
            frame.insert(column: column, at: try arguments.int(1))
            return .void
        }
        mutate("removeColumn", [param(nil, "String")], doc("mutating func removeColumn(_ name: String) -> AnyColumn",
            "Removes the column called name and returns it.", "penguins.removeColumn(\"year\")")) { frame, arguments, _ in
            let name = try arguments.string(0)
            _ = try frame.column(name)
            return .bound(frame.removeColumn(name))
        }
        mutate("renameColumn", [param(nil, "String"), param("to", "String")], doc("mutating func renameColumn(_ name: String, to newName: String)",
            "Renames a column.", "penguins.renameColumn(\"body_mass_g\", to: \"mass\")")) { frame, arguments, _ in
            let name = try arguments.string(0), newName = try arguments.string(1)
            _ = try frame.column(name)
            if newName != name, frame.indexOfColumn(newName) != nil { throw TableError.duplicateColumn(name: newName, source: frame.source) }
            frame.renameColumn(name, to: newName)
            return .void
        }
        mutate("sort", [param("on", "String"), param("order", "Any", default: true)], doc("mutating func sort(on columnName: String, order: Order = .ascending)",
            "Sorts the rows in place by a column.", "penguins.sort(on: \"body_mass_g\")")) { frame, arguments, _ in
            let name = try arguments.string(0)
            _ = try frame.column(name)
            frame.sort(on: name, order: arguments.has(1) ? try DataFrameVerbBindings.enumCase(Order.self, try arguments.value(1)) : .ascending)
            return .void
        }
        mutate("transformColumn", [param(nil, "String"), param(nil, "closure")],
            doc("mutating func transformColumn<From, To>(_ name: String, _ transform: (From) throws -> To) rethrows",
                "Replaces each value of a column by the closure's result; missing values stay missing unless the closure takes an optional ((From?) -> To?). The column's type becomes the results' type.",
                "penguins.transformColumn(\"body_mass_g\") { (grams: Int) in Double(grams) / 1000 }")) { frame, arguments, runtime in
            let name = try arguments.string(0)
            let column = try frame.column(name)
            let function = try arguments.function(1)
            let takesOptional = function.parameters.first.map { parameter in
                if case .optional? = parameter.type { return true }
                return false
            } ?? false
            let transform = try runtime.unaryCaller(function)
            var results: [Value] = []
            results.reserveCapacity(column.count)
            for row in 0..<column.count {
                let element = column[row]
                if element == nil && !takesOptional { results.append(.null); continue }
                results.append(try transform(takesOptional ? DataFrameValues.optional(element) : DataFrameValues.value(element)))
            }
            let transformed = try DataFrameValues.anyColumn(DataFrameValues.column(named: name, values: results))
            let index = frame.indexOfColumn(name) ?? frame.columns.count
            frame.removeColumn(name)
            frame.insert(column: transformed, at: index)
            return .void
        }
        mutate("combineColumns", [param(nil, "String"), param(nil, "String"), param("into", "String"), param("transform", "closure")],
            doc("mutating func combineColumns<E1, E2, R>(_ first: String, _ second: String, into newName: String, transform: (E1?, E2?) throws -> R?) rethrows",
                "Adds a column of the closure's result for each row's values in two columns (each nil when missing).",
                "penguins.combineColumns(\"bill_length_mm\", \"bill_depth_mm\", into: \"ratio\") { (l: Double?, d: Double?) -> Double? in … }")) { frame, arguments, runtime in
            let first = try frame.column(try arguments.string(0)), second = try frame.column(try arguments.string(1))
            let newName = try arguments.string(2)
            let transform = runtime.binaryCaller(try arguments.function(3))
            var results: [Value] = []
            for row in 0..<frame.shape.rows {
                results.append(try transform(DataFrameValues.optional(first[row]), DataFrameValues.optional(second[row])))
            }
            var combined = try DataFrameValues.anyColumn(DataFrameValues.column(named: newName, values: results))
            combined.name = newName
            if frame.indexOfColumn(newName) != nil { frame.removeColumn(newName) }
            frame.append(column: combined)
            return .void
        }
    }
}
