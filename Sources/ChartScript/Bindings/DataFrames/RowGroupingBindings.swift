import ChartData

/// A DataFrame's rows grouped by one or more columns (`RowGrouping`), with TabularData's
/// verbs (`counts()`, `sums`, `means`, `minimums`, `maximums`, `aggregated(on:naming:transform:)`)
/// and ChartData's `aggregated(.mean("mass"), .count, …)`; and `Aggregation`, whose static
/// functions (`.mean("mass")`, `.median`, `.quantile(_:_:)` …) name one statistic of one column.
enum RowGroupingBindings {
    static func register(in table: BindingTable) {
        let type = table.type(RowGrouping.self, doc("struct RowGrouping",
            "Rows grouped by equal values in one or more columns, as grouped(by:) gives them: counts(), sums(\"mass\", Double.self), means(…), aggregated(.mean(\"mass\"), .median(\"flipper\"), .count) make a frame with one row per group.",
            "penguins.grouped(by: \"species\").counts()"))
        func grouping(_ value: Value) throws -> RowGrouping { try type.payload(value, as: RowGrouping.self) }
        type.addProperty("count", type: "Int", doc("var count: Int { get }", "The number of groups.", "penguins.grouped(by: \"species\").count")) { value in
            .int(try grouping(value).count)
        }
        type.addMethod("counts", [param("order", "Any", default: true)], doc("func counts(order: Order? = nil) -> DataFrame",
            "Each group's key and its number of rows (a column called count), sorted by count when order is given.",
            "penguins.grouped(by: \"species\").counts(order: .descending)")) { value, arguments, _ in
            let order = arguments.has(0) ? try DataFrameVerbBindings.enumCase(Order.self, try arguments.value(0)) : nil
            return .bound(try grouping(value).aggregated([.count], order: order))
        }
        for (name, statistic, summary) in [("sums", Aggregation.Statistic.sum, "sum"), ("means", .mean, "mean"),
                                           ("minimums", .minimum, "smallest value"), ("maximums", .maximum, "largest value")] {
            type.addMethod(name, [param(nil, "String"), param(nil, "Any"), param("order", "Any", default: true)],
                doc("func \(name)<N>(_ columnName: String, _ type: N.Type, order: Order? = nil) -> DataFrame",
                    "Each group's key and the \(summary) of a column (a column called \(Aggregation(statistic, of: "name").name)).",
                    "penguins.grouped(by: \"species\").\(name)(\"body_mass_g\", Double.self)")) { value, arguments, _ in
                let groups = try grouping(value)
                let column = try arguments.string(0)
                _ = try DataFrameValues.elementType(try arguments.value(1))
                let order = arguments.has(2) ? try DataFrameVerbBindings.enumCase(Order.self, try arguments.value(2)) : nil
                let aggregation = Aggregation(statistic, of: column)
                try DataFrameValues.check(groups.problem(with: [aggregation]))
                return .bound(groups.aggregated([aggregation], order: order))
            }
        }
        type.addMethod("aggregated", (0..<8).map { position in param(nil, Bridge<Aggregation>.native(), default: position > 0) },
            doc("func aggregated(_ aggregations: Aggregation...) -> DataFrame",
                "Each group's key and one column per aggregation: .count, .sum(\"x\"), .mean(\"x\"), .median(\"x\"), .minimum, .maximum, .standardDeviation, .variance, .quantile(\"x\", 0.9), .distinctCount, .presentCount, .first, .last.",
                "penguins.grouped(by: \"species\", \"sex\").aggregated(.mean(\"body_mass_g\"), .count)")) { value, arguments, _ in
            let groups = try grouping(value)
            var aggregations: [Aggregation] = []
            for index in 0..<8 where arguments.has(index) { aggregations.append(try arguments.bound(index, as: Aggregation.self)) }
            try DataFrameValues.check(groups.problem(with: aggregations))
            return .bound(groups.aggregated(aggregations))
        }
        type.addMethod("aggregated", [param("on", "Any"), param("naming", "closure"), param("transform", "closure")],
            doc("func aggregated<Element, Result>(on columnNames: String..., naming: (String) -> String, transform: (DiscontiguousColumnSlice<Element>) throws -> Result?) rethrows -> DataFrame",
                "Each group's key and the closure's result for each group's values of the columns named (TabularData's aggregated), the new columns named by naming.",
                "penguins.grouped(by: \"species\").aggregated(on: \"body_mass_g\", naming: { \"max \\($0)\" }) { (slice: DiscontiguousColumnSlice<Int>) in slice.max() }")) { value, arguments, runtime in
            let groups = try grouping(value)
            let names: [String]
            switch try arguments.value(0) {
            case .string(let name): names = [name]
            case .array(let array) where array.strings != nil: names = array.strings ?? []
            case let other: throw ScriptError.typeMismatch("on: takes column names, not \(other.typeName)")
            }
            let naming = try runtime.unaryCaller(try arguments.function(1))
            let transformFunction = try arguments.function(2)
            let transform = try runtime.unaryCaller(transformFunction)
            let resultType = resultElementType(of: transformFunction)
            var frame = groups.keyFrame
            for name in names {
                let columns = try groups.groupColumns(name)
                guard case .string(let newName) = try naming(.string(name)) else { throw ScriptError.typeMismatch("naming: must return a String") }
                var results: [Value] = []
                for group in columns { results.append(try transform(DataFrameValues.typedValue(group))) }
                var aggregated = try DataFrameValues.anyColumn(DataFrameValues.column(named: newName, values: results, typedAs: resultType))
                aggregated.name = newName
                try DataFrameValues.check(frame.problemAppending(aggregated))
                frame.append(column: aggregated)
            }
            return .bound(frame)
        }
        type.addMethod("ungrouped", [], doc("func ungrouped() -> DataFrame", "The rows ordered group by group.", "groups.ungrouped()")) { value, _, _ in
            .bound(try grouping(value).ungrouped())
        }
        type.subscriptGet = { payload, indices in
            guard let groups = payload as? RowGrouping, indices.count == 1, case .int(let index) = indices[0] else {
                throw ScriptError.typeMismatch("a grouping takes a group number, such as groups[0]")
            }
            guard index >= 0 && index < groups.count else { throw ScriptError.indexOutOfRange(index: index, count: groups.count) }
            let group = groups[index]
            let key: Value
            if let keys = group.key as? [Any?] { key = .array(ArrayValue(values: keys.map(DataFrameValues.optional))) } else { key = DataFrameValues.optional(group.key) }
            return .tuple(TupleValue(labels: ["key", "group"], values: [key, .bound(group.group)]))
        }
        type.describe = { payload in (payload as? RowGrouping)?.description ?? "RowGrouping" }
        registerAggregation(in: table)
    }

