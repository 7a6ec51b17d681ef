import ChartCore

/// Statistics on arrays and ranges of numbers, computed by ChartCore
/// (the same names a Swift program importing ChartCore writes).
enum StatisticsBindings {
    static func register(in table: BindingTable) {
        let array = table.type("Array", ArrayBindings.documentation)
        let range = table.type("Range", CollectionBindings.rangeDocumentation)
        let summary = table.type("StatisticsSummary", doc("struct StatisticsSummary",
            "Every common statistic of a set of numbers at once: count, sum, mean, median, mode, standard deviations, minimum, maximum, range and quartiles.",
            "enrollment.summary"))
        for type in [array, range] {
            registerStatistics(on: type, receiver: type === array ? "enrollment" : "(1...10)")
        }
        registerSummary(summary)
    }

    /// The numbers of a receiver, in the storage ChartCore is fastest with.
    private enum Numbers {
        case ints([Int])
        case doubles([Double])
    }

    private static func numbers(_ value: Value, for statistic: String) throws -> Numbers {
        switch value {
        case .array(let array):
            switch array.storage {
            case .ints(let items): return .ints(items)
            case .doubles(let items): return .doubles(items)
            default:
                guard let items = array.doubles else {
                    throw ScriptError.typeMismatch("'\(statistic)' needs an array of numbers, not \(value.typeName)")
                }
                return .doubles(items)
            }
        case .range, .closedRange: return .ints(try Sequences.ints(of: value))
        default: throw ScriptError.typeMismatch("'\(statistic)' needs an array of numbers, not \(value.typeName)")
        }
    }

    /// Runs a ChartCore statistic, turning its errors into script errors.
    private static func compute(_ body: () throws -> Value) throws -> Value {
        do { return try body() } catch let error as StatisticsError { throw ScriptError.library(error.description) }
    }

    private static func statistic(_ type: TypeBinding, _ name: String, _ resultType: String, _ documentation: Documentation,
                                  ints: @escaping ([Int]) throws -> Value, doubles: @escaping ([Double]) throws -> Value) {
        type.addProperty(name, type: resultType, documentation) { value in
            try compute {
                switch try numbers(value, for: name) {
                case .ints(let items): return try ints(items)
                case .doubles(let items): return try doubles(items)
                }
            }
        }
    }

