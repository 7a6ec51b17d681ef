import ChartCore

/// Swift Charts' vectorized plots in cells: `LinePlot(data, x: .value("Date", \.date), y:
/// .value("Price", \.price))`, `PointPlot`, `AreaPlot`, `BarPlot`: a whole collection drawn by one mark
/// per series, its values read by key path once.
enum VectorizedPlotBindings {
    /// `.value(label, \.keyPath)`: a projection of each element.
    struct Projection {
        let label: String
        let path: KeyPathValue
    }

    /// The binding name of projections.
    static let projectionTypeName = "PlottableProjection"

    static func register(in table: BindingTable) {
        table.type(projectionTypeName, doc("struct PlottableProjection<DataElement, DataValue: Plottable>",
            "A value of each element by key path with a label, for vectorized plots: .value(\"Date\", \\.date).",
            "LinePlot(prices, x: .value(\"Day\", \\.day), y: .value(\"Price\", \\.price))"))
        for (name, kind, summary) in [("LinePlot", MarkKind.line, "a line through every element's x and y (a line per series)"),
                                      ("PointPlot", .point, "a symbol at every element's x and y"),
                                      ("AreaPlot", .area, "the area from zero to every element's y"),
                                      ("BarPlot", .bar, "a bar from zero to every element's y at its x (along y when y holds categories), the scale drawn in at its ends so the end bars stay inside the plot")] {
            let type = table.type(name, doc("struct \(name)<Content>",
                "Chart content drawing a whole collection as one plot: \(summary); the vectorized form of a mark per element, for large data.",
                "\(name)(prices, x: .value(\"Day\", \\.day), y: .value(\"Price\", \\.price))"))
            var parameters = [param(nil, "Any"), param("x", projectionTypeName), param("y", projectionTypeName)]
            if kind == .line { parameters.append(param("series", projectionTypeName, default: true)) }
            if kind == .bar {
                parameters += [param("width", "Any", default: true), param("height", "Any", default: true),
                               param("stacking", "MarkStackingMethod", default: true)]
            }
            type.addInitializer(parameters, doc(kind == .line
                ? "init<Data: RandomAccessCollection>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, y: PlottableProjection<Data.Element, some Plottable>, series: PlottableProjection<Data.Element, some Plottable>)"
                : kind == .bar
                ? "init<Data: RandomAccessCollection>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, y: PlottableProjection<Data.Element, some Plottable>, width: MarkDimension = .automatic, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard)"
                : "init<Data: RandomAccessCollection>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, y: PlottableProjection<Data.Element, some Plottable>)",
                "A plot of every element of data, its channels read by key path.",
                "\(name)(prices, x: .value(\"Day\", \\.day), y: .value(\"Price\", \\.price))")) { arguments, runtime in
                let elements = try GrammarValues.elements(of: try arguments.value(0), runtime: runtime)
                func projection(_ index: Int) throws -> Projection? {
                    guard arguments.has(index) else { return nil }
                    guard case .native(let box) = try arguments.value(index), let projection = box.payload as? Projection else {
                        throw ScriptError.typeMismatch("\(name) takes .value(label, \\.keyPath) for each channel")
                    }
                    return projection
                }
                func column(_ projection: Projection) throws -> PlotColumn { try Self.column(projection, of: elements, runtime: runtime) }
                guard let x = try projection(1), let y = try projection(2) else { throw ScriptError.typeMismatch("\(name) needs x: and y:") }
                let series = kind == .line ? try projection(3) : nil
                let columns = PlotColumns(x: try column(x), y: try column(y), series: try series.map(column),
                                          xLabel: x.label, yLabel: y.label, seriesLabel: series?.label)
                let origin = "\(name)(_:x:y:\(series == nil ? "" : "series:"))"
                var mark = PlottedMark.vectorized(columns, kind: kind, origin: origin)
                switch kind {
                case .line: return .bound(LinePlot(plotted: mark))
                case .point: return .bound(PointPlot(plotted: mark))
                case .bar:
                    mark.width = try MarkBindings.dimension(arguments, 3)
                    mark.height = try MarkBindings.dimension(arguments, 4)
                    mark.stacking = try MarkBindings.stacking(arguments, 5)
                    return bound(BarPlot(plotted: mark, elements: elements))
                default: return .bound(AreaPlot(plotted: mark))
                }
            }
            if kind == .bar { registerColouring(on: type) }
            ChartContentBindings.registerModifiers(on: type, receiver: "\(name)(prices, x: .value(\"Day\", \\.day), y: .value(\"Price\", \\.price))")
        }
    }

    /// `BarPlot(…).foregroundStyle(by: .value("Store", \.store))`: the bars coloured by a value of
    /// each element, drawn as the `BarMark`s of the elements with `foregroundStyle(by:)` are.
    private static func registerColouring(on type: TypeBinding) {
        type.addMethod("foregroundStyle", [param("by", projectionTypeName)], doc(
            "func foregroundStyle(by projection: PlottableProjection<DataElement, some Plottable>) -> BarPlot",
            "Colours the bars by a value of each element, one colour and legend entry per value, stacked as BarMarks with foregroundStyle(by:) are.",
            "BarPlot(sales, x: .value(\"Month\", \\.month), y: .value(\"Sales\", \\.amount)).foregroundStyle(by: .value(\"Store\", \\.store))")) { receiver, arguments, runtime in
            guard case .native(let box) = receiver, let plot = box.payload as? BarPlot<Value>, let columns = plot.mark.columns else {
                throw ScriptError.typeMismatch("foregroundStyle(by:) with .value(label, \\.keyPath) colours a BarPlot; modify the plot before other modifiers")
            }
            guard case .native(let argument) = try arguments.value(0), let projection = argument.payload as? Projection else {
                throw ScriptError.typeMismatch("foregroundStyle(by:) on a BarPlot takes .value(label, \\.keyPath)")
            }
            return bound(plot.coloured(by: try column(projection, of: plot.elements, runtime: runtime), label: projection.label, columns: columns))
        }
    }

    /// A cell's bar plot, of the binding `BarPlot` (its Swift type, `BarPlot<Value>`, named as cells write it).
    static func bound(_ plot: BarPlot<Value>) -> Value {
        .native(NativeBox(typeName: "BarPlot", payload: plot))
    }

    /// Every element's value by a projection, as one column.
    private static func column(_ projection: Projection, of elements: [Value], runtime: Runtime) throws -> PlotColumn {
        var values: [PlottedValue] = []
        values.reserveCapacity(elements.count)
        for element in elements {
            try runtime.interruptFlag.check()
            values.append(try GrammarValues.plotted(try KeyPaths.read(projection.path, from: element, runtime: runtime), runtime: runtime,
                                                    label: projection.label))
        }
        return PlotColumn(values)
    }
}
