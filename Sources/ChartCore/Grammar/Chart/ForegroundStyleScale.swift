/// Which colour each value of `foregroundStyle(by:)` gets: pairs, a domain with a range of
/// colours, a mapping closure, or the default palette.
public struct ForegroundStyleScale: Sendable {
    /// The values in legend order; nil for the order first seen.
    public var domain: [PlottedValue]?
    /// The colours, used in turn.
    public var range: [Paint]?
    /// A colour for any value; nil for none.
    public var mapping: (@Sendable (PlottedValue) -> Paint?)?

    /// The default: colours from the palette, in the order the values are first seen.
    public init() {}

    /// Swift Charts' default categorical colours: blue, green, orange, purple, red, cyan,
    /// yellow, then brown, pink, indigo, mint, gray.
    public static let defaultPalette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow, .brown, .pink, .indigo, .mint, .gray]
}
