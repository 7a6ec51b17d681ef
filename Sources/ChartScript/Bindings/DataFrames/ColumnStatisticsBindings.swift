import ChartData
import FoundationEssentials

/// The statistics of a typed column, each calling the very ChartData method a Swift program
/// calls for that element type (so `column.mean()` gives the same digits in a cell and in
/// the compiled notebook): `sum()`, `mean()`, `standardDeviation()`, `min()`, `max()`,
/// `median()`, `quantile(_:)`, `mode()`, `argmin()`, `argmax()`.
enum ColumnStatisticsBindings {
    static func register<T>(on type: TypeBinding, element: T.Type) {
        let elementName = BindingTable.name(of: T.self)
        let isNumeric = T.self == Int.self || T.self == Double.self
        func statistic(_ name: String, _ signature: String, _ summary: String, _ parameters: [ParameterSpec] = [],
                       _ compute: @escaping (Any, BoundArguments) throws -> Value) {
            type.addMethod(name, parameters, doc(signature, summary, "column.\(name)()")) { value, arguments, _ in
                guard case .native(let box) = value else { throw ScriptError.typeMismatch("expected a column") }
                return try compute(box.payload, arguments)
            }
        }
        if isNumeric {
            let resultName = T.self == Int.self ? "Double" : "Double"
            statistic("sum", "func sum() -> \(elementName)", "The total of the present values (0 when none is).") { payload, _ in
                if let column = payload as? Column<Int> { return .int(column.sum()) }
                if let column = payload as? Column<Double> { return .double(column.sum()) }
                throw ScriptError.typeMismatch("sum() needs numbers")
            }
            statistic("mean", "func mean() -> \(resultName)?", "The mean of the present values, nil when none is (as pandas computes it).") { payload, _ in
                if let column = payload as? Column<Int> { return .optional(column.mean().map(Value.double)) }
                if let column = payload as? Column<Double> { return .optional(column.mean().map(Value.double)) }
                throw ScriptError.typeMismatch("mean() needs numbers")
            }
            statistic("standardDeviation", "func standardDeviation(deltaDegreesOfFreedom: Int = 1) -> \(resultName)?",
                      "The standard deviation of the present values, dividing by n − deltaDegreesOfFreedom (1: the sample's, as pandas' std()).",
                      [param("deltaDegreesOfFreedom", "Int", default: true)]) { payload, arguments in
                let degrees = arguments.has(0) ? try arguments.int(0) : 1
                if let column = payload as? Column<Int> { return .optional(column.standardDeviation(deltaDegreesOfFreedom: degrees).map(Value.double)) }
                if let column = payload as? Column<Double> { return .optional(column.standardDeviation(deltaDegreesOfFreedom: degrees).map(Value.double)) }
                throw ScriptError.typeMismatch("standardDeviation() needs numbers")
            }
            statistic("median", "func median() -> Double?", "The median of the present numbers (the mean of the middle two for an even count).") { payload, _ in
                if let column = payload as? Column<Int> { return .optional(column.median().map(Value.double)) }
                if let column = payload as? Column<Double> { return .optional(column.median().map(Value.double)) }
                throw ScriptError.typeMismatch("median() needs numbers")
            }
            statistic("quantile", "func quantile(_ probability: Double) -> Double?",
                      "The quantile (0…1) of the present numbers, interpolated linearly as pandas and numpy do.", [param(nil, "Double")]) { payload, arguments in
                let probability = try arguments.double(0)
                if let column = payload as? Column<Int> { return .optional(column.quantile(probability).map(Value.double)) }
                if let column = payload as? Column<Double> { return .optional(column.quantile(probability).map(Value.double)) }
                throw ScriptError.typeMismatch("quantile(_:) needs numbers")
            }
        }
        if T.self != Bool.self {
            statistic("min", "func min() -> \(elementName)?", "The smallest present value.") { payload, _ in
                DataFrameValues.optional(extreme(payload, largest: false))
            }
            statistic("max", "func max() -> \(elementName)?", "The largest present value.") { payload, _ in
                DataFrameValues.optional(extreme(payload, largest: true))
            }
            statistic("argmin", "func argmin() -> Int?", "The position of the smallest present value.") { payload, _ in
                .optional(position(payload, largest: false).map(Value.int))
            }
            statistic("argmax", "func argmax() -> Int?", "The position of the largest present value.") { payload, _ in
                .optional(position(payload, largest: true).map(Value.int))
            }
        }
        statistic("mode", "func mode() -> [\(elementName)]", "The most frequent present values, in order of first appearance.") { payload, _ in
            switch payload {
            case let column as Column<Int>: return .array(ArrayValue(.ints(column.mode())))
            case let column as Column<Double>: return .array(ArrayValue(.doubles(column.mode())))
            case let column as Column<String>: return .array(ArrayValue(.strings(column.mode())))
            case let column as Column<Bool>: return .array(ArrayValue(values: column.mode().map(Value.bool)))
            case let column as Column<Date>: return .array(ArrayValue(values: column.mode().map { .bound($0) }))
            default: throw ScriptError.typeMismatch("mode() needs a column")
            }
        }
        if T.self == Double.self {
            statistic("percentChange", "func percentChange() -> Column<Double>",
                      "The change from each row to the next as a fraction of the earlier value, as pandas' pct_change().") { payload, _ in
                guard let column = payload as? Column<Double> else { throw ScriptError.typeMismatch("percentChange() needs a Column<Double>") }
                return .bound(column.percentChange())
            }
        }
        if T.self == Int.self {
            type.addProperty("doubles", type: "Column<Double>", doc("var doubles: Column<Double> { get }",
                "The values as Doubles, for fractional arithmetic (column.doubles / 1000).", "penguins[\"body_mass_g\", Int.self].doubles")) { value in
                .bound(try type.payload(value, as: Column<Int>.self).doubles)
            }
        }
    }

    private static func extreme(_ payload: Any, largest: Bool) -> Any? {
        switch payload {
        case let column as Column<Int>: return largest ? column.max() : column.min()
        case let column as Column<Double>: return largest ? column.max() : column.min()
        case let column as Column<String>: return largest ? column.max() : column.min()
        case let column as Column<Date>: return largest ? column.max() : column.min()
        default: return nil
        }
    }

    private static func position(_ payload: Any, largest: Bool) -> Int? {
        switch payload {
        case let column as Column<Int>: return largest ? column.argmax() : column.argmin()
        case let column as Column<Double>: return largest ? column.argmax() : column.argmin()
        case let column as Column<String>: return largest ? column.argmax() : column.argmin()
        case let column as Column<Date>: return largest ? column.argmax() : column.argmin()
        default: return nil
        }
    }
}
