import FoundationEssentials

/// A value of each element of a collection, by key path, with a label (Swift Charts'
/// `PlottableProjection`): `.value("Date", \.date)` in a vectorized plot.
public struct PlottableProjection<DataElement, DataValue: Plottable> {
    /// The axis or legend label.
    public var label: String
    /// The value of an element.
    public let value: (DataElement) -> DataValue

    /// A value by key path with a label.
    public static func value<S: StringProtocol>(_ label: S, _ keyPath: KeyPath<DataElement, DataValue>) -> PlottableProjection {
        PlottableProjection(label: String(label), value: { $0[keyPath: keyPath] })
    }

    /// A value by a function of the element, with a label (how a language binding the grammar
    /// reads its elements).
    public static func value<S: StringProtocol>(_ label: S, by value: @escaping (DataElement) -> DataValue) -> PlottableProjection {
        PlottableProjection(label: String(label), value: value)
    }
}

/// One column of a vectorized plot: every element's value on a channel, in one array.
public enum PlotColumn: Sendable {
    /// Quantities.
    case numbers([Double])
    /// Categories.
    case categories([String])
    /// Instants, as seconds since 1970.
    case dates([Double])

    /// How many values.
    public var count: Int {
        switch self {
        case .numbers(let values), .dates(let values): return values.count
        case .categories(let values): return values.count
        }
    }

    /// The value at `index` as the engine plots it.
    public func value(at index: Int) -> PlottedValue {
        switch self {
        case .numbers(let values): return .number(values[index])
        case .categories(let values): return .category(values[index])
        case .dates(let values): return .date(Date(timeIntervalSince1970: values[index]))
        }
    }

    /// A column of plotted values: categories when any is one, dates when any is one, else numbers.
    public init(_ values: [PlottedValue]) {
        var numbers: [Double] = [], categories: [String] = [], dates: [Double] = []
        for value in values {
            switch value {
            case .number(let number): numbers.append(number)
            case .category(let text): categories.append(text)
            case .date(let date): dates.append(date.timeIntervalSince1970)
            }
        }
        if !categories.isEmpty { self = .categories(values.map(\.description)) }
        else if !dates.isEmpty { self = .dates(values.map { $0.continuousValue ?? .nan }) }
        else { self = .numbers(numbers) }
    }

    /// The column of `elements`' values.
    static func of<Element, Value: Plottable>(_ elements: [Element], _ projection: (Element) -> Value) -> PlotColumn {
        var numbers: [Double] = [], categories: [String] = [], dates: [Double] = []
        numbers.reserveCapacity(elements.count)
        for element in elements {
            switch projection(element).plottedValue {
            case .number(let number): numbers.append(number)
            case .category(let text): categories.append(text)
            case .date(let date): dates.append(date.timeIntervalSince1970)
            }
        }
        if !categories.isEmpty { return .categories(categories) }
        if !dates.isEmpty { return .dates(dates) }
        return .numbers(numbers)
    }
}

/// The columns of a vectorized plot, shared by its copies.
public final class PlotColumns: @unchecked Sendable {
    /// The x values.
    public let x: PlotColumn
    /// The y values.
    public let y: PlotColumn
    /// The series of each element; nil for one series.
    public let series: PlotColumn?
    /// The x label and the y label.
    public let xLabel: String, yLabel: String
    /// The series' label.
    public let seriesLabel: String?
    /// The ends of ranges along x (`xStart:xEnd:`, `x` holding the starts); nil when bars start at zero.
    public let xEnd: PlotColumn?
    /// The ends of ranges along y (`yStart:yEnd:`, `y` holding the starts).
    public let yEnd: PlotColumn?
    /// The value each element is grouped by within its position (`position(by:)`); nil for none.
    public let position: PlotColumn?
    /// The label of the grouping value.
    public let positionLabel: String?

    /// Columns of a plot.
    public init(x: PlotColumn, y: PlotColumn, series: PlotColumn?, xLabel: String, yLabel: String, seriesLabel: String?,
                xEnd: PlotColumn? = nil, yEnd: PlotColumn? = nil, position: PlotColumn? = nil, positionLabel: String? = nil) {
        self.x = x
        self.y = y
        self.series = series
        self.xLabel = xLabel
        self.yLabel = yLabel
        self.seriesLabel = seriesLabel
        self.xEnd = xEnd
        self.yEnd = yEnd
        self.position = position
        self.positionLabel = positionLabel
    }

    /// These columns coloured by `series` (nil keeps the colours they have).
    public func coloured(by series: PlotColumn, label: String) -> PlotColumns {
        PlotColumns(x: x, y: y, series: series, xLabel: xLabel, yLabel: yLabel, seriesLabel: label, xEnd: xEnd, yEnd: yEnd,
                    position: position, positionLabel: positionLabel)
    }

    /// These columns grouped within each position by `position`.
    public func positioned(by position: PlotColumn, label: String) -> PlotColumns {
        PlotColumns(x: x, y: y, series: series, xLabel: xLabel, yLabel: yLabel, seriesLabel: seriesLabel, xEnd: xEnd, yEnd: yEnd,
                    position: position, positionLabel: label)
    }

