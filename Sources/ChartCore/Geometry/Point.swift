/// A position in SVG pixel coordinates: x grows to the right, y grows downwards.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal position in pixels.
    public var x: Double
    /// Vertical position in pixels (down is positive).
    public var y: Double

    /// A point at (x, y).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// "(x, y)".
    public var description: String { "(\(x), \(y))" }
}
