/// ChartData module marker.
public enum ChartDataModule {
    /// The library version.
    public static let version = "0.1.0"
}
