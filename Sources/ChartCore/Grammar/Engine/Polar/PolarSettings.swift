/// How the engine lays a chart of sectors out beyond Swift Charts' own settings: the seeds'
/// pie (CorePlot's `CPTPieChart`) sets these, a grammar chart keeps the defaults (sectors
/// clockwise from 12 o'clock in the largest square beside the legend).
struct PolarSettings: Sendable {
    /// Where the first sector begins, in degrees clockwise from 12 o'clock.
    var startBearingDegrees = 0.0
    /// Which way successive sectors follow one another.
    var direction = SliceDirection.clockwise
    /// The pie's outer radius in points; nil fits it to the space left.
    var radius: Double?
    /// The sector (by its place among the chart's sectors) pulled out of the pie, if any.
    var explodedIndex: Int?
    /// How far the exploded sector is pulled out, in points.
    var explodeDistance = 0.0
    /// Labels placed beside the sectors (with leader lines) or on them; nil for none.
    var labels: SectorLabels?
    /// Text written in the donut hole, shortened to its width; nil for none.
    var centerText: String?
    /// The seeds' legend (columns, one of nine anchors, a displacement), placed beside the pie
    /// so that it never covers it, listing every sector; nil for the chart's own legend.
    var arrangedLegend: Legend?
    /// How values read in tooltips, which then also give the sector's share ("Math: 31
    /// (25.4%)"); nil for the grammar's tooltip of every encoding.
    var valueStyle: ValueStyle?

    /// Swift Charts' defaults.
    init() {}
}

/// Sector labels as the seeds' pie draws them: one text per sector, outside with leaders or
/// inside, in one style.
struct SectorLabels: Sendable {
    /// One text per sector, in the chart's sector order (empty for no label).
    var texts: [String]
    /// Beside the pie or on the sectors.
    var position: SliceLabelPosition
    /// The texts' style.
    var style: TextStyle
    /// Whether a text too long for its room is shortened with "…" (numbers are left out instead).
    var shortensTexts: Bool
}
