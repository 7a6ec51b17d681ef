/// One mark as the engine reads it, whatever struct made it: its kind, the values on each
/// channel, and every modifier applied to it. Marks collect into a flat list of these, in the
/// order they are written; the engine resolves scales over all of them and places each.
///
/// A value type whose fields live in one shared storage, copied only when a copy is changed
/// (as `Array` does): a chart of 1e5 marks moves pointers, not 1e5 copies of every field.
public struct PlottedMark: Sendable {
    /// The fields, shared between copies until one is changed.
    private final class Storage: @unchecked Sendable {
        var kind: MarkKind
        var origin: String
        var x: PlottedEncoding? = nil
        var y: PlottedEncoding? = nil
        var xEnd: PlottedEncoding? = nil
        var yEnd: PlottedEncoding? = nil
        var fixedX: ClosedRange<Double>? = nil
        var fixedY: ClosedRange<Double>? = nil
        var angle: PlottedEncoding? = nil
        var series: PlottedEncoding? = nil
        var foregroundBy: PlottedEncoding? = nil
        var foregroundStyle: Paint? = nil
        var symbolBy: PlottedEncoding? = nil
        var symbol: BasicChartSymbolShape? = nil
        var symbolSize: Double? = nil
        var positionBy: PlottedEncoding? = nil
        var positionSpan: MarkDimension = .automatic
        var lineStyleBy: PlottedEncoding? = nil
        var interpolation: InterpolationMethod = .linear
        var lineStyle: StrokeStyle? = nil
        var cornerRadius: Double = 0
        var opacity: Double = 1
        var width: MarkDimension = .automatic
        var height: MarkDimension = .automatic
        var stacking: MarkStackingMethod = .standard
        var innerRadius: MarkDimension = .automatic
        var outerRadius: MarkDimension = .automatic
        var angularInset: Double = 0
        var annotations: [MarkAnnotation] = []
        var dataIndex: Int = 0
        var offset = Point(x: 0, y: 0)
        var facetBy: PlottedEncoding? = nil
        var columns: PlotColumns? = nil
        var alignsStylesWithPlotArea = false

        init(kind: MarkKind, origin: String) {
            self.kind = kind
            self.origin = origin
        }

        func copy() -> Storage {
            let copy = Storage(kind: kind, origin: origin)
            copy.x = x
            copy.y = y
            copy.xEnd = xEnd
            copy.yEnd = yEnd
            copy.fixedX = fixedX
            copy.fixedY = fixedY
            copy.angle = angle
            copy.series = series
            copy.foregroundBy = foregroundBy
            copy.foregroundStyle = foregroundStyle
            copy.symbolBy = symbolBy
            copy.symbol = symbol
            copy.symbolSize = symbolSize
            copy.positionBy = positionBy
            copy.positionSpan = positionSpan
            copy.lineStyleBy = lineStyleBy
            copy.interpolation = interpolation
            copy.lineStyle = lineStyle
            copy.cornerRadius = cornerRadius
            copy.opacity = opacity
            copy.width = width
            copy.height = height
            copy.stacking = stacking
            copy.innerRadius = innerRadius
            copy.outerRadius = outerRadius
            copy.angularInset = angularInset
            copy.annotations = annotations
            copy.dataIndex = dataIndex
            copy.offset = offset
            copy.facetBy = facetBy
            copy.columns = columns
            copy.alignsStylesWithPlotArea = alignsStylesWithPlotArea
            return copy
        }
    }

    private var storage: Storage

