/// A pie chart's legend where it was placed, and what that leaves the pie.
struct PlacedPieLegend {
    /// The legend; nil when hidden or empty.
    var legend: LegendLayout?
    /// The rectangle left for the pie and its labels.
    var remaining: Rect
    /// What the reader should know (a displacement held back, entries left out); nil for nothing.
    var warning: String?
    /// The legend setting it was placed by: the one asked for, or the arrangement chosen instead.
    var setting: Legend
    /// How many entries the legend could not list ("+ n more").
    var leftOut: Int
}
