/// The modifiers every piece of chart content takes (Swift Charts' `ChartContent` modifiers):
/// each returns the content with the change applied to every mark inside it, so a modifier on a
/// `ForEach` or a `Plot` styles all of its marks.
extension ChartContent {
    /// The content with `change` applied to each mark.
    func modified(_ change: @escaping @Sendable (inout PlottedMark) -> Void) -> ModifiedChartContent<Self> {
        ModifiedChartContent(self, change)
    }

    /// Paints the marks with a colour or gradient.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedChartContent<Self> {
        let paint = style.paint
        return modified { $0.foregroundStyle = paint }
    }

    /// Colours the marks by a value: each distinct value gets a colour from the chart's
    /// foreground style scale and an entry in the legend; lines and areas split into one series
    /// per value.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> ModifiedChartContent<Self> {
        let encoding = value.encoding
        return modified { $0.foregroundBy = encoding }
    }

    /// Draws points (and a line's points) with a symbol.
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> ModifiedChartContent<Self> {
        let shape = symbol.basicShape
        return modified { $0.symbol = shape }
    }

    /// Gives the marks a symbol by a value, from the chart's symbol scale (circle, square,
    /// triangle, diamond, …), with a legend entry per value.
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> ModifiedChartContent<Self> {
        let encoding = value.encoding
        return modified { $0.symbolBy = encoding }
    }

    /// The symbols' area in square points (Swift Charts' default is about 30, a circle 6 points wide).
    public func symbolSize(_ size: Double) -> ModifiedChartContent<Self> {
        modified { $0.symbolSize = size }
    }

    /// Places marks at the same position side by side, one slot per value (grouped bars).
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> ModifiedChartContent<Self> {
        let encoding = value.encoding
        return modified { $0.positionBy = encoding; $0.positionSpan = span }
    }

    /// Dashes the lines by a value, from the chart's line style scale.
    public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> ModifiedChartContent<Self> {
        let encoding = value.encoding
        return modified { $0.lineStyleBy = encoding }
    }

    /// How lines and areas join their points.
    public func interpolationMethod(_ method: InterpolationMethod) -> ModifiedChartContent<Self> {
        modified { $0.interpolation = method }
    }

    /// How lines and rules are stroked: width and dashes.
    public func lineStyle(_ style: StrokeStyle) -> ModifiedChartContent<Self> {
        modified { $0.lineStyle = style }
    }

    /// Rounds the corners of bars and rectangles by `radius` points.
    public func cornerRadius(_ radius: Double, style: RoundedCornerStyle = .continuous) -> ModifiedChartContent<Self> {
        modified { $0.cornerRadius = radius.isFinite ? Swift.max(radius, 0) : 0 }
    }

    /// Makes the marks `opacity` times as opaque (0…1).
    public func opacity(_ opacity: Double) -> ModifiedChartContent<Self> {
        modified { $0.opacity *= opacity.isFinite ? Swift.min(Swift.max(opacity, 0), 1) : 1 }
    }

    /// Moves the marks by `x` and `y` points.
    public func offset(x: Double = 0, y: Double = 0) -> ModifiedChartContent<Self> {
        modified { $0.offset = Point(x: $0.offset.x + x, y: $0.offset.y + y) }
    }

    /// Draws the marks in small multiples (beyond Swift Charts, as Vega-Lite's facets): one
    /// panel per value, side by side in rows, every panel on the same scales and legend.
    public func facet<D: Plottable>(by value: PlottableValue<D>) -> ModifiedChartContent<Self> {
        let encoding = value.encoding
        return modified { $0.facetBy = encoding }
    }

    /// Spans a gradient foreground style over the whole plot area rather than each mark.
    public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> ModifiedChartContent<Self> {
        modified { $0.alignsStylesWithPlotArea = aligns }
    }

    /// Places `content` beside each mark: above a bar (`.top`), at a rule's end, over a sector.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: Double? = nil,
                                    overflowResolution: AnnotationOverflowResolution = .automatic,
                                    @ViewBuilder content: () -> C) -> ModifiedChartContent<Self> {
        let annotation = MarkAnnotation(position: position, alignment: alignment, spacing: spacing, content: content().annotationLines,
                                        overflowResolution: overflowResolution)
        return modified { $0.annotations.append(annotation) }
    }

    /// Places content made from each mark's context beside it.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: Double? = nil,
                                    overflowResolution: AnnotationOverflowResolution = .automatic,
                                    @ViewBuilder content: (AnnotationContext) -> C) -> ModifiedChartContent<Self> {
        let annotation = MarkAnnotation(position: position, alignment: alignment, spacing: spacing,
                                        content: content(AnnotationContext()).annotationLines, overflowResolution: overflowResolution)
        return modified { $0.annotations.append(annotation) }
    }
}

/// What an annotation's content closure is told about its place (Swift Charts' `AnnotationContext`).
public struct AnnotationContext: Sendable {
    /// The space the annotation may use, in points (unbounded here).
    public var targetSize: (width: Double, height: Double) = (.infinity, .infinity)
    /// A context of unbounded size.
    public init() {}
}

/// How rounded corners curve (SwiftUI's `RoundedCornerStyle`); both draw as circular arcs in SVG.
public enum RoundedCornerStyle: String, Hashable, Sendable, CaseIterable {
    case circular, continuous
}