    /// The storage, made unique before a change.
    private var uniqueStorage: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            return storage
        }
    }

    /// Which kind of mark: its shape and how it uses its channels.
    public var kind: MarkKind {
        get { storage.kind }
        set { uniqueStorage.kind = newValue }
    }
    /// The struct and initializer that made it, for messages ("BarMark(x:y:)").
    public var origin: String {
        get { storage.origin }
        set { uniqueStorage.origin = newValue }
    }
    /// The horizontal channel: a value, a range, or nil (a fixed or full-width position).
    public var x: PlottedEncoding? {
        get { storage.x }
        set { uniqueStorage.x = newValue }
    }
    /// The vertical channel.
    public var y: PlottedEncoding? {
        get { storage.y }
        set { uniqueStorage.y = newValue }
    }
    /// A range's end given separately (`xStart:xEnd:`), as a second encoding.
    public var xEnd: PlottedEncoding? {
        get { storage.xEnd }
        set { uniqueStorage.xEnd = newValue }
    }
    /// A range's end given separately (`yStart:yEnd:`).
    public var yEnd: PlottedEncoding? {
        get { storage.yEnd }
        set { uniqueStorage.yEnd = newValue }
    }
    /// Fixed positions in points inside the plot area (`RuleMark(xStart: 10, xEnd: 80, y:)`),
    /// nil for the plot area's edge.
    public var fixedX: ClosedRange<Double>? {
        get { storage.fixedX }
        set { uniqueStorage.fixedX = newValue }
    }
    /// Fixed vertical positions in points, from the top of the plot area.
    public var fixedY: ClosedRange<Double>? {
        get { storage.fixedY }
        set { uniqueStorage.fixedY = newValue }
    }
    /// The angle channel of a sector (a pie slice's share).
    public var angle: PlottedEncoding? {
        get { storage.angle }
        set { uniqueStorage.angle = newValue }
    }
    /// The series a line or area belongs to (`LineMark(x:y:series:)`).
    public var series: PlottedEncoding? {
        get { storage.series }
        set { uniqueStorage.series = newValue }
    }
    /// `foregroundStyle(by:)`: a colour from the chart's foreground style scale.
    public var foregroundBy: PlottedEncoding? {
        get { storage.foregroundBy }
        set { uniqueStorage.foregroundBy = newValue }
    }
    /// `foregroundStyle(_:)`: a fixed paint.
    public var foregroundStyle: Paint? {
        get { storage.foregroundStyle }
        set { uniqueStorage.foregroundStyle = newValue }
    }
    /// `symbol(by:)`: a symbol shape from the chart's symbol scale.
    public var symbolBy: PlottedEncoding? {
        get { storage.symbolBy }
        set { uniqueStorage.symbolBy = newValue }
    }
    /// `symbol(_:)`: a fixed symbol.
    public var symbol: BasicChartSymbolShape? {
        get { storage.symbol }
        set { uniqueStorage.symbol = newValue }
    }
    /// `symbolSize(_:)`: the symbol's area in square points.
    public var symbolSize: Double? {
        get { storage.symbolSize }
        set { uniqueStorage.symbolSize = newValue }
    }
    /// `position(by:)`: bars and points side by side within a band.
    public var positionBy: PlottedEncoding? {
        get { storage.positionBy }
        set { uniqueStorage.positionBy = newValue }
    }
    /// `position(by:span:)`: how much of the band the group takes.
    public var positionSpan: MarkDimension {
        get { storage.positionSpan }
        set { uniqueStorage.positionSpan = newValue }
    }
    /// `lineStyle(by:)`: a dash pattern from the chart's line style scale.
    public var lineStyleBy: PlottedEncoding? {
        get { storage.lineStyleBy }
        set { uniqueStorage.lineStyleBy = newValue }
    }
    /// `interpolationMethod(_:)`.
    public var interpolation: InterpolationMethod {
        get { storage.interpolation }
        set { uniqueStorage.interpolation = newValue }
    }
    /// `lineStyle(_:)`.
    public var lineStyle: StrokeStyle? {
        get { storage.lineStyle }
        set { uniqueStorage.lineStyle = newValue }
    }
    /// `cornerRadius(_:)`.
    public var cornerRadius: Double {
        get { storage.cornerRadius }
        set { uniqueStorage.cornerRadius = newValue }
    }
    /// `opacity(_:)`.
    public var opacity: Double {
        get { storage.opacity }
        set { uniqueStorage.opacity = newValue }
    }
    /// The mark's width: bars, rectangles.
    public var width: MarkDimension {
        get { storage.width }
        set { uniqueStorage.width = newValue }
    }
    /// The mark's height: horizontal bars, rectangles.
    public var height: MarkDimension {
        get { storage.height }
        set { uniqueStorage.height = newValue }
    }
    /// How bars and areas on the same position stack.
    public var stacking: MarkStackingMethod {
        get { storage.stacking }
        set { uniqueStorage.stacking = newValue }
    }
    /// A sector's inner radius (a donut's hole).
    public var innerRadius: MarkDimension {
        get { storage.innerRadius }
        set { uniqueStorage.innerRadius = newValue }
    }
    /// A sector's outer radius.
    public var outerRadius: MarkDimension {
        get { storage.outerRadius }
        set { uniqueStorage.outerRadius = newValue }
    }
    /// The gap between neighbouring sectors, in points.
    public var angularInset: Double {
        get { storage.angularInset }
        set { uniqueStorage.angularInset = newValue }
    }
    /// Annotations attached to the mark.
    public var annotations: [MarkAnnotation] {
        get { storage.annotations }
        set { uniqueStorage.annotations = newValue }
    }
    /// `facet(by:)`: the small multiple the mark is drawn in, one panel per value.
    public var facetBy: PlottedEncoding? {
        get { storage.facetBy }
        set { uniqueStorage.facetBy = newValue }
    }
    /// A vectorized plot's columns (`LinePlot`, `PointPlot`, `AreaPlot`): every element's
    /// values, drawn by this one mark; nil for a mark of one element.
    public var columns: PlotColumns? {
        get { storage.columns }
        set { uniqueStorage.columns = newValue }
    }
    /// `offset(x:y:)`, in points.
    public var offset: Point {
        get { storage.offset }
        set { uniqueStorage.offset = newValue }
    }
    /// `alignsMarkStylesWithPlotArea()`: a gradient spans the plot area, not the mark.
    public var alignsStylesWithPlotArea: Bool {
        get { storage.alignsStylesWithPlotArea }
        set { uniqueStorage.alignsStylesWithPlotArea = newValue }
    }
    /// The data element the mark was made for: its index in the innermost `ForEach` or
    /// `Chart(data)`, or the mark's own place among the chart's marks when written alone.
    public var dataIndex: Int {
        get { storage.dataIndex }
        set { uniqueStorage.dataIndex = newValue }
    }

    /// A mark of a kind made by `origin`.
    public init(kind: MarkKind, origin: String) {
        storage = Storage(kind: kind, origin: origin)
    }
}

