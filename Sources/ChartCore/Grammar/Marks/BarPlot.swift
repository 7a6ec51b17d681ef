/// A whole collection drawn as bars in one plot (Swift Charts' `BarPlot`): a bar from zero to
/// every element's y at its x (from zero to its x along a y of categories), the vectorized
/// form of a `BarMark` per element. Bars at numbers or dates are 80 % of the smallest gap
/// between them wide, and the scale is drawn in at its ends so that the first and last bars
/// stay inside the plot, as `BarMark`s do.
///
/// A plot coloured by a value (`foregroundStyle(by:)`) or grouped by one (`position(by:)`), one
/// of ranges (`yStart:yEnd:`, `xStart:xEnd:`), one whose bars share a position (stacked), or one
/// stacked `.normalized` or `.center` is drawn as the `BarMark`s of its
/// elements are (one mark per element, stacked or grouped as they would be); one bar per
/// position in one colour is laid out from its columns, for 1e5 bars.
///
/// ```swift
/// BarPlot(sales, x: .value("Month", \.month), y: .value("Sales", \.amount), stacking: .normalized)
///     .foregroundStyle(by: .value("Store", \.store))
/// ```
public struct BarPlot<DataElement>: PrimitiveMark {
    /// The plot as the engine reads it: one mark holding every element's columns.
    public var mark: PlottedMark
    /// The plotted elements, read again by `foregroundStyle(by:)`.
    public let elements: [DataElement]

    /// A plot from its erased mark (its elements none: `foregroundStyle(by:)` then colours nothing).
    public init(plotted mark: PlottedMark) {
        self.init(plotted: mark, elements: [])
    }

    /// A plot from its erased mark and the elements it was read from (how a language binding
    /// the grammar keeps its values for `foregroundStyle(by:)`).
    public init(plotted mark: PlottedMark, elements: [DataElement]) {
        self.mark = mark
        self.elements = elements
    }

