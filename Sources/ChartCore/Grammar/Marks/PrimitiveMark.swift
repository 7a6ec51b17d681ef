/// What the seven mark structs share: each holds one `PlottedMark` and adds it to the chart.
public protocol PrimitiveMark: ChartContent where Body == EmptyChartContent {
    /// The mark as the engine reads it.
    var mark: PlottedMark { get }
    /// A mark from its channels and modifiers already erased (how a language binding the
    /// grammar makes marks from values typed only at run time).
    init(plotted mark: PlottedMark)
}

extension PrimitiveMark {
    /// A mark is made of nothing else.
    public var body: EmptyChartContent { EmptyChartContent() }
    /// The mark itself.
    public func collectMarks(into marks: inout MarkCollection) {
        marks.append(mark)
    }
}

extension PlottedMark {
    /// A mark with its channels.
    init(_ kind: MarkKind, _ origin: String, x: PlottedEncoding? = nil, y: PlottedEncoding? = nil,
         xEnd: PlottedEncoding? = nil, yEnd: PlottedEncoding? = nil,
         fixedX: ClosedRange<Double>? = nil, fixedY: ClosedRange<Double>? = nil) {
        self.init(kind: kind, origin: origin)
        self.x = x
        self.y = y
        self.xEnd = xEnd
        self.yEnd = yEnd
        self.fixedX = fixedX
        self.fixedY = fixedY
    }

    /// A fixed range from optional ends (nil start is 0, nil end the plot's far edge, written as infinity).
    static func fixedRange(_ start: Double?, _ end: Double?) -> ClosedRange<Double>? {
        if start == nil && end == nil { return nil }
        let low = start ?? 0, high = end ?? .infinity
        return low <= high ? low...high : high...low
    }
}

/// A line through points in x order (Swift Charts' `LineMark`): one line per series, the
/// series given by `series:`, `foregroundStyle(by:)`, `symbol(by:)` or `lineStyle(by:)`.
public struct LineMark: PrimitiveMark {
    /// The mark as the engine reads it.
    public var mark: PlottedMark

    /// A mark from its erased channels and modifiers.
    public init(plotted mark: PlottedMark) {
        self.mark = mark
    }

    /// A point of a line at x, y.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = PlottedMark(.line, "LineMark(x:y:)", x: x.encoding, y: y.encoding)
    }

    /// A point of the line of `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        mark = PlottedMark(.line, "LineMark(x:y:series:)", x: x.encoding, y: y.encoding)
        mark.series = series.encoding
    }
}

/// A bar (Swift Charts' `BarMark`): from zero to a value, between two values, or across the
/// whole plot; vertical when x is a category or date, horizontal when y is.
public struct BarMark: PrimitiveMark {
    /// The mark as the engine reads it.
    public var mark: PlottedMark

    /// A mark from its erased channels and modifiers.
    public init(plotted mark: PlottedMark) {
        self.mark = mark
    }

    /// A bar at x up to y (or, with a category y, along x), stacked with the bars at the same place.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                          height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        mark = PlottedMark(.bar, "BarMark(x:y:)", x: x.encoding, y: y.encoding)
        mark.width = width
        mark.height = height
        mark.stacking = stacking
    }

    /// A bar at x spanning the plot's height (or points `yStart`…`yEnd` from the top).
    public init<X: Plottable>(x: PlottableValue<X>, yStart: Double? = nil, yEnd: Double? = nil, width: MarkDimension = .automatic,
                              stacking: MarkStackingMethod = .standard) {
        mark = PlottedMark(.bar, "BarMark(x:yStart:yEnd:)", x: x.encoding, fixedY: PlottedMark.fixedRange(yStart, yEnd) ?? 0...Double.infinity)
        mark.width = width
        mark.stacking = stacking
    }

    /// A bar at y spanning the plot's width (or points `xStart`…`xEnd` from the left).
    public init<Y: Plottable>(xStart: Double? = nil, xEnd: Double? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic,
                              stacking: MarkStackingMethod = .standard) {
        mark = PlottedMark(.bar, "BarMark(xStart:xEnd:y:)", y: y.encoding, fixedX: PlottedMark.fixedRange(xStart, xEnd) ?? 0...Double.infinity)
        mark.height = height
        mark.stacking = stacking
    }

    /// A bar at x from yStart to yEnd (a floating bar, a range).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                          width: MarkDimension = .automatic) {
        mark = PlottedMark(.bar, "BarMark(x:yStart:yEnd:)", x: x.encoding, y: yStart.encoding, yEnd: yEnd.encoding)
        mark.width = width
        mark.stacking = .unstacked
    }

    /// A horizontal bar at y from xStart to xEnd (a Gantt bar).
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                          height: MarkDimension = .automatic) {
        mark = PlottedMark(.bar, "BarMark(xStart:xEnd:y:)", x: xStart.encoding, y: y.encoding, xEnd: xEnd.encoding)
        mark.height = height
        mark.stacking = .unstacked
    }

    /// A bar between two values on each axis.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                          yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = PlottedMark(.bar, "BarMark(xStart:xEnd:yStart:yEnd:)", x: xStart.encoding, y: yStart.encoding,
                           xEnd: xEnd.encoding, yEnd: yEnd.encoding)
        mark.stacking = .unstacked
    }
}