    /// How many elements.
    public var count: Int { Swift.min(x.count, y.count) }

    /// Whether the plot runs along y: categories on y and quantities (or dates) on x, as a
    /// horizontal bar plot's are.
    public var isHorizontal: Bool {
        if xEnd != nil, yEnd == nil { return true }
        if yEnd != nil { return false }
        if case .categories = y, !isCategorical(x) { return true }
        return false
    }

    private func isCategorical(_ column: PlotColumn) -> Bool {
        if case .categories = column { return true }
        return false
    }
}

/// A whole collection drawn as lines in one plot (Swift Charts' `LinePlot`): the vectorized form
/// of a `LineMark` per element, for large data: 1e5 points lay out in milliseconds.
///
/// ```swift
/// LinePlot(prices, x: .value("Date", \.date), y: .value("Price", \.price), series: .value("Stock", \.symbol))
/// ```
public struct LinePlot: PrimitiveMark {
    /// The plot as the engine reads it: one mark holding every element's columns.
    public var mark: PlottedMark

    /// A plot from its erased mark.
    public init(plotted mark: PlottedMark) {
        self.mark = mark
    }

    /// A line through every element's x and y, in order.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>,
                                                                       y: PlottableProjection<Data.Element, Y>) {
        self.init(VectorizedPlot.columns(Array(data), x: x, y: y, series: Optional<PlottableProjection<Data.Element, String>>.none), kind: .line,
                  origin: "LinePlot(_:x:y:)")
    }

    /// A line per series.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable, S: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>,
                                                                                     y: PlottableProjection<Data.Element, Y>,
                                                                                     series: PlottableProjection<Data.Element, S>) {
        self.init(VectorizedPlot.columns(Array(data), x: x, y: y, series: series), kind: .line, origin: "LinePlot(_:x:y:series:)")
    }

    init(_ columns: PlotColumns, kind: MarkKind, origin: String) {
        mark = VectorizedPlot.mark(columns, kind: kind, origin: origin)
    }
}

/// A whole collection drawn as symbols in one plot (Swift Charts' `PointPlot`).
public struct PointPlot: PrimitiveMark {
    /// The plot as the engine reads it.
    public var mark: PlottedMark

    /// A plot from its erased mark.
    public init(plotted mark: PlottedMark) {
        self.mark = mark
    }

    /// A symbol at every element's x and y.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>,
                                                                       y: PlottableProjection<Data.Element, Y>) {
        mark = VectorizedPlot.mark(data, x: x, y: y, kind: .point, origin: "PointPlot(_:x:y:)")
    }
}

/// The area under every element's y (Swift Charts' `AreaPlot`).
public struct AreaPlot: PrimitiveMark {
    /// The plot as the engine reads it.
    public var mark: PlottedMark

    /// A plot from its erased mark.
    public init(plotted mark: PlottedMark) {
        self.mark = mark
    }

    /// The area from zero to every element's y, along x.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>,
                                                                       y: PlottableProjection<Data.Element, Y>) {
        mark = VectorizedPlot.mark(data, x: x, y: y, kind: .area, origin: "AreaPlot(_:x:y:)")
    }
}

/// Making the columns of vectorized plots.
enum VectorizedPlot {
    static func columns<Element, X: Plottable, Y: Plottable, S: Plottable>(_ elements: [Element], x: PlottableProjection<Element, X>,
                                                                         y: PlottableProjection<Element, Y>,
                                                                         series: PlottableProjection<Element, S>?) -> PlotColumns {
        PlotColumns(x: .of(elements, x.value), y: .of(elements, y.value), series: series.map { .of(elements, $0.value) },
                    xLabel: x.label, yLabel: y.label, seriesLabel: series?.label)
    }

    /// The one mark of a plot of one series of `data`.
    static func mark<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>,
                                                                             y: PlottableProjection<Data.Element, Y>, kind: MarkKind,
                                                                             origin: String) -> PlottedMark {
        mark(columns(Array(data), x: x, y: y, series: Optional<PlottableProjection<Data.Element, String>>.none), kind: kind, origin: origin)
    }

    static func mark(_ columns: PlotColumns, kind: MarkKind, origin: String) -> PlottedMark {
        PlottedMark.vectorized(columns, kind: kind, origin: origin)
    }
}

extension PlottedMark {
    /// The one mark of a vectorized plot of `columns` (how a language binding the grammar
    /// makes `LinePlot`, `PointPlot` and `AreaPlot` from values typed at run time).
    public static func vectorized(_ columns: PlotColumns, kind: MarkKind, origin: String) -> PlottedMark {
        var mark = PlottedMark(kind: kind, origin: origin)
        mark.columns = columns
        if columns.count > 0 {
            mark.x = PlottedEncoding(label: columns.xLabel, value: columns.x.value(at: 0))
            mark.y = PlottedEncoding(label: columns.yLabel, value: columns.y.value(at: 0))
        }
        return mark
    }
}
