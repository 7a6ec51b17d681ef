/// How content lines up horizontally (SwiftUI's `HorizontalAlignment`).
public enum HorizontalAlignment: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing
    /// -1 leading, 0 centre, 1 trailing.
    var offset: Int { self == .leading ? -1 : self == .center ? 0 : 1 }
}

/// How content lines up vertically (SwiftUI's `VerticalAlignment`).
public enum VerticalAlignment: String, Hashable, Sendable, CaseIterable {
    case top, center, bottom
    /// -1 top, 0 centre, 1 bottom.
    var offset: Int { self == .top ? -1 : self == .center ? 0 : 1 }
}

/// A place in a box, horizontal and vertical (SwiftUI's `Alignment`).
public struct Alignment: Hashable, Sendable {
    /// Across.
    public var horizontal: HorizontalAlignment
    /// Up and down.
    public var vertical: VerticalAlignment
    /// An alignment.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    /// The centre.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// The leading edge's middle.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// The trailing edge's middle.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// The top edge's middle.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// The bottom edge's middle.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The top leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The top trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The bottom leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The bottom trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// An edge of a box, and sets of edges for padding (SwiftUI's `Edge` and `Edge.Set`).
public enum Edge: String, Hashable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The edges' bits.
        public let rawValue: Int
        /// A set from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The leading edge.
        public static let leading = Set(rawValue: 2)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 4)
        /// The trailing edge.
        public static let trailing = Set(rawValue: 8)
        /// Leading and trailing.
        public static let horizontal: Set = [.leading, .trailing]
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
        /// Every edge.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// A direction: across or up and down (SwiftUI's `Axis`).
public enum Axis: String, Hashable, Sendable {
    case horizontal, vertical
}

/// Whether something is shown (SwiftUI's `Visibility`): `.automatic` lets the chart decide.
public enum Visibility: String, Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}

/// How a line is stroked (SwiftUI's `StrokeStyle`): width, dashes, caps and joins.
public struct StrokeStyle: Hashable, Sendable {
    /// The width in points.
    public var lineWidth: Double
    /// How line ends are drawn.
    public var lineCap: LineCap
    /// How corners are drawn.
    public var lineJoin: LineJoin
    /// The miter limit.
    public var miterLimit: Double
    /// Alternating dash and gap lengths; empty for a solid line.
    public var dash: [Double]
    /// Where the dash pattern starts.
    public var dashPhase: Double

    /// A stroke style.
    public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10,
                dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// How a stroke's ends are drawn (Core Graphics' `CGLineCap`).
    public enum LineCap: String, Hashable, Sendable, CaseIterable {
        case butt, round, square
    }

    /// How a stroke's corners are drawn (Core Graphics' `CGLineJoin`).
    public enum LineJoin: String, Hashable, Sendable, CaseIterable {
        case miter, round, bevel
    }
}
