/// A box plot of a group's values (beyond Swift Charts, as Vega-Lite's boxplot): a box from
/// the first to the third quartile, a line at the median, whiskers to the furthest values
/// within 1.5 interquartile ranges of the box, and the values beyond them as points. Built of
/// the grammar's own marks (a `BarMark` box, `RuleMark` whiskers and median, `PointMark`
/// outliers), so it takes the content modifiers and shares the chart's scales.
///
/// ```swift
/// Chart {
///     ForEach(species, id: \.name) { group in
///         BoxPlot(x: .value("Species", group.name), y: "Body mass (g)", values: group.masses)
///     }
/// }
/// ```
///
/// Quartiles are numpy's (linear interpolation); NaN and infinite values are left out, and a
/// group without values draws nothing.
public struct BoxPlot<X: Plottable>: ChartContent {
    /// Where the box stands: its category (or number, or date) on x.
    public var x: PlottableValue<X>
    /// The value axis's label.
    public var label: String
    /// The group's values.
    public var values: [Double]
    /// The box's width as a share of its band (0.5 unless given).
    public var width: MarkDimension

    /// A box plot of `values` at `x`, on a value axis labelled `y`.
    public init<Values: Sequence>(x: PlottableValue<X>, y label: String = "Value", values: Values, width: MarkDimension = .ratio(0.5))
    where Values.Element: BinaryFloatingPoint {
        self.x = x
        self.label = label
        self.values = values.map { Double($0) }
        self.width = width
    }

    /// A box plot of whole-number values.
    public init<Values: Sequence>(x: PlottableValue<X>, y label: String = "Value", values: Values, width: MarkDimension = .ratio(0.5))
    where Values.Element: BinaryInteger {
        self.init(x: x, y: label, values: values.map { Double($0) }, width: width)
    }

    /// The statistics the box shows.
    public var summary: BoxPlotSummary? { BoxPlotSummary(values) }

    /// A box plot is made of marks.
    public var body: EmptyChartContent { EmptyChartContent() }

    /// The box, the whiskers, the median and the outliers, in that order.
    public func collectMarks(into marks: inout MarkCollection) {
        guard let summary else { return }
        let position = x.encoding
        func value(_ number: Double) -> PlottedEncoding { PlottedEncoding(label: label, value: .number(number)) }
        var lowWhisker = PlottedMark(kind: .rule, origin: "BoxPlot whisker")
        lowWhisker.x = position; lowWhisker.y = value(summary.lowerWhisker); lowWhisker.yEnd = value(summary.firstQuartile)
        var highWhisker = PlottedMark(kind: .rule, origin: "BoxPlot whisker")
        highWhisker.x = position; highWhisker.y = value(summary.thirdQuartile); highWhisker.yEnd = value(summary.upperWhisker)
        var box = PlottedMark(kind: .bar, origin: "BoxPlot box")
        box.x = position; box.y = value(summary.firstQuartile); box.yEnd = value(summary.thirdQuartile)
        box.width = width
        box.stacking = .unstacked
        for mark in [lowWhisker, highWhisker, box] { marks.append(mark) }
        marks.append(medianRule(summary))
        for outlier in summary.outliers {
            var point = PlottedMark(kind: .point, origin: "BoxPlot outlier")
            point.x = position; point.y = value(outlier)
            point.symbolSize = 20
            marks.append(point)
        }
    }

    /// The median: a white line across the box.
    private func medianRule(_ summary: BoxPlotSummary) -> PlottedMark {
        var median = PlottedMark(kind: .rectangle, origin: "BoxPlot median")
        median.x = x.encoding
        median.y = PlottedEncoding(label: label, value: .number(summary.median))
        median.width = width
        median.height = .fixed(2)
        median.foregroundStyle = .color(.white)
        return median
    }
}

/// The five numbers and outliers of a box plot (Tukey's): quartiles by numpy's linear
/// interpolation, whiskers at the furthest values within 1.5 IQR of the box.
public struct BoxPlotSummary: Hashable, Sendable {
    /// The first quartile (the box's bottom).
    public var firstQuartile: Double
    /// The median.
    public var median: Double
    /// The third quartile (the box's top).
    public var thirdQuartile: Double
    /// The lowest value at or above the first quartile less 1.5 IQR.
    public var lowerWhisker: Double
    /// The highest value at or below the third quartile plus 1.5 IQR.
    public var upperWhisker: Double
    /// The values beyond the whiskers, ascending.
    public var outliers: [Double]

    /// The summary of the finite values, nil when there are none.
    public init?(_ values: [Double]) {
        let finite = values.filter(\.isFinite).sorted()
        guard !finite.isEmpty else { return nil }
        firstQuartile = finite.quantile(0.25)
        median = finite.quantile(0.5)
        thirdQuartile = finite.quantile(0.75)
        let reach = 1.5 * (thirdQuartile - firstQuartile)
        let low = firstQuartile - reach, high = thirdQuartile + reach
        lowerWhisker = finite.first { $0 >= low } ?? firstQuartile
        upperWhisker = finite.last { $0 <= high } ?? thirdQuartile
        outliers = finite.filter { $0 < low || $0 > high }
    }
}
