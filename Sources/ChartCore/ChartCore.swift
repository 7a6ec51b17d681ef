/// ChartCore: statistics and SVG charts (line, scatter, bar, pie) with hit testing.
/// A plain Swift library; nothing in it knows about Jupyter or the cell language.
public enum ChartCoreModule {
    /// The library's version.
    public static let version = "0.1.0"
}
