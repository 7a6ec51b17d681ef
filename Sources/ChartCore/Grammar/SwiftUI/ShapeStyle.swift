/// What fills or strokes a mark (SwiftUI's `ShapeStyle`): a colour, a gradient, or a
/// hierarchical style such as `.secondary`. `foregroundStyle(_:)` takes any of them.
public protocol ShapeStyle {
    /// The paint the SVG writer draws with.
    var paint: Paint { get }
}

/// A shape style as the SVG writer draws it: one colour, or a linear gradient across the
/// shape's box (its unit square, x to the right and y down).
public enum Paint: Hashable, Sendable {
    /// One colour.
    case color(Color)
    /// A gradient of colour stops from `start` to `end`.
    case linearGradient(stops: [Gradient.Stop], start: UnitPoint, end: UnitPoint)

    /// The colour used where one colour is needed (a gradient's middle stop): legends, popups.
    public var representativeColor: Color {
        switch self {
        case .color(let color): return color
        case .linearGradient(let stops, _, _):
            guard let first = stops.first?.color, let last = stops.last?.color else { return .clear }
            return first.mixed(with: last, amount: 0.5)
        }
    }

    /// The paint made `opacity` times as opaque.
    public func multiplyingOpacity(by opacity: Double) -> Paint {
        let factor = opacity.isFinite ? Swift.min(Swift.max(opacity, 0), 1) : 1
        switch self {
        case .color(let color): return .color(color.withAlpha(color.alpha * factor))
        case let .linearGradient(stops, start, end):
            return .linearGradient(stops: stops.map { Gradient.Stop(color: $0.color.withAlpha($0.color.alpha * factor), location: $0.location) },
                                   start: start, end: end)
        }
    }
}

extension Color: ShapeStyle {
    /// The colour itself.
    public var paint: Paint { .color(self) }

    /// The colour made `opacity` times as opaque (SwiftUI's `Color.opacity(_:)`).
    public func opacity(_ opacity: Double) -> Color {
        withAlpha(alpha * (opacity.isFinite ? Swift.min(Swift.max(opacity, 0), 1) : 1))
    }

    /// A gentle gradient from the colour, a little lighter at the top (SwiftUI's `Color.gradient`).
    public var gradient: AnyGradient {
        AnyGradient(Gradient(colors: [mixed(with: .white, amount: 0.25), self]))
    }

    /// The primary text colour: near black.
    public static let primary = Color(white: 0.1)
    /// The secondary text colour: grey.
    public static let secondary = Color(red255: 138, green255: 138, blue255: 142)
}

/// Colour stops along a gradient (SwiftUI's `Gradient`).
public struct Gradient: Hashable, Sendable {
    /// One colour at a place along the gradient, 0 at its start and 1 at its end.
    public struct Stop: Hashable, Sendable {
        /// The stop's colour.
        public var color: Color
        /// Where the stop is, 0…1.
        public var location: Double
        /// A stop.
        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order.
    public var stops: [Stop]

    /// Stops spread evenly over the colours.
    public init(colors: [Color]) {
        let last = Swift.max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $0.element, location: Double($0.offset) / Double(last)) }
    }

    /// The given stops.
    public init(stops: [Stop]) {
        self.stops = stops
    }
}

/// A point in a shape's unit square (SwiftUI's `UnitPoint`): x from the left, y from the top.
public struct UnitPoint: Hashable, Sendable {
    /// 0 at the left edge, 1 at the right.
    public var x: Double
    /// 0 at the top edge, 1 at the bottom.
    public var y: Double
    /// A unit point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    /// The top edge's middle.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The bottom edge's middle.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The left edge's middle.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The right edge's middle.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The centre.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The top left corner.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top right corner.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom left corner.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottom right corner.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// A linear gradient between two unit points (SwiftUI's `LinearGradient`).
public struct LinearGradient: ShapeStyle, Hashable, Sendable {
    /// The gradient's stops.
    public var gradient: Gradient
    /// Where the gradient starts.
    public var startPoint: UnitPoint
    /// Where the gradient ends.
    public var endPoint: UnitPoint

    /// A gradient from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// A gradient of evenly spread colours.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// A gradient of the given stops.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// The gradient as the SVG writer draws it.
    public var paint: Paint { .linearGradient(stops: gradient.stops, start: startPoint, end: endPoint) }
}

/// A gradient whose direction the mark chooses: top to bottom (SwiftUI's `AnyGradient`).
public struct AnyGradient: ShapeStyle, Hashable, Sendable {
    /// The gradient's stops.
    public var gradient: Gradient
    /// A gradient from its stops.
    public init(_ gradient: Gradient) {
        self.gradient = gradient
    }
    /// Top to bottom.
    public var paint: Paint { .linearGradient(stops: gradient.stops, start: .top, end: .bottom) }
}

/// Any shape style, its type erased (SwiftUI's `AnyShapeStyle`).
public struct AnyShapeStyle: ShapeStyle, Hashable, Sendable {
    /// The paint.
    public var paint: Paint
    /// The style of `style`.
    public init<S: ShapeStyle>(_ style: S) {
        paint = style.paint
    }
}

/// Text and fills in levels of emphasis (SwiftUI's `HierarchicalShapeStyle`).
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, Sendable {
    /// The paint.
    public var paint: Paint
    /// The first level: near black.
    public static let primary = HierarchicalShapeStyle(paint: .color(.primary))
    /// The second level: grey.
    public static let secondary = HierarchicalShapeStyle(paint: .color(.secondary))
    /// The third level: light grey.
    public static let tertiary = HierarchicalShapeStyle(paint: .color(Color(red255: 190, green255: 190, blue255: 194)))
    /// The fourth level: lighter grey.
    public static let quaternary = HierarchicalShapeStyle(paint: .color(Color(red255: 215, green255: 215, blue255: 218)))
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of emphasis.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The second level of emphasis.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The third level of emphasis.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The fourth level of emphasis.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient (`.linearGradient(colors: [.blue, .clear], startPoint: .top, endPoint: .bottom)`).
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient of a gradient's stops.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == Color {
    /// Apple's system red.
    public static var red: Color { Color.red }
    /// Apple's system orange.
    public static var orange: Color { Color.orange }
    /// Apple's system yellow.
    public static var yellow: Color { Color.yellow }
    /// Apple's system green.
    public static var green: Color { Color.green }
    /// Apple's system mint.
    public static var mint: Color { Color.mint }
    /// Apple's system teal.
    public static var teal: Color { Color.teal }
    /// Apple's system cyan.
    public static var cyan: Color { Color.cyan }
    /// Apple's system blue.
    public static var blue: Color { Color.blue }
    /// Apple's system indigo.
    public static var indigo: Color { Color.indigo }
    /// Apple's system purple.
    public static var purple: Color { Color.purple }
    /// Apple's system pink.
    public static var pink: Color { Color.pink }
    /// Apple's system brown.
    public static var brown: Color { Color.brown }
    /// Apple's system gray.
    public static var gray: Color { Color.gray }
    /// Black.
    public static var black: Color { Color.black }
    /// White.
    public static var white: Color { Color.white }
    /// Transparent.
    public static var clear: Color { Color.clear }
}