/// The seven kinds of mark, and the names the SVG writes in `data-mark`.
public enum MarkKind: String, Hashable, Sendable, CaseIterable {
    case line, bar, point, area, rule, rectangle, sector

    /// The mark's Swift type name ("LineMark").
    public var typeName: String {
        switch self {
        case .line: return "LineMark"
        case .bar: return "BarMark"
        case .point: return "PointMark"
        case .area: return "AreaMark"
        case .rule: return "RuleMark"
        case .rectangle: return "RectangleMark"
        case .sector: return "SectorMark"
        }
    }
}

/// A size along one direction (Swift Charts' `MarkDimension`): automatic, a fixed number of
/// points, an inset from the band's edges, or a ratio of the band.
public enum MarkDimension: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    case automatic
    case fixed(Double)
    case inset(Double)
    case ratio(Double)

    /// `width: 20` means 20 points.
    public init(floatLiteral value: Double) { self = .fixed(value) }
    /// `width: 20` means 20 points.
    public init(integerLiteral value: Int) { self = .fixed(Double(value)) }
}

/// How marks on the same position stack (Swift Charts' `MarkStackingMethod`).
public enum MarkStackingMethod: String, Hashable, Sendable, CaseIterable {
    /// Each on top of the one before, from zero.
    case standard
    /// Stacked, then scaled so each stack reaches 1.
    case normalized
    /// Stacked around zero (a streamgraph).
    case center
    /// Each from zero, overlapping.
    case unstacked
}

/// How a line or area joins its points (Swift Charts' `InterpolationMethod`).
public enum InterpolationMethod: Hashable, Sendable {
    case linear
    case cardinal(tension: Double)
    case catmullRom(alpha: Double)
    case monotone
    case stepStart
    case stepCenter
    case stepEnd

    /// Cardinal splines with tension 0.
    public static let cardinal = InterpolationMethod.cardinal(tension: 0)
    /// Catmull-Rom splines (centripetal, alpha 0.5).
    public static let catmullRom = InterpolationMethod.catmullRom(alpha: 0.5)
}

/// Where an annotation goes relative to its mark (Swift Charts' `AnnotationPosition`).
public enum AnnotationPosition: String, Hashable, Sendable, CaseIterable {
    case automatic, overlay, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing
}

/// An annotation: content placed beside a mark.
public struct MarkAnnotation: Sendable {
    /// Where it goes.
    public var position: AnnotationPosition
    /// How it lines up with that place.
    public var alignment: Alignment
    /// The gap to the mark in points; nil for 4.
    public var spacing: Double?
    /// What it shows.
    public var content: AnnotationLines
    /// What happens when it would reach beyond the plot or the chart.
    public var overflowResolution: AnnotationOverflowResolution