    /// The element type of the column `aggregated(on:naming:transform:)` makes, as the compiled
    /// program types it: the closure's declared result (`-> Double?`); when every group gives
    /// nil and no value tells the type, the type the semantic pass gave the closure's body
    /// (`slice.count > 5 ? slice.count : nil` is `Int?`), else the element type of its slice
    /// parameter (`DiscontiguousColumnSlice<Double>`: `slice.mean()`, `slice.max()`).
    private static func resultElementType(of function: FunctionValue) -> (declared: String?, slice: String?) {
        func named(_ type: TypeRef?) -> String? {
            switch type {
            case .optional(let wrapped)?, .unwrapped(let wrapped)?: return named(wrapped)
            case .named(let name, let arguments)? where arguments.isEmpty && DataFrameValues.elementTypeNames.contains(name): return name
            default: return nil
            }
        }
        let slice = named(function.parameters.first?.type.flatMap(DataFrameValues.groupSliceElement(of:)))
        return (named(function.returnType), named(function.inferredReturnType) ?? slice)
    }

    private static func registerAggregation(in table: BindingTable) {
        let type = table.type(Aggregation.self, doc("struct Aggregation",
            "One statistic of one column for grouped(by:).aggregated(…) and pivoted(…): .count, .sum(\"x\"), .mean(\"x\"), .median(\"x\"), .minimum(\"x\"), .maximum(\"x\"), .standardDeviation(\"x\"), .variance(\"x\"), .quantile(\"x\", 0.9), .distinctCount(\"x\"), .presentCount(\"x\"), .first(\"x\"), .last(\"x\"). Its column is called \"mean(x)\" and so on.",
            "Aggregation.mean(\"body_mass_g\")"))
        type.addStatic("count", .bound(Aggregation.count), doc("static let count: Aggregation", "How many rows each group has, in a column called count.", ".count"))
        let singles: [(String, (String, String?) -> Aggregation, String)] = [
            ("sum", { .sum($0, as: $1) }, "The total of the present values."),
            ("mean", { .mean($0, as: $1) }, "The mean of the present values."),
            ("median", { .median($0, as: $1) }, "The median of the present values."),
            ("minimum", { .minimum($0, as: $1) }, "The smallest present value."),
            ("maximum", { .maximum($0, as: $1) }, "The largest present value."),
            ("standardDeviation", { .standardDeviation($0, as: $1) }, "The sample standard deviation (n − 1)."),
            ("variance", { .variance($0, as: $1) }, "The sample variance (n − 1)."),
            ("distinctCount", { .distinctCount($0, as: $1) }, "How many distinct present values."),
            ("presentCount", { .presentCount($0, as: $1) }, "How many values are present."),
            ("first", { .first($0, as: $1) }, "The first present value."),
            ("last", { .last($0, as: $1) }, "The last present value."),
        ]
        let named = GrammarFunction.Parameter(label: "as", isOptional: true)
        for (name, make, summary) in singles {
            type.addStatic(name, GrammarFunction.make(name, [GrammarFunction.Parameter(label: nil), named]) { values in
                guard case .string(let column) = values[0] else { throw ScriptError.typeMismatch("Aggregation.\(name)(_:as:) takes a column name") }
                return .bound(make(column, try columnName(values[1], of: name)))
            }, doc("static func \(name)(_ column: String, as name: String? = nil) -> Aggregation",
                   summary + " Its column is called \"\(name)(column)\" unless as: names it.", ".\(name)(\"body_mass_g\", as: \"\(name) mass\")"))
        }
        type.addStatic("quantile", GrammarFunction.make("quantile", [GrammarFunction.Parameter(label: nil), GrammarFunction.Parameter(label: nil), named]) { values in
            guard case .string(let column) = values[0], let probability = values[1].asDouble else {
                throw ScriptError.typeMismatch("Aggregation.quantile(_:_:as:) takes a column name and a probability")
            }
            return .bound(Aggregation.quantile(column, probability, as: try columnName(values[2], of: "quantile")))
        }, doc("static func quantile(_ column: String, _ probability: Double, as name: String? = nil) -> Aggregation",
               "The quantile (0…1) of the present values, interpolated linearly.", ".quantile(\"body_mass_g\", 0.9)"))
        type.addProperty("name", type: "String", doc("var name: String { get }", "The name of the column it makes.", "Aggregation.mean(\"x\").name")) { value in
            .string(try type.payload(value, as: Aggregation.self).name)
        }
        type.describe = { payload in (payload as? Aggregation)?.name ?? "Aggregation" }
    }

    /// The `as:` argument of an aggregation: `nil` when left out, else the column name given.
    private static func columnName(_ value: Value, of function: String) throws -> String? {
        switch value {
        case .void, .null: return nil
        case .string(let name): return name
        case .wrapped(.string(let name)): return name
        default: throw ScriptError.typeMismatch("Aggregation.\(function)'s as: takes the new column's name, a String")
        }
    }
}
