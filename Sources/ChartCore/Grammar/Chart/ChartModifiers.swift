/// The chart modifiers of Swift Charts and the SwiftUI view modifiers that matter for a
/// picture: each returns the chart with one setting changed.
extension Chart {
    private func with(_ change: (inout ChartSettings) -> Void) -> Chart {
        var copy = self
        change(&copy.settings)
        return copy
    }

    // MARK: Look

    /// The chart in one of the seeds' themes (beyond Swift Charts): the background, plot area,
    /// grid, axis lines and text take the theme's colours (`.chartTheme(.slate)`).
    public func chartTheme(_ theme: Theme) -> Chart {
        var copy = with { $0.themeStyle = theme.style }
        copy.theme = theme
        return copy
    }

    // MARK: Scales

    /// The x scale's domain, range and type (`.chartXScale(domain: 0...100)`, `type: .log`).
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, range: some ScaleRange = PositionScaleRange.plotDimension(),
                                                 type: ScaleType? = nil) -> Chart {
        with { $0.xScale.domain = domain.domainSetting; $0.xScale.padding = range.rangePadding; $0.xScale.type = type }
    }

    /// The x scale's domain and type.
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> Chart {
        with { $0.xScale.domain = domain.domainSetting; $0.xScale.type = type }
    }

    /// The x scale's range and type.
    public func chartXScale(range: some ScaleRange, type: ScaleType? = nil) -> Chart {
        with { $0.xScale.padding = range.rangePadding; $0.xScale.type = type }
    }

    /// The x scale's type.
    public func chartXScale(type: ScaleType?) -> Chart {
        with { $0.xScale.type = type }
    }

    /// Shows `length` categories of a category x axis, from the scroll position's (the first
    /// one when none is set); the bars beyond are left out of the picture, one cut by the
    /// plot's edge drawn up to it. Has no effect on a continuous x scale.
    public func chartXVisibleDomain(length: Int) -> Chart {
        with { $0.xScale.visibleLength = Double(Swift.max(1, length)) }
    }

    /// Shows `length` categories of a category y axis, from the scroll position's.
    public func chartYVisibleDomain(length: Int) -> Chart {
        with { $0.yScale.visibleLength = Double(Swift.max(1, length)) }
    }

    /// Where the visible stretch of a category x axis starts: at category `initialX`
    /// (with `chartXVisibleDomain(length:)`); a category not on the axis starts at the first.
    public func chartScrollPosition<X: Plottable>(initialX: X) -> Chart {
        with { $0.xScale.scrollPosition = initialX.plottedValue }
    }

    /// Where the visible stretch of a category y axis starts: at category `initialY`.
    public func chartScrollPosition<Y: Plottable>(initialY: Y) -> Chart {
        with { $0.yScale.scrollPosition = initialY.plottedValue }
    }

    /// The y scale's domain, range and type.
    public func chartYScale<Domain: ScaleDomain>(domain: Domain, range: some ScaleRange = PositionScaleRange.plotDimension(),
                                                 type: ScaleType? = nil) -> Chart {
        with { $0.yScale.domain = domain.domainSetting; $0.yScale.padding = range.rangePadding; $0.yScale.type = type }
    }

    /// The y scale's domain and type.
    public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> Chart {
        with { $0.yScale.domain = domain.domainSetting; $0.yScale.type = type }
    }

    /// The y scale's range and type.
    public func chartYScale(range: some ScaleRange, type: ScaleType? = nil) -> Chart {
        with { $0.yScale.padding = range.rangePadding; $0.yScale.type = type }
    }

    /// The y scale's type.
    public func chartYScale(type: ScaleType?) -> Chart {
        with { $0.yScale.type = type }
    }

    /// Colours for `foregroundStyle(by:)` values, as pairs (`["Cats": .orange, "Dogs": .blue]`).
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<DataValue, S>) -> Chart {
        let domain = mapping.map(\.key.plottedValue), range = mapping.map(\.value.paint)
        return with { $0.foregroundStyleScale.domain = domain; $0.foregroundStyleScale.range = range }
    }

    /// Colours for `foregroundStyle(by:)` values: a domain of values in order and the colours
    /// they take in turn.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(domain: [DataValue], range: [S],
                                                                               type: ScaleType? = nil) -> Chart {
        let values = domain.map(\.plottedValue), paints = range.map(\.paint)
        return with { $0.foregroundStyleScale.domain = values; $0.foregroundStyleScale.range = paints }
    }

    /// Colours for `foregroundStyle(by:)` values: the colours taken in turn.
    public func chartForegroundStyleScale<S: ShapeStyle>(range: [S], type: ScaleType? = nil) -> Chart {
        let paints = range.map(\.paint)
        return with { $0.foregroundStyleScale.range = paints }
    }

    /// Colours for `foregroundStyle(by:)` values, given by a function of the value.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(mapping: @escaping @Sendable (DataValue) -> S) -> Chart {
        with {
            $0.foregroundStyleScale.mapping = { plotted in
                guard let primitive = DataValue.PrimitivePlottable(plottedValue: plotted),
                      let value = DataValue(primitivePlottable: primitive) else { return nil }
                return mapping(value).paint
            }
        }
    }

    /// Symbols for `symbol(by:)` values, as pairs.
    public func chartSymbolScale<DataValue: Plottable, S: ChartSymbolShape>(_ mapping: KeyValuePairs<DataValue, S>) -> Chart {
        let shapes = mapping.map(\.value.basicShape)
        return with { $0.symbolScale = shapes }
    }

    // MARK: Axes

    /// Shows or hides the x axis.
    public func chartXAxis(_ visibility: Visibility) -> Chart {
        with { $0.xAxis.visibility = visibility }
    }

    /// The x axis's marks (`AxisMarks(values: .stride(by: .month))`).
    public func chartXAxis(@AxisContentBuilder content: () -> some AxisContent) -> Chart {
        var parts: [AxisPart] = []
        content().collectAxisParts(into: &parts)
        return with { $0.xAxis.parts = parts; $0.xAxis.visibility = .visible }
    }

    /// Shows or hides the y axis.
    public func chartYAxis(_ visibility: Visibility) -> Chart {
        with { $0.yAxis.visibility = visibility }
    }

    /// The y axis's marks (`AxisMarks(position: .leading)`).
    public func chartYAxis(@AxisContentBuilder content: () -> some AxisContent) -> Chart {
        var parts: [AxisPart] = []
        content().collectAxisParts(into: &parts)
        return with { $0.yAxis.parts = parts; $0.yAxis.visibility = .visible }
    }

    /// The x axis's title.
    public func chartXAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                                   spacing: Double? = nil) -> Chart {
        let text = Text(label)
        return with { $0.xAxis.label = text; $0.xAxis.labelPosition = position; $0.xAxis.labelAlignment = alignment }
    }

    /// The x axis's title as text of your own.
    public func chartXAxisLabel(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: Double? = nil,
                                @ViewBuilder content: () -> ViewList) -> Chart {
        let text = content().annotationLines.texts.first
        return with { $0.xAxis.label = text; $0.xAxis.labelPosition = position; $0.xAxis.labelAlignment = alignment }
    }

    /// The y axis's title.
    public func chartYAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                                   spacing: Double? = nil) -> Chart {
        let text = Text(label)
        return with { $0.yAxis.label = text; $0.yAxis.labelPosition = position; $0.yAxis.labelAlignment = alignment }
    }

    /// The y axis's title as text of your own.
    public func chartYAxisLabel(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: Double? = nil,
                                @ViewBuilder content: () -> ViewList) -> Chart {
        let text = content().annotationLines.texts.first
        return with { $0.yAxis.label = text; $0.yAxis.labelPosition = position; $0.yAxis.labelAlignment = alignment }
    }

    // MARK: Legend and plot area

    /// Shows or hides the legend.
    public func chartLegend(_ visibility: Visibility) -> Chart {
        with { $0.legend.visibility = visibility }
    }

    /// Where the legend goes: `.bottom` (the default), `.top`, `.leading`, `.trailing`, `.overlay`.
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: Double? = nil) -> Chart {
        with { $0.legend.position = position; $0.legend.alignment = alignment; $0.legend.spacing = spacing }
    }

    /// Styles the plot area (`chartPlotStyle { $0.background(.gray.opacity(0.1)) }`).
    public func chartPlotStyle(content: (ChartPlotContent) -> ChartPlotContent) -> Chart {
        let style = content(ChartPlotContent())
        return with { $0.plotStyle = style }
    }

    /// How many panels side by side the small multiples of `facet(by:)` take in a row (three
    /// unless set; fewer when there are fewer panels).
    public func chartFacets(columns: Int) -> Chart {
        with { $0.facetColumns = Swift.max(1, Swift.min(columns, 100)) }
    }

    // MARK: Frame and padding (SwiftUI)

    /// The chart's size in points; padding adds to it.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> Chart {
        with { settings in
            if let width { settings.frameWidth = width }
            if let height { settings.frameHeight = height }
        }
    }

    /// 16 points of padding on every side.
    public func padding() -> Chart { padding(.all, 16) }

    /// `length` points of padding on every side.
    public func padding(_ length: Double) -> Chart { padding(.all, length) }

    /// Padding on some edges (16 points unless given).
    public func padding(_ edges: Edge.Set, _ length: Double? = nil) -> Chart {
        let amount = length ?? 16
        return with { settings in
            if edges.contains(.top) { settings.padding.top += amount }
            if edges.contains(.bottom) { settings.padding.bottom += amount }
            if edges.contains(.leading) { settings.padding.left += amount }
            if edges.contains(.trailing) { settings.padding.right += amount }
        }
    }
}
