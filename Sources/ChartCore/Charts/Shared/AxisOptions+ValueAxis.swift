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

    /// How a single value reads in tooltips and summaries: the label format (or compact
    /// decimals) between the label prefix and suffix.
    func valueText(format: NumberFormat?) -> ValueText {
        ValueText(format: format, prefix: yLabelPrefix, suffix: yLabelSuffix)
    }

    /// The value axis for data from `minimum` to `maximum` (nil without data), or `yRange`
    /// when set.
    ///
    /// - Throws: `ChartError.invalidSetting` for a range that cannot be drawn.
    func valueAxis(minimum: Double?, maximum: Double?, includesZero: Bool = false) throws(ChartError) -> NumericAxis {
        try NumericAxis.checked(yRange, name: "yRange")
        return NumericAxis(minimum: minimum, maximum: maximum, fixedRange: yRange, tickCount: tickCount,
                           includesZero: includesZero)
    }

    /// The value axis as the plot layout takes it: its ticks labelled with the format, prefix
    /// and suffix (none when `hasData` is false), `yAxisTitle`, and grid lines when asked.
    func valueAxisDescription(_ axis: NumericAxis, format: NumberFormat?, hasData: Bool = true, showsLabels: Bool = true,
                              labelStyle: TextStyle = TextStyle(fontSize: 12),
                              titleStyle: TextStyle = TextStyle(fontSize: 13, isBold: true)) -> AxisDescription {
        let labels = axis.labels(format: format, prefix: yLabelPrefix, suffix: yLabelSuffix)
        return AxisDescription(ticks: hasData ? axis.ticks(labels: labels) : [], title: yAxisTitle, showsLabels: showsLabels,
                               showsGridLines: showsGridLines, labelStyle: labelStyle, titleStyle: titleStyle)
    }
}
