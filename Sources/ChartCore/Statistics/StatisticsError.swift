/// Why a statistic could not be computed.
///
/// Every statistic but `sum` needs at least one value; NaN values are never skipped
/// silently but rejected with the position of the first one, so a bad reading in the data
/// is found rather than hidden.
public enum StatisticsError: Error, Equatable, CustomStringConvertible {
    /// The collection was empty; `statistic` names what was asked for, such as "median".
    case emptyInput(statistic: String)
    /// The value at `index` (counted from 0 from the start of the collection) is NaN.
    case notANumber(index: Int)
    /// The statistic needs `needed` values but the collection holds only `got`
    /// (for example the sample standard deviation of a single value).
    case notEnoughValues(statistic: String, needed: Int, got: Int)
    /// A quantile was asked for with a probability outside 0…1 (or NaN).
    case probabilityOutOfRange(Double)
    /// An integer result does not fit the element type (for example the sum of
    /// `[Int.max, 1]`); convert the values to `Double` to get an approximate answer.
    case overflow(statistic: String)

    /// A sentence saying what went wrong and what to do about it.
    public var description: String {
        switch self {
        case .emptyInput(let statistic):
            return "cannot compute the \(statistic) of no values; the collection is empty"
        case .notANumber(let index):
            return "the value at index \(index) is NaN (not a number); remove or replace it before computing statistics"
        case .notEnoughValues(let statistic, let needed, let got):
            let plural = got == 1 ? "value" : "values"
            return "the \(statistic) needs at least \(needed) values, but there \(got == 1 ? "is" : "are") only \(got) \(plural)"
        case .probabilityOutOfRange(let probability):
            return "the quantile probability must be between 0 and 1, got \(probability)"
        case .overflow(let statistic):
            return "the \(statistic) does not fit the integer type; convert the values to Double first"
        }
    }
}
