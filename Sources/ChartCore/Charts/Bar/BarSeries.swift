/// One series of a bar chart: a name for the legend, one value per category, a colour.
public struct BarSeries: Hashable, Sendable {
    /// The name shown in the legend and in tooltips.
    public var name: String
    /// One value per category; NaN leaves that bar out.
    public var values: [Double]
    /// The fill; nil takes the theme's colour for the series' position.
    public var color: Color?

    /// A series.
    public init(name: String, values: [Double], color: Color? = nil) {
        self.name = name
        self.values = values
        self.color = color
    }
}
