/// One of nine positions (CorePlot's CPTRectAnchor).
public enum LegendAnchor: String, CaseIterable, Sendable {
    /// Above the plot, aligned with its left edge.
    case topLeft
    /// Above the plot, centred.
    case top
    /// Above the plot, aligned with its right edge.
    case topRight
    /// Left of the plot, vertically centred.
    case left
    /// Inside the plot area, centred (always inside).
    case center
    /// Right of the plot, vertically centred.
    case right
    /// Below the plot, aligned with its left edge.
    case bottomLeft
    /// Below the plot, centred.
    case bottom
    /// Below the plot, aligned with its right edge.
    case bottomRight

    /// -1 for left, 0 for centre, 1 for right.
    var horizontal: Int {
        switch self {
        case .topLeft, .left, .bottomLeft: return -1
        case .top, .center, .bottom: return 0
        case .topRight, .right, .bottomRight: return 1
        }
    }

    /// -1 for top, 0 for middle, 1 for bottom.
    var vertical: Int {
        switch self {
        case .topLeft, .top, .topRight: return -1
        case .left, .center, .right: return 0
        case .bottomLeft, .bottom, .bottomRight: return 1
        }
    }
}

/// How a chart's legend is laid out (CorePlot's CPTLegend and the graph's legend anchor).
///
/// By default the legend sits outside the plot area, on the side its anchor names, and the
/// plot area shrinks to make room, so the legend never covers data. `.center`, or
/// `isInsidePlotArea = true`, puts it inside the plot area at the anchor instead.
///
/// Entries read down each column, then across (the first half of a two-column legend on the
/// left); CorePlot fills its rows first.
public struct Legend: Hashable, Sendable {
    /// False hides the legend. Charts with one series draw none either way.
    public var isVisible: Bool
    /// How many columns of entries; 0 fits as many as the width allows (one column at the
    /// left or right).
    public var columns: Int
    /// Where the legend goes.
    public var anchor: LegendAnchor
    /// An extra offset in pixels from the anchor, x to the right and y up (CorePlot's
    /// `legendDisplacement`: `Point(x: 0, y: 30)` at `.bottom` lifts the legend 30 pixels).
    public var displacement: Point
    /// The entries' text.
    public var textStyle: TextStyle
    /// True draws the legend inside the plot area (over the data) at the anchor.
    public var isInsidePlotArea: Bool
    /// A heading above the entries (CorePlot's legend `title`); nil for none.
    public var title: String?
    /// The heading's style.
    public var titleStyle: TextStyle

    /// A legend; by default visible, above the plot, as many columns as fit.
    public init(isVisible: Bool = true, columns: Int = 0, anchor: LegendAnchor = .top,
                displacement: Point = .zero, textStyle: TextStyle = TextStyle(fontSize: 12),
                isInsidePlotArea: Bool = false, title: String? = nil,
                titleStyle: TextStyle = TextStyle(fontSize: 12, weight: .bold)) {
        self.isVisible = isVisible
        self.columns = columns
        self.anchor = anchor
        self.displacement = displacement
        self.textStyle = textStyle
        self.isInsidePlotArea = isInsidePlotArea
        self.title = title
        self.titleStyle = titleStyle
    }
}

/// One legend entry: a swatch and its label.
public struct LegendEntry: Hashable, Sendable {
    /// The swatch shape.
    public enum Swatch: Hashable, Sendable {
        /// A short line with the series' dash pattern.
        case line(dashPattern: [Double])
        /// A filled square (bars, slices).
        case square
        /// A plot symbol.
        case symbol(PlotSymbol)
        /// No swatch (an entry such as "+ 3 more").
        case none
    }

    /// The label (escaped when written).
    public var label: String
    /// The swatch colour.
    public var color: Color
    /// The swatch shape.
    public var swatch: Swatch

    /// A legend entry.
    public init(label: String, color: Color, swatch: Swatch = .square) {
        self.label = label
        self.color = color
        self.swatch = swatch
    }
}

/// The marker drawn at each point of a scatter plot.
public enum PlotSymbol: String, CaseIterable, Sendable {
    /// A filled disc.
    case circle
    /// A filled square.
    case square
    /// A filled triangle pointing up.
    case triangle
    /// A filled square standing on a corner.
    case diamond
    /// A stroked ×.
    case cross
}