/// A symbol at a place (Swift Charts' `PointMark`): scatter plots, dots on a line.
public struct PointMark: PrimitiveMark {
    /// The mark as the engine reads it.
    public var mark: PlottedMark

    /// A mark from its erased channels and modifiers.
    public init(plotted mark: PlottedMark) {
        self.mark = mark
    }

    /// A point at x, y.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = PlottedMark(.point, "PointMark(x:y:)", x: x.encoding, y: y.encoding)
    }

    /// A point at x, halfway up the plot (or `y` points from its top).
    public init<X: Plottable>(x: PlottableValue<X>, y: Double? = nil) {
        mark = PlottedMark(.point, "PointMark(x:)", x: x.encoding, fixedY: y.map { $0...$0 })
    }

    /// A point at y, halfway across the plot (or `x` points from its left).
    public init<Y: Plottable>(x: Double? = nil, y: PlottableValue<Y>) {
        mark = PlottedMark(.point, "PointMark(y:)", y: y.encoding, fixedX: x.map { $0...$0 })
    }
}

/// The area under a line, or between two lines (Swift Charts' `AreaMark`); areas of several
/// series at the same x stack.
public struct AreaMark: PrimitiveMark {
    /// The mark as the engine reads it.
    public var mark: PlottedMark

    /// A mark from its erased channels and modifiers.
    public init(plotted mark: PlottedMark) {
        self.mark = mark
    }

    /// The area from zero to y at x, stacked with other series.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        mark = PlottedMark(.area, "AreaMark(x:y:)", x: x.encoding, y: y.encoding)
        mark.stacking = stacking
    }

    /// The area of one series.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
                                                        stacking: MarkStackingMethod = .standard) {
        mark = PlottedMark(.area, "AreaMark(x:y:series:)", x: x.encoding, y: y.encoding)
        mark.series = series.encoding
        mark.stacking = stacking
    }

    /// The band between yStart and yEnd at x (a range, a confidence band).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = PlottedMark(.area, "AreaMark(x:yStart:yEnd:)", x: x.encoding, y: yStart.encoding, yEnd: yEnd.encoding)
        mark.stacking = .unstacked
    }

    /// The band between xStart and xEnd at y (a horizontal area).
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = PlottedMark(.area, "AreaMark(xStart:xEnd:y:)", x: xStart.encoding, y: y.encoding, xEnd: xEnd.encoding)
        mark.stacking = .unstacked
    }
}

/// A straight line across the plot (Swift Charts' `RuleMark`): a threshold, an average, a
/// range's whisker.
public struct RuleMark: PrimitiveMark {
    /// The mark as the engine reads it.
    public var mark: PlottedMark

    /// A mark from its erased channels and modifiers.
    public init(plotted mark: PlottedMark) {
        self.mark = mark
    }

    /// A vertical rule at x across the plot (or from `yStart` to `yEnd` points from its top).
    public init<X: Plottable>(x: PlottableValue<X>, yStart: Double? = nil, yEnd: Double? = nil) {
        mark = PlottedMark(.rule, "RuleMark(x:)", x: x.encoding, fixedY: PlottedMark.fixedRange(yStart, yEnd))
    }

