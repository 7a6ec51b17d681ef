/// ChartScript module marker.
public enum ChartScriptModule {
    /// The library version.
    public static let version = "0.1.0"
}
