/// One summary of a group's values, for `grouped(by:).aggregated(.mean("body_mass_g"), .count)`:
/// which statistic, of which column, and the name of the column it makes.
///
/// Statistics leave missing values out and follow pandas' arithmetic (Kahan sums for sums and
/// means, Welford's method for standard deviations), so they agree with pandas' `agg`.
public struct Aggregation: Sendable, Equatable {
    /// The statistics an aggregation can compute.
    public enum Statistic: Sendable, Equatable {
        case count, sum, mean, median, minimum, maximum, standardDeviation, variance
        case quantile(Double)
        case distinctCount, presentCount, first, last
    }

    /// The statistic.
    public let statistic: Statistic
    /// The column it reads (nil for `count`, which counts rows).
    public let column: String?
    /// The name of the column it makes.
    public let name: String

    /// An aggregation of `statistic` over `column`, named `name` (by default
    /// `"<statistic>(<column>)"`, such as `"mean(body_mass_g)"`).
    public init(_ statistic: Statistic, of column: String?, as name: String? = nil) {
        self.statistic = statistic
        self.column = column
        self.name = name ?? column.map { "\(Self.label(statistic))(\($0))" } ?? "count"
    }

    private static func label(_ statistic: Statistic) -> String {
        switch statistic {
        case .count: return "count"
        case .sum: return "sum"
        case .mean: return "mean"
        case .median: return "median"
        case .minimum: return "minimum"
        case .maximum: return "maximum"
        case .standardDeviation: return "standardDeviation"
        case .variance: return "variance"
        case .quantile(let probability): return "quantile\(CellFormat.number(probability))"
        case .distinctCount: return "distinctCount"
        case .presentCount: return "presentCount"
        case .first: return "first"
        case .last: return "last"
        }
    }

    /// How many rows each group has (pandas' `size()`), in a column called `count`.
    public static let count = Aggregation(.count, of: nil)
    /// The total of the column's present values.
    public static func sum(_ column: String, as name: String? = nil) -> Aggregation { Aggregation(.sum, of: column, as: name) }
    /// The mean of the column's present values.
    public static func mean(_ column: String, as name: String? = nil) -> Aggregation { Aggregation(.mean, of: column, as: name) }
    /// The median of the column's present values.
    public static func median(_ column: String, as name: String? = nil) -> Aggregation { Aggregation(.median, of: column, as: name) }
    /// The smallest present value.
    public static func minimum(_ column: String, as name: String? = nil) -> Aggregation { Aggregation(.minimum, of: column, as: name) }
    /// The largest present value.
    public static func maximum(_ column: String, as name: String? = nil) -> Aggregation { Aggregation(.maximum, of: column, as: name) }
    /// The sample standard deviation (n − 1) of the present values.
    public static func standardDeviation(_ column: String, as name: String? = nil) -> Aggregation {
        Aggregation(.standardDeviation, of: column, as: name)
    }
    /// The sample variance (n − 1) of the present values.
    public static func variance(_ column: String, as name: String? = nil) -> Aggregation { Aggregation(.variance, of: column, as: name) }
    /// The `probability` quantile (0…1) of the present values, interpolated linearly.
    public static func quantile(_ column: String, _ probability: Double, as name: String? = nil) -> Aggregation {
        Aggregation(.quantile(probability), of: column, as: name)
    }
    /// How many distinct present values (pandas' `nunique()`).
    public static func distinctCount(_ column: String, as name: String? = nil) -> Aggregation {
        Aggregation(.distinctCount, of: column, as: name)
    }
    /// How many values are present (pandas' `count()`).
    public static func presentCount(_ column: String, as name: String? = nil) -> Aggregation {
        Aggregation(.presentCount, of: column, as: name)
    }
    /// The first present value.
    public static func first(_ column: String, as name: String? = nil) -> Aggregation { Aggregation(.first, of: column, as: name) }
    /// The last present value.
    public static func last(_ column: String, as name: String? = nil) -> Aggregation { Aggregation(.last, of: column, as: name) }
}
