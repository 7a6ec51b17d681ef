import ChartCore

/// The statistics of a numeric column, computed by ChartCore over its numbers as `Double`s.
///
/// Missing values are left out (see `TableColumn.doubles`), so `try students["age"].mean` is the
/// mean of the ages present; with no numbers present they follow ChartCore's rules for an
/// empty collection (NaN, an empty mode). Each throws `TableError.notNumeric` for a date or
/// text column.
extension TableColumn {
    /// The total of the numbers (0 for none).
    public var sum: Double { get throws { try doubles.sum } }
    /// The arithmetic mean of the numbers.
    public var mean: Double { get throws { try doubles.mean } }
    /// The median of the numbers (the mean of the two middle ones for an even count).
    public var median: Double { get throws { try doubles.median } }
    /// Every number sharing the highest count, ascending.
    public var mode: [Double] { get throws { try doubles.mode } }
    /// The smallest number.
    public var minimum: Double { get throws { try doubles.minimum } }
    /// The largest number.
    public var maximum: Double { get throws { try doubles.maximum } }
    /// The population standard deviation of the numbers.
    public var standardDeviation: Double { get throws { try doubles.standardDeviation } }
    /// Every statistic at once (count, sum, mean, median, mode, deviations, extremes, quartiles).
    public var summary: StatisticsSummary { get throws { try doubles.summary } }
}
