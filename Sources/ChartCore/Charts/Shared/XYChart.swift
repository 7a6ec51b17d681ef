/// A chart with two axes (line graph, scatter plot, bar chart): it holds one `AxisOptions`
/// value, reads the options under their own names (`chart.yLabelPrefix`, forwarded to
/// `axisOptions.yLabelPrefix`), names its first series, and shows the value axis's prefix and
/// suffix around popup values.
@dynamicMemberLookup
public protocol XYChart: DrawableChart {
    /// The axis settings; each field is also readable and writable on the chart itself.
    var axisOptions: AxisOptions { get set }
    /// The first series' name, shown in the legend when there are several series.
    var seriesName: String { get set }
}

extension XYChart {
    /// Forwards `chart.yRange`, `chart.xAxisTitle`, … to `axisOptions`.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<AxisOptions, Value>) -> Value {
        get { axisOptions[keyPath: keyPath] }
        set { axisOptions[keyPath: keyPath] = newValue }
    }

    /// The value axis's label prefix (`yLabelPrefix`).
    public var valuePrefix: String { axisOptions.yLabelPrefix }
    /// The value axis's label suffix (`yLabelSuffix`).
    public var valueSuffix: String { axisOptions.yLabelSuffix }
}