    private static func registerStatistics(on type: TypeBinding, receiver: String) {
        statistic(type, "mean", "Double", doc("var mean: Double { get throws }",
            "The arithmetic mean (average): the sum divided by the count. Fails on an empty array or a NaN value.",
            "\(receiver).mean"), ints: { .double(try $0.mean) }, doubles: { .double(try $0.mean) })
        statistic(type, "median", "Double", doc("var median: Double { get throws }",
            "The middle value once sorted; for an even count, the mean of the two middle values. Found by selection, without sorting everything.",
            "\(receiver).median"), ints: { .double(try $0.median) }, doubles: { .double(try $0.median) })
        statistic(type, "mode", "[Element]", doc("var mode: [Element] { get throws }",
            "Every value sharing the highest count, in ascending order (several when tied).",
            "\(receiver).mode"), ints: { .array(ArrayValue(.ints(try $0.mode))) }, doubles: { .array(ArrayValue(.doubles(try $0.mode))) })
        statistic(type, "standardDeviation", "Double", doc("var standardDeviation: Double { get throws }",
            "The population standard deviation (dividing by n), as BEMSimpleLineGraph computes it. Use sampleStandardDeviation for n − 1.",
            "\(receiver).standardDeviation"), ints: { .double(try $0.standardDeviation) }, doubles: { .double(try $0.standardDeviation) })
        statistic(type, "populationStandardDeviation", "Double", doc("var populationStandardDeviation: Double { get throws }",
            "The standard deviation dividing by n: the spread of exactly these values.",
            "\(receiver).populationStandardDeviation"), ints: { .double(try $0.populationStandardDeviation) }, doubles: { .double(try $0.populationStandardDeviation) })
        statistic(type, "sampleStandardDeviation", "Double", doc("var sampleStandardDeviation: Double { get throws }",
            "The standard deviation dividing by n − 1: an estimate for the population the values were drawn from. Needs two values.",
            "\(receiver).sampleStandardDeviation"), ints: { .double(try $0.sampleStandardDeviation) }, doubles: { .double(try $0.sampleStandardDeviation) })
        statistic(type, "variance", "Double", doc("var variance: Double { get throws }",
            "The population variance (mean squared distance from the mean, dividing by n).",
            "\(receiver).variance"), ints: { .double(try $0.variance) }, doubles: { .double(try $0.variance) })
        statistic(type, "populationVariance", "Double", doc("var populationVariance: Double { get throws }",
            "The variance dividing by n.", "\(receiver).populationVariance"),
            ints: { .double(try $0.populationVariance) }, doubles: { .double(try $0.populationVariance) })
        statistic(type, "sampleVariance", "Double", doc("var sampleVariance: Double { get throws }",
            "The variance dividing by n − 1. Needs two values.", "\(receiver).sampleVariance"),
            ints: { .double(try $0.sampleVariance) }, doubles: { .double(try $0.sampleVariance) })
        statistic(type, "minimum", "Element", doc("var minimum: Element { get throws }",
            "The smallest value, of the array's own element type (an Int array gives an Int). Fails on an empty array.",
            "\(receiver).minimum"), ints: { .int(try $0.minimum) }, doubles: { .double(try $0.minimum) })
        statistic(type, "maximum", "Element", doc("var maximum: Element { get throws }",
            "The largest value, of the array's own element type. Fails on an empty array.",
            "\(receiver).maximum"), ints: { .int(try $0.maximum) }, doubles: { .double(try $0.maximum) })
        statistic(type, "range", "Element", doc("var range: Element { get throws }",
            "The maximum minus the minimum.", "\(receiver).range"),
            ints: { .int(try $0.range) }, doubles: { .double(try $0.range) })
        statistic(type, "sum", "Element", doc("var sum: Element { get throws }",
            "The total of the values; 0 for an empty array. Int sums are exact and fail on overflow; Double sums are pairwise (accurate).",
            "\(receiver).sum"), ints: { .int(try $0.sum) }, doubles: { .double(try $0.sum) })
        statistic(type, "summary", "StatisticsSummary", doc("var summary: StatisticsSummary { get throws }",
            "Every common statistic at once (count, sum, mean, median, mode, standard deviations, minimum, maximum, range, quartiles); shows as a small table.",
            "\(receiver).summary"),
            ints: { .native(NativeBox(typeName: "StatisticsSummary", payload: try $0.summary)) },
            doubles: { .native(NativeBox(typeName: "StatisticsSummary", payload: try $0.summary)) })
        type.addMethod("quantile", [param(nil, "Double")], doc("func quantile(_ probability: Double) throws -> Double",
            "The value below which the given fraction (0…1) of the values lie, interpolating linearly between neighbours (numpy's default).",
            "\(receiver).quantile(0.25)")) { receiver, arguments, _ in
            let probability = try arguments.double(0)
            return try compute {
                switch try numbers(receiver, for: "quantile") {
                case .ints(let items): return .double(try items.quantile(probability))
                case .doubles(let items): return .double(try items.quantile(probability))
                }
            }
        }
    }

    private static func registerSummary(_ type: TypeBinding) {
        func field(_ name: String, _ resultType: String, _ summary: String, _ get: @escaping (StatisticsSummary) -> Value) {
            type.addProperty(name, type: resultType, doc("var \(name): \(resultType)", summary, "enrollment.summary.\(name)")) { value in
                guard case .native(let box) = value, let payload = box.payload as? StatisticsSummary else {
                    throw ScriptError.typeMismatch("expected a StatisticsSummary")
                }
                return get(payload)
            }
        }
        field("count", "Int", "How many values were summarised.") { .int($0.count) }
        field("sum", "Double", "Their total.") { .double($0.sum) }
        field("mean", "Double", "Their mean.") { .double($0.mean) }
        field("median", "Double", "Their median.") { .double($0.median) }
        field("mode", "[Double]", "Their mode (every most frequent value).") { .array(ArrayValue(.doubles($0.mode))) }
        field("populationStandardDeviation", "Double", "Standard deviation dividing by n.") { .double($0.populationStandardDeviation) }
        field("sampleStandardDeviation", "Double?", "Standard deviation dividing by n − 1; nil for one value.") { $0.sampleStandardDeviation.map(Value.double) ?? .null }
        field("minimum", "Double", "The smallest value.") { .double($0.minimum) }
        field("maximum", "Double", "The largest value.") { .double($0.maximum) }
        field("range", "Double", "Maximum minus minimum.") { .double($0.range) }
        field("firstQuartile", "Double", "The 0.25 quantile.") { .double($0.firstQuartile) }
        field("thirdQuartile", "Double", "The 0.75 quantile.") { .double($0.thirdQuartile) }
    }
}
