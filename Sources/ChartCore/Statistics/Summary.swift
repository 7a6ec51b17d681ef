// Every statistic at once.

/// The statistics of a collection of numbers, computed together (one validation, one
/// selection for the median and quartiles).
///
/// Obtain one with `values.summary`; `description` prints it as a small table. For an empty
/// collection the count and sum are 0, the mode is empty and the other statistics are NaN;
/// when a value is NaN, every statistic but the count is NaN (the mode is `[nan]`).
public struct StatisticsSummary: Equatable, CustomStringConvertible {
    /// How many values there are.
    public var count: Int
    /// The sum of the values (as a `Double`, even for integers, so it cannot overflow).
    public var sum: Double
    /// The arithmetic mean.
    public var mean: Double
    /// The median (the mean of the two middle values for an even count).
    public var median: Double
    /// Every value that occurs most often, ascending.
    public var mode: [Double]
    /// The population standard deviation (divides by n; BEMSimpleLineGraph's).
    public var populationStandardDeviation: Double
    /// The sample standard deviation (divides by n − 1); NaN for fewer than two values.
    public var sampleStandardDeviation: Double
    /// The smallest value.
    public var minimum: Double
    /// The largest value.
    public var maximum: Double
    /// `maximum − minimum`.
    public var range: Double
    /// The 25th percentile, `quantile(0.25)`.
    public var firstQuartile: Double
    /// The 75th percentile, `quantile(0.75)`.
    public var thirdQuartile: Double

    /// Creates a summary from already computed statistics.
    public init(
        count: Int, sum: Double, mean: Double, median: Double, mode: [Double],
        populationStandardDeviation: Double, sampleStandardDeviation: Double,
        minimum: Double, maximum: Double, range: Double, firstQuartile: Double, thirdQuartile: Double
    ) {
        self.count = count
        self.sum = sum
        self.mean = mean
        self.median = median
        self.mode = mode
        self.populationStandardDeviation = populationStandardDeviation
        self.sampleStandardDeviation = sampleStandardDeviation
        self.minimum = minimum
        self.maximum = maximum
        self.range = range
        self.firstQuartile = firstQuartile
        self.thirdQuartile = thirdQuartile
    }

    /// The summary of `count` values without a usable order: empty ones, or ones holding a NaN
    /// (then `sum` is NaN and `mode` is `[nan]`); every other statistic is NaN.
    static func undefined(count: Int, sum: Double, mode: [Double]) -> StatisticsSummary {
        StatisticsSummary(
            count: count, sum: sum, mean: .nan, median: .nan, mode: mode,
            populationStandardDeviation: .nan, sampleStandardDeviation: .nan,
            minimum: .nan, maximum: .nan, range: .nan, firstQuartile: .nan, thirdQuartile: .nan)
    }

    /// How many modes `description` lists before it abbreviates.
    static let listedModes = 5

    /// One statistic per line, names aligned, for example `mean      4.5`.
    public var description: String {
        var modeText = mode.isEmpty ? "none (no values)" : mode.prefix(Self.listedModes).map { "\($0)" }.joined(separator: ", ")
        if mode.count > Self.listedModes {
            modeText += ", … (\(mode.count) values share the highest count)"
        }
        let rows: [(String, String)] = [
            ("count", "\(count)"),
            ("sum", "\(sum)"),
            ("mean", "\(mean)"),
            ("median", "\(median)"),
            ("mode", modeText),
            ("std (population)", "\(populationStandardDeviation)"),
            ("std (sample)", count < 2 ? "nan (needs two values)" : "\(sampleStandardDeviation)"),
            ("minimum", "\(minimum)"),
            ("first quartile", "\(firstQuartile)"),
            ("third quartile", "\(thirdQuartile)"),
            ("maximum", "\(maximum)"),
            ("range", "\(range)"),
        ]
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { name, value in
            name + String(repeating: " ", count: width - name.count + 2) + value
        }.joined(separator: "\n")
    }
}

/// The median and both quartiles from one selection over `count` values.
func medianAndQuartiles(
    count: Int, orderedValues: ([Int]) -> [Double]
) -> (median: Double, firstQuartile: Double, thirdQuartile: Double) {
    let first = quantilePosition(of: 0.25, count: count)
    let third = quantilePosition(of: 0.75, count: count)
    let middle = medianRanks(count: count)
    let ranks = Array(Set([first.lower, first.upper, third.lower, third.upper] + middle)).sorted()
    let values = orderedValues(ranks)
    var valueAtRank: [Int: Double] = [:]
    for (rank, value) in zip(ranks, values) { valueAtRank[rank] = value }
    func value(_ rank: Int) -> Double { valueAtRank[rank] ?? .nan }
    return (
        medianFromMiddleValues(middle.map(value)),
        interpolate(from: value(first.lower), to: value(first.upper), fraction: first.fraction),
        interpolate(from: value(third.lower), to: value(third.upper), fraction: third.fraction)
    )
}

extension Collection where Element: BinaryFloatingPoint {
    /// All the statistics at once: count, sum, mean, median, mode, population and sample
    /// standard deviation, minimum, maximum, range and quartiles (one NaN check, one
    /// selection for the median and both quartiles).
    public var summary: StatisticsSummary {
        guard let (low, high) = extremes() else {
            return .undefined(count: count, sum: sum, mode: mode.map { Double($0) })
        }
        let orders = medianAndQuartiles(count: count, orderedValues: orderedValues(atRanks:))
        return StatisticsSummary(
            count: count, sum: sum, mean: mean, median: orders.median,
            mode: mode.map { Double($0) },
            populationStandardDeviation: populationStandardDeviation,
            sampleStandardDeviation: sampleStandardDeviation,
            minimum: Double(low), maximum: Double(high), range: Double(high - low),
            firstQuartile: orders.firstQuartile, thirdQuartile: orders.thirdQuartile)
    }
}

extension Collection where Element: FixedWidthInteger {
    /// All the statistics at once, as `Double`s: count, sum, mean, median, mode, population
    /// and sample standard deviation, minimum, maximum, range and quartiles. The sum is
    /// exact while it fits `Element`, else the sum of the values as `Double`s (it never wraps).
    public var summary: StatisticsSummary {
        guard let (low, high) = extremes() else { return .undefined(count: 0, sum: 0, mode: []) }
        let orders = medianAndQuartiles(count: count, orderedValues: orderedValues(atRanks:))
        let (exact, overflow) = sumReportingOverflow
        let total = overflow ? withDoubleBuffer { StatisticsKernels.sum($0) } : Double(exact)
        return StatisticsSummary(
            count: count, sum: total, mean: mean, median: orders.median,
            mode: mode.map { Double($0) },
            populationStandardDeviation: populationStandardDeviation,
            sampleStandardDeviation: sampleStandardDeviation,
            minimum: Double(low), maximum: Double(high), range: Double(high) - Double(low),
            firstQuartile: orders.firstQuartile, thirdQuartile: orders.thirdQuartile)
    }
}
