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
        evenlySpaced(values, count: valueLimit)
    }

    /// `count` of `elements` spread evenly, the first and the last kept; all of them when
    /// there are no more than `count`.
    static func evenlySpaced<Element>(_ elements: [Element], count: Int) -> [Element] {
        guard count > 1 else { return Array(elements.prefix(Swift.max(0, count))) }
        guard elements.count > count else { return elements }
        let step = Double(elements.count - 1) / Double(count - 1)
        return (0..<count).map { elements[Swift.min(elements.count - 1, Int((Double($0) * step).rounded()))] }
    }
}
