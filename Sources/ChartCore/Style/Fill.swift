/// How an area is painted: one colour, or a vertical gradient from top to bottom.
public enum Fill: Hashable, Sendable {
    /// One colour.
    case solid(Color)
    /// A vertical gradient, `top` at the top edge, `bottom` at the bottom edge.
    case verticalGradient(top: Color, bottom: Color)

    /// The colour used where a single colour is needed (the gradient's midpoint).
    public var averageColor: Color {
        switch self {
        case .solid(let color): return color
        case .verticalGradient(let top, let bottom): return top.mixed(with: bottom, amount: 0.5)
        }
    }
}