    /// A horizontal rule at y across the plot (or from `xStart` to `xEnd` points from its left).
    public init<Y: Plottable>(xStart: Double? = nil, xEnd: Double? = nil, y: PlottableValue<Y>) {
        mark = PlottedMark(.rule, "RuleMark(y:)", y: y.encoding, fixedX: PlottedMark.fixedRange(xStart, xEnd))
    }

    /// A vertical rule at x from yStart to yEnd.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = PlottedMark(.rule, "RuleMark(x:yStart:yEnd:)", x: x.encoding, y: yStart.encoding, yEnd: yEnd.encoding)
    }

    /// A horizontal rule at y from xStart to xEnd.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = PlottedMark(.rule, "RuleMark(xStart:xEnd:y:)", x: xStart.encoding, y: y.encoding, xEnd: xEnd.encoding)
    }
}

/// A rectangle (Swift Charts' `RectangleMark`): a heat map's cell at a category pair, or a
/// region between values.
public struct RectangleMark: PrimitiveMark {
    /// The mark as the engine reads it.
    public var mark: PlottedMark

    /// A mark from its erased channels and modifiers.
    public init(plotted mark: PlottedMark) {
        self.mark = mark
    }

    /// The cell at x, y (a band's width for categories, 20 points for numbers unless given).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                          height: MarkDimension = .automatic) {
        mark = PlottedMark(.rectangle, "RectangleMark(x:y:)", x: x.encoding, y: y.encoding)
        mark.width = width
        mark.height = height
    }

    /// The region between two values on each axis.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                          yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = PlottedMark(.rectangle, "RectangleMark(xStart:xEnd:yStart:yEnd:)", x: xStart.encoding, y: yStart.encoding,
                           xEnd: xEnd.encoding, yEnd: yEnd.encoding)
    }

    /// A column at x from yStart to yEnd.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                          width: MarkDimension = .automatic) {
        mark = PlottedMark(.rectangle, "RectangleMark(x:yStart:yEnd:)", x: x.encoding, y: yStart.encoding, yEnd: yEnd.encoding)
        mark.width = width
    }

    /// A row at y from xStart to xEnd.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                          height: MarkDimension = .automatic) {
        mark = PlottedMark(.rectangle, "RectangleMark(xStart:xEnd:y:)", x: xStart.encoding, y: y.encoding, xEnd: xEnd.encoding)
        mark.height = height
    }

    /// A column at x across the plot's height.
    public init<X: Plottable>(x: PlottableValue<X>, yStart: Double? = nil, yEnd: Double? = nil, width: MarkDimension = .automatic) {
        mark = PlottedMark(.rectangle, "RectangleMark(x:)", x: x.encoding, fixedY: PlottedMark.fixedRange(yStart, yEnd) ?? 0...Double.infinity)
        mark.width = width
    }

    /// A row at y across the plot's width.
    public init<Y: Plottable>(xStart: Double? = nil, xEnd: Double? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        mark = PlottedMark(.rectangle, "RectangleMark(y:)", y: y.encoding, fixedX: PlottedMark.fixedRange(xStart, xEnd) ?? 0...Double.infinity)
        mark.height = height
    }
}

/// A slice of a pie or donut (Swift Charts' `SectorMark`): its angle is its value's share of
/// all the sectors' values.
public struct SectorMark: PrimitiveMark {
    /// The mark as the engine reads it.
    public var mark: PlottedMark

    /// A mark from its erased channels and modifiers.
    public init(plotted mark: PlottedMark) {
        self.mark = mark
    }

    /// A sector whose angle is `angle`'s share; `innerRadius: .ratio(0.6)` makes a donut.
    public init<A: Plottable>(angle: PlottableValue<A>, innerRadius: MarkDimension = .automatic,
                              outerRadius: MarkDimension = .automatic, angularInset: Double? = nil) {
        mark = PlottedMark(kind: .sector, origin: "SectorMark(angle:)")
        mark.angle = angle.encoding
        mark.innerRadius = innerRadius
        mark.outerRadius = outerRadius
        mark.angularInset = angularInset ?? 0
    }
}
