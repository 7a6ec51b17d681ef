import ChartCore

/// Statistics on arrays and ranges of numbers, computed by ChartCore
/// (the same names a Swift program importing ChartCore writes).
enum StatisticsBindings {
    static func register(in table: BindingTable) {
        let array = table.type("Array", ArrayBindings.documentation)
        let range = table.type("Range", RangeBindings.rangeDocumentation)
        let summary = table.type(StatisticsSummary.self, doc("struct StatisticsSummary",
            "Every common statistic of a set of numbers at once: count, sum, mean, median, mode, standard deviations, minimum, maximum, range and quartiles.",
            "enrollment.summary"))
        for type in [array, range] {
            registerStatistics(on: type, receiver: type === array ? "enrollment" : "(1...10)")
        }
        registerSummary(summary)
    }

    private typealias Numbers = StatisticsNotes.Numbers

    /// The numbers of a receiver, in the storage ChartCore is fastest with.
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

    private static func receiverKind(_ value: Value) -> StatisticsNotes.Receiver {
        switch value {
        case .range, .closedRange: return .range
        default: return .array
        }
    }

    /// Binds a statistic computed by ChartCore; the kernel notes on standard error why a
    /// result is nan (ChartCore's statistics never fail: see docs/language.md, "Statistics").
    private static func statistic(_ type: TypeBinding, _ name: String, _ resultType: String, _ documentation: Documentation,
                                  ints: @escaping ([Int]) -> Value, doubles: @escaping ([Double]) -> Value) {
        type.addProperty(name, type: resultType, documentation) { value in
            let numbers = try numbers(value, for: name)
            let result: Value
            switch numbers {
            case .ints(let items): result = ints(items)
            case .doubles(let items): result = doubles(items)
            }
            // An interrupt stops ChartCore's long statistics early, with a result that means nothing.
            try Runtime.current?.interruptFlag.check()
            StatisticsNotes.explain(name, of: receiverKind(value), numbers: numbers, result: result)
            return result
        }
    }

