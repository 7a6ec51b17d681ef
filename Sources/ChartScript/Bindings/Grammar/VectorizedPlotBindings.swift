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
            type.addInitializer(parameters, doc(kind == .line
                ? "init<Data: RandomAccessCollection>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, y: PlottableProjection<Data.Element, some Plottable>, series: PlottableProjection<Data.Element, some Plottable>)"
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
                func column(_ projection: Projection) throws -> PlotColumn {
                    var values: [PlottedValue] = []
                    values.reserveCapacity(elements.count)
                    for element in elements {
                        try runtime.interruptFlag.check()
                        values.append(try GrammarValues.plotted(try KeyPaths.read(projection.path, from: element, runtime: runtime), runtime: runtime,
                                                                label: projection.label))
                    }
                    return PlotColumn(values)
                }
                guard let x = try projection(1), let y = try projection(2) else { throw ScriptError.typeMismatch("\(name) needs x: and y:") }
                let series = kind == .line ? try projection(3) : nil
                let columns = PlotColumns(x: try column(x), y: try column(y), series: try series.map(column),
                                          xLabel: x.label, yLabel: y.label, seriesLabel: series?.label)
                let origin = "\(name)(_:x:y:\(series == nil ? "" : "series:"))"
                let mark = PlottedMark.vectorized(columns, kind: kind, origin: origin)
                switch kind {
                case .line: return .bound(LinePlot(plotted: mark))
                case .point: return .bound(PointPlot(plotted: mark))
                case .bar: return .bound(BarPlot(plotted: mark))
                default: return .bound(AreaPlot(plotted: mark))
                }
            }
            ChartContentBindings.registerModifiers(on: type, receiver: "\(name)(prices, x: .value(\"Day\", \\.day), y: .value(\"Price\", \\.price))")
        }
    }
}
