/// The way successive pie slices follow one another around the circle.
public enum SliceDirection: String, CaseIterable, Sendable {
    /// Each slice follows the previous one clockwise on screen (the default).
    case clockwise
    /// Each slice follows the previous one counter-clockwise on screen.
    case counterClockwise
}