    /// An annotation.
    public init(position: AnnotationPosition, alignment: Alignment, spacing: Double?, content: AnnotationLines,
                overflowResolution: AnnotationOverflowResolution = AnnotationOverflowResolution()) {
        self.position = position
        self.alignment = alignment
        self.spacing = spacing
        self.content = content
        self.overflowResolution = overflowResolution
    }
}

/// How an annotation that would reach beyond its boundary is drawn, along x and along y
/// (Swift Charts' `AnnotationOverflowResolution`).
///
/// `.fit(to: .plot)` moves it back inside the plot area (a value label above the tallest bar
/// moves down onto the bar's end); where it then lies over its own mark, text without a colour
/// of its own takes one that reads on the mark's fill. `.padScale` leaves it where it is placed
/// and draws the scale in from the plot's edge until it fits inside the plot (as
/// `chartYScale(range: .plotDimension(endPadding:))` would, by just the points it needs).
public struct AnnotationOverflowResolution: Hashable, Sendable {
    /// What an annotation may reach beyond (Swift Charts' `AnnotationOverflowResolution.Boundary`).
    public enum Boundary: Hashable, Sendable {
        /// The plot area.
        case plot
        /// The whole chart, axes and legend included.
        case chart

        /// The plot area.
        public static let automatic = Boundary.plot
    }

    /// One axis's strategy (Swift Charts' `AnnotationOverflowResolution.Strategy`).
    public enum Strategy: Hashable, Sendable {
        /// Chosen by the chart (the default): kept where it is placed, and the plot shrinks
        /// until the annotation lies inside the chart, as it does for axis labels.
        case automatic
        /// As placed ("as-is"), overflowing or not: it takes no room, and may reach out of the chart.
        case disabled
        /// Moved back inside the boundary.
        case fitting(Boundary)
        /// Kept where it is placed, the scale drawn in from the plot's edges until it fits.
        case paddingScale

        /// Moved back inside the plot area.
        public static let fit = Strategy.fitting(.plot)
        /// Moved back inside `boundary`.
        public static func fit(to boundary: Boundary) -> Strategy { .fitting(boundary) }
        /// The scale padded to make room for the annotation inside the plot area.
        public static let padScale = Strategy.paddingScale
    }

    /// The strategy along x.
    public var x: Strategy
    /// The strategy along y.
    public var y: Strategy

    /// A resolution along each axis (both as placed unless given).
    public init(x: Strategy = .automatic, y: Strategy = .automatic) {
        self.x = x
        self.y = y
    }

    /// As placed, overflowing or not.
    public static let automatic = AnnotationOverflowResolution()
}

/// The symbols points are drawn with (Swift Charts' `BasicChartSymbolShape`).
public struct BasicChartSymbolShape: Hashable, Sendable, ChartSymbolShape, CustomStringConvertible {
    /// The shape's name ("circle").
    public let name: String

    private init(_ name: String) { self.name = name }

    /// A circle.
    public static let circle = BasicChartSymbolShape("circle")
    /// A square.
    public static let square = BasicChartSymbolShape("square")
    /// A triangle.
    public static let triangle = BasicChartSymbolShape("triangle")
    /// A diamond.
    public static let diamond = BasicChartSymbolShape("diamond")
    /// A pentagon.
    public static let pentagon = BasicChartSymbolShape("pentagon")
    /// A plus sign.
    public static let plus = BasicChartSymbolShape("plus")
    /// A cross.
    public static let cross = BasicChartSymbolShape("cross")
    /// An asterisk.
    public static let asterisk = BasicChartSymbolShape("asterisk")

    /// Every shape, in the order `symbol(by:)` gives them out.
    public static let allCases: [BasicChartSymbolShape] = [.circle, .square, .triangle, .diamond, .pentagon, .plus, .cross, .asterisk]

    /// The shape itself.
    public var basicShape: BasicChartSymbolShape { self }
    /// The shape's name.
    public var description: String { name }
}

/// A shape a point can be drawn with (Swift Charts' `ChartSymbolShape`).
public protocol ChartSymbolShape {
    /// The basic shape drawn.
    var basicShape: BasicChartSymbolShape { get }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    /// A circle.
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape.allCases[0] }
    /// A square.
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape.allCases[1] }
    /// A triangle.
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape.allCases[2] }
    /// A diamond.
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape.allCases[3] }
    /// A pentagon.
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape.allCases[4] }
    /// A plus sign.
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape.allCases[5] }
    /// A cross.
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape.allCases[6] }
    /// An asterisk.
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape.allCases[7] }
}
