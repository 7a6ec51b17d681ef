/// A data point found by hit testing.
public struct ChartHit: Equatable, Sendable {
    /// The series number (0 for the first).
    public var series: Int
    /// The index of the point within its series (in the full data, never a downsampled copy).
    public var index: Int
    /// The point's value (y for lines and scatter plots).
    public var value: Double
    /// The point's label: its x label, category, or formatted x.
    public var label: String
    /// The point's pixel position.
    public var position: Point

    /// A hit.
    public init(series: Int, index: Int, value: Double, label: String, position: Point) {
        self.series = series
        self.index = index
        self.value = value
        self.label = label
        self.position = position
    }
}