    private static func registerStatistics(on type: TypeBinding, receiver: String) {
        statistic(type, "mean", "Double", doc("var mean: Double { get }",
            "The arithmetic mean (average): the sum divided by the count. nan for an empty array or when a value is NaN (as numpy's mean), with a warning.",
            "\(receiver).mean"), ints: { .statistic($0.mean) }, doubles: { .statistic($0.mean) })
        statistic(type, "median", "Double", doc("var median: Double { get }",
            "The middle value once sorted; for an even count, the mean of the two middle values. Found by selection, without sorting everything. nan for an empty array or when a value is NaN.",
            "\(receiver).median"), ints: { .statistic($0.median) }, doubles: { .statistic($0.median) })
        statistic(type, "mode", "[Element]", doc("var mode: [Element] { get }",
            "Every value sharing the highest count, in ascending order (several when tied). [] for an empty array; [nan] when a value is NaN.",
            "\(receiver).mode"), ints: { .array(ArrayValue(.ints($0.mode))) }, doubles: { .array(ArrayValue(.doubles($0.mode))) })
        statistic(type, "standardDeviation", "Double", doc("var standardDeviation: Double { get }",
            "The population standard deviation (dividing by n), as BEMSimpleLineGraph computes it. Use sampleStandardDeviation for n − 1. nan for an empty array or a NaN value.",
            "\(receiver).standardDeviation"), ints: { .statistic($0.standardDeviation) }, doubles: { .statistic($0.standardDeviation) })
        statistic(type, "populationStandardDeviation", "Double", doc("var populationStandardDeviation: Double { get }",
            "The standard deviation dividing by n: the spread of exactly these values.",
            "\(receiver).populationStandardDeviation"), ints: { .statistic($0.populationStandardDeviation) }, doubles: { .statistic($0.populationStandardDeviation) })
        statistic(type, "sampleStandardDeviation", "Double", doc("var sampleStandardDeviation: Double { get }",
            "The standard deviation dividing by n − 1: an estimate for the population the values were drawn from. nan for fewer than two values.",
            "\(receiver).sampleStandardDeviation"), ints: { .statistic($0.sampleStandardDeviation) }, doubles: { .statistic($0.sampleStandardDeviation) })
        statistic(type, "variance", "Double", doc("var variance: Double { get }",
            "The population variance (mean squared distance from the mean, dividing by n).",
            "\(receiver).variance"), ints: { .statistic($0.variance) }, doubles: { .statistic($0.variance) })
        statistic(type, "populationVariance", "Double", doc("var populationVariance: Double { get }",
            "The variance dividing by n.", "\(receiver).populationVariance"),
            ints: { .statistic($0.populationVariance) }, doubles: { .statistic($0.populationVariance) })
        statistic(type, "sampleVariance", "Double", doc("var sampleVariance: Double { get }",
            "The variance dividing by n − 1. nan for fewer than two values.", "\(receiver).sampleVariance"),
            ints: { .statistic($0.sampleVariance) }, doubles: { .statistic($0.sampleVariance) })
        statistic(type, "minimum", "Element", doc("var minimum: Element { get }",
            "The smallest value, of the array's own element type (an Int array gives an Int). nan for an empty [Double] or a NaN value; Int.max for an empty [Int] (where min(_:_:) starts), with a warning.",
            "\(receiver).minimum"), ints: { .int($0.minimum) }, doubles: { .statistic($0.minimum) })
        statistic(type, "maximum", "Element", doc("var maximum: Element { get }",
            "The largest value, of the array's own element type. nan for an empty [Double] or a NaN value; Int.min for an empty [Int] (where max(_:_:) starts), with a warning.",
            "\(receiver).maximum"), ints: { .int($0.maximum) }, doubles: { .statistic($0.maximum) })
        statistic(type, "range", "Element", doc("var range: Element { get }",
            "The maximum minus the minimum: 0 for an empty [Int], nan for an empty [Double]. An Int range too large for Int wraps around, as numpy's ptp does, with a warning.",
            "\(receiver).range"), ints: { items in
                if let low = items.min(), let high = items.max(), high.subtractingReportingOverflow(low).overflow {
                    StatisticsNotes.explainOverflow("range")
                }
                return .int(items.range)
            }, doubles: { .statistic($0.range) })
        statistic(type, "sum", "Element", doc("var sum: Element { get }",
            "The total of the values; 0 for an empty array. Int sums are exact while they fit Int and wrap around beyond (as numpy's), with a warning; Double sums are pairwise (accurate).",
            "\(receiver).sum"), ints: { items in
                let (total, overflow) = items.sumReportingOverflow
                if overflow { StatisticsNotes.explainOverflow("sum") }
                return .int(total)
            }, doubles: { .statistic($0.sum) })
        statistic(type, "summary", "StatisticsSummary", doc("var summary: StatisticsSummary { get }",
            "Every common statistic at once (count, sum, mean, median, mode, standard deviations, minimum, maximum, range, quartiles); shows as a small table.",
            "\(receiver).summary"),
            ints: { .bound($0.summary) },
            doubles: { .bound($0.summary) })
        type.addMethod("quantile", [param(nil, "Double")], doc("func quantile(_ probability: Double) -> Double",
            "The value below which the given fraction (0…1) of the values lie, interpolating linearly between neighbours (numpy's default). nan for a probability outside 0…1, an empty array or a NaN value.",
            "\(receiver).quantile(0.25)")) { value, arguments, _ in
            let probability = try arguments.double(0)
            let numbers = try numbers(value, for: "quantile")
            let result: Double
            switch numbers {
            case .ints(let items): result = items.quantile(probability)
            case .doubles(let items): result = items.quantile(probability)
            }
            StatisticsNotes.explainQuantile(probability, of: receiverKind(value), numbers: numbers, result: result)
            return .statistic(result)
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
        field("sum", "Double", "Their total.") { .statistic($0.sum) }
        field("mean", "Double", "Their mean.") { .statistic($0.mean) }
        field("median", "Double", "Their median.") { .statistic($0.median) }
        field("mode", "[Double]", "Their mode (every most frequent value).") { .array(ArrayValue(.doubles($0.mode))) }
        field("populationStandardDeviation", "Double", "Standard deviation dividing by n.") { .statistic($0.populationStandardDeviation) }
        field("sampleStandardDeviation", "Double", "Standard deviation dividing by n − 1; nan for fewer than two values.") { .statistic($0.sampleStandardDeviation) }
        field("minimum", "Double", "The smallest value.") { .statistic($0.minimum) }
        field("maximum", "Double", "The largest value.") { .statistic($0.maximum) }
        field("range", "Double", "Maximum minus minimum.") { .statistic($0.range) }
        field("firstQuartile", "Double", "The 0.25 quantile.") { .statistic($0.firstQuartile) }
        field("thirdQuartile", "Double", "The 0.75 quantile.") { .statistic($0.thirdQuartile) }
    }
}

extension Value {
    /// A statistic's value: a NaN (an empty input's mean, which 0 / 0 makes `-nan` on this
    /// machine) is the plain `nan` numpy and the documentation give.
    static func statistic(_ number: Double) -> Value {
        .double(number.isNaN ? .nan : number)
    }
}
