/// How the two-axis charts turn their `AxisOptions` into a value axis: the one place that
/// reads the options, so a new shared option is declared, read and bound in one file each.
extension AxisOptions {
    /// The value-axis tick count, kept within 1 … 50.
    var tickCount: Int { min(max(yLabelCount, 1), 50) }

    /// The value-axis label format; nil when `yLabelFormat` is empty.
    ///
    /// - Throws: `ChartError.invalidNumberFormat` for a format that is not printf-like.
    func labelFormat() throws(ChartError) -> NumberFormat? {
        yLabelFormat.isEmpty ? nil : try NumberFormat(yLabelFormat)
    }

    /// How a single value reads in tooltips, summaries and line labels: the label format (or
    /// as people write numbers) between the label prefix and suffix.
    func valueText(format: NumberFormat?) -> ValueText {
        ValueText(format: format, prefix: yLabelPrefix, suffix: yLabelSuffix)
    }

    /// The value axis for data from `minimum` to `maximum` (nil without data), or `yRange`
    /// when set, with its ticks chosen by `yLabelingPolicy` and `yMajorInterval`.
    ///
    /// - Throws: `ChartError.invalidSetting` for a range that cannot be drawn, or a major
    ///   interval that is not above 0 or gives too many labels.
    func valueAxis(minimum: Double?, maximum: Double?, includesZero: Bool = false) throws(ChartError) -> NumericAxis {
        try NumericAxis.checked(yRange, name: "yRange")
        switch yLabelingPolicy {
        case .fixedInterval:
            return try .fixedInterval(yMajorInterval ?? 1, minimum: minimum, maximum: maximum, fixedRange: yRange,
                                      includesZero: includesZero)
        case .automatic where yMajorInterval != nil:
            return try .fixedInterval(yMajorInterval ?? 1, minimum: minimum, maximum: maximum, fixedRange: yRange,
                                      includesZero: includesZero)
        case .automatic, .equalDivisions, .none:
            let axis = NumericAxis(minimum: minimum, maximum: maximum, fixedRange: yRange, tickCount: tickCount,
                                   includesZero: includesZero)
            if yLabelingPolicy == .equalDivisions { return axis.dividedEvenly(into: tickCount) }
            return yLabelingPolicy == .none ? axis.withoutTicks : axis
        }
    }

    /// The value axis as the plot layout takes it: its ticks labelled with the format, prefix
    /// and suffix (none when `hasData` is false), `yAxisTitle`, the label and title styles, and
    /// grid lines when asked.
    func valueAxisDescription(_ axis: NumericAxis, format: NumberFormat?, hasData: Bool = true, showsLabels: Bool = true,
                              labelStyle: TextStyle? = nil) -> AxisDescription {
        let labels = axis.labels(format: format, prefix: yLabelPrefix, suffix: yLabelSuffix)
        return AxisDescription(ticks: hasData ? axis.ticks(labels: labels) : [], title: yAxisTitle, showsLabels: showsLabels,
                               showsGridLines: showsGridLines, labelStyle: labelStyle ?? yLabelStyle, titleStyle: axisTitleStyle)
    }

    /// The x axis of a line graph or scatter plot as the layout takes it: ticks, `xAxisTitle`,
    /// the x label style and turn.
    func xAxisDescription(ticks: [AxisLabelTick], showsLabels: Bool = true, showsGridLines: Bool) -> AxisDescription {
        AxisDescription(ticks: ticks, title: xAxisTitle, showsLabels: showsLabels, showsGridLines: showsGridLines,
                        labelStyle: xLabelStyle, titleStyle: axisTitleStyle, labelRotation: xLabelRotation)
    }
}
