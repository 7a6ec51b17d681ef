/// One series of a chart as an audio graph plays it (as Apple's Audio Graphs do): its values in
/// the order the x axis reads them, each a tone whose pitch rises with the value.
public struct AudioSeries: Equatable, Sendable {
    /// The most values a series keeps: a longer one is sampled evenly, first and last kept
    /// (a tone per value of 1e5 points would play for hours).
    public static let valueLimit = 400

    /// The series' name ("" for a chart's only series).
    public var name: String
    /// The values, in x order.
    public var values: [Double]

    /// A series of `values` named `name`.
    public init(name: String, values: [Double]) {
        self.name = name
        self.values = values
    }

    /// `values` sampled evenly down to `valueLimit`, the first and the last kept.
    static func sampled(_ values: [Double]) -> [Double] {
        guard values.count > valueLimit else { return values }
        let step = Double(values.count - 1) / Double(valueLimit - 1)
        return (0..<valueLimit).map { values[Swift.min(values.count - 1, Int((Double($0) * step).rounded()))] }
    }
}
