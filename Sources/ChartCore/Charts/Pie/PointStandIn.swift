/// A position in SVG pixel coordinates (y grows downwards).
public struct Point: Hashable, Sendable {
    /// Horizontal pixel coordinate.
    public var x: Double
    /// Vertical pixel coordinate, growing downwards.
    public var y: Double

    /// Creates a point from its two coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