    /// A bar for every element, at its x, as high as its y; bars at one position stack as
    /// `stacking` says (`BarMark(x:y:width:height:stacking:)` per element).
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>,
                                                                       y: PlottableProjection<Data.Element, Y>,
                                                                       width: MarkDimension = .automatic, height: MarkDimension = .automatic,
                                                                       stacking: MarkStackingMethod = .standard) where Data.Element == DataElement {
        let elements = Array(data)
        var mark = VectorizedPlot.mark(VectorizedPlot.columns(elements, x: x, y: y, series: Optional<PlottableProjection<DataElement, String>>.none),
                                       kind: .bar, origin: "BarPlot(_:x:y:)")
        mark.width = width
        mark.height = height
        mark.stacking = stacking
        self.init(plotted: mark, elements: elements)
    }

    /// A bar for every element at its x, from its yStart to its yEnd (floating bars, ranges;
    /// `BarMark(x:yStart:yEnd:width:)` per element).
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>,
                                                                       yStart: PlottableProjection<Data.Element, Y>,
                                                                       yEnd: PlottableProjection<Data.Element, Y>,
                                                                       width: MarkDimension = .automatic) where Data.Element == DataElement {
        let elements = Array(data)
        let columns = PlotColumns(x: .of(elements, x.value), y: .of(elements, yStart.value), series: nil, xLabel: x.label, yLabel: yStart.label,
                                  seriesLabel: nil, yEnd: .of(elements, yEnd.value))
        var mark = VectorizedPlot.mark(columns, kind: .bar, origin: "BarPlot(_:x:yStart:yEnd:)")
        mark.width = width
        mark.stacking = .unstacked
        self.init(plotted: mark, elements: elements)
    }

    /// A horizontal bar for every element at its y, from its xStart to its xEnd (a Gantt chart;
    /// `BarMark(xStart:xEnd:y:height:)` per element).
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, xStart: PlottableProjection<Data.Element, X>,
                                                                       xEnd: PlottableProjection<Data.Element, X>,
                                                                       y: PlottableProjection<Data.Element, Y>,
                                                                       height: MarkDimension = .automatic) where Data.Element == DataElement {
        let elements = Array(data)
        let columns = PlotColumns(x: .of(elements, xStart.value), y: .of(elements, y.value), series: nil, xLabel: xStart.label, yLabel: y.label,
                                  seriesLabel: nil, xEnd: .of(elements, xEnd.value))
        var mark = VectorizedPlot.mark(columns, kind: .bar, origin: "BarPlot(_:xStart:xEnd:y:)")
        mark.height = height
        mark.stacking = .unstacked
        self.init(plotted: mark, elements: elements)
    }

    /// The bars grouped side by side within each position by a value of each element, one slot
    /// per distinct value (grouped bars), as `BarMark`s with `position(by:span:)` are.
    public func position<P: Plottable>(by projection: PlottableProjection<DataElement, P>, axis: Axis? = nil,
                                       span: MarkDimension = .automatic) -> BarPlot {
        guard let columns = mark.columns else { return self }
        return positioned(by: .of(elements, projection.value), label: projection.label, span: span, columns: columns)
    }

    /// The plot grouped by a column of values, one per element (how a language binding the
    /// grammar groups a plot by values it read itself).
    public func positioned(by position: PlotColumn, label: String, span: MarkDimension, columns: PlotColumns) -> BarPlot {
        var copy = self
        copy.mark.columns = columns.positioned(by: position, label: label)
        copy.mark.positionSpan = span
        return copy
    }

    /// The bars coloured by a value of each element, one colour and legend entry per distinct
    /// value, stacked (or, with `position(by:)`, grouped) as `BarMark`s with `foregroundStyle(by:)` are.
    public func foregroundStyle<S: Plottable>(by projection: PlottableProjection<DataElement, S>) -> BarPlot {
        guard let columns = mark.columns else { return self }
        return coloured(by: .of(elements, projection.value), label: projection.label, columns: columns)
    }

    /// The plot coloured by a column of values, one per element (how a language binding the
    /// grammar colours a plot by values it read itself).
    public func coloured(by series: PlotColumn, label: String, columns: PlotColumns) -> BarPlot {
        var copy = self
        copy.mark.columns = columns.coloured(by: series, label: label)
        return copy
    }

    /// The plot's marks: its one vectorized mark, or a `BarMark` per element when colours,
    /// shared positions or the stacking method need what `BarMark`s do.
    public func collectMarks(into marks: inout MarkCollection) {
        guard let columns = mark.columns, Self.drawsAsMarks(columns, stacking: mark.stacking) else {
            marks.append(mark)
            return
        }
        for row in 0..<columns.count { marks.append(Self.element(row, of: columns, plot: mark)) }
    }

    /// Whether `columns` stacked by `stacking` draw differently from one bar per element from zero.
    static func drawsAsMarks(_ columns: PlotColumns, stacking: MarkStackingMethod) -> Bool {
        if columns.series != nil || columns.position != nil || columns.xEnd != nil || columns.yEnd != nil { return true }
        if stacking == .normalized || stacking == .center { return true }
        if stacking == .unstacked { return false }
        let positions = columns.isHorizontal ? columns.y : columns.x
        var seen = Set<String>()
        for row in 0..<columns.count where !seen.insert(positions.value(at: row).description).inserted { return true }
        return false
    }

    /// The `BarMark` of the element at `row`: the plot's modifiers, the row's channels.
    static func element(_ row: Int, of columns: PlotColumns, plot: PlottedMark) -> PlottedMark {
        var mark = plot
        mark.columns = nil
        mark.dataIndex = row
        mark.x = PlottedEncoding(label: columns.xLabel, value: columns.x.value(at: row))
        mark.y = PlottedEncoding(label: columns.yLabel, value: columns.y.value(at: row))
        if let end = columns.xEnd, row < end.count { mark.xEnd = PlottedEncoding(label: columns.xLabel, value: end.value(at: row)) }
        if let end = columns.yEnd, row < end.count { mark.yEnd = PlottedEncoding(label: columns.yLabel, value: end.value(at: row)) }
        if let position = columns.position, row < position.count {
            mark.positionBy = PlottedEncoding(label: columns.positionLabel ?? "Position", value: position.value(at: row))
        }
        if let series = columns.series, row < series.count {
            mark.foregroundBy = PlottedEncoding(label: columns.seriesLabel ?? "Series", value: series.value(at: row))
        }
        return mark
    }
}
