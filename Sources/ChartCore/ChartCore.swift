/// ChartCore: statistics and SVG charts (line, scatter, bar, pie) with hit testing.
/// A plain Swift library; nothing in it knows about Jupyter or the cell language.
///
/// Every two-axis chart renders through one pipeline:
/// 1. resolve its value axis with `NumericAxis` (nice domain, ticks, labels) and/or a `BandScale`;
/// 2. describe the canvas, title, axes and legend entries in a `PlotLayoutRequest`;
/// 3. compute `PlotLayout(request)`: the plot area, placed ticks (thinned so labels never
///    overlap) and the legend, all measured so nothing is clipped;
/// 4. draw with `SVGDocument.render` and a `PlotRenderer` (`drawBackground`, the data,
///    `drawForeground`), writing only through `SVGWriter`;
/// 5. hit test against the same `PlotLayout.plotArea` and scales.
public enum ChartCoreModule {
    /// The library's version.
    public static let version = "0.1.0"
}
