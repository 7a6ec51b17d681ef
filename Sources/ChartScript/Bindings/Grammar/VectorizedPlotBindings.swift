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
            if kind == .bar {
                registerRanges(on: type)
                registerColouring(on: type)
                registerPositioning(on: type)
            }
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

    /// `BarPlot(tasks, x: .value("Task", \.name), yStart: .value("Start", \.start), yEnd: …)` and
    /// `BarPlot(tasks, xStart: …, xEnd: …, y: …)`: a bar per element between two of its values.
    private static func registerRanges(on type: TypeBinding) {
        for alongY in [false, true] {
            let parameters = alongY
                ? [param(nil, "Any"), param("xStart", projectionTypeName), param("xEnd", projectionTypeName), param("y", projectionTypeName),
                   param("height", "Any", default: true)]
                : [param(nil, "Any"), param("x", projectionTypeName), param("yStart", projectionTypeName), param("yEnd", projectionTypeName),
                   param("width", "Any", default: true)]
            let signature = alongY
                ? "init<Data: RandomAccessCollection>(_ data: Data, xStart: PlottableProjection<Data.Element, some Plottable>, xEnd: PlottableProjection<Data.Element, some Plottable>, y: PlottableProjection<Data.Element, some Plottable>, height: MarkDimension = .automatic)"
                : "init<Data: RandomAccessCollection>(_ data: Data, x: PlottableProjection<Data.Element, some Plottable>, yStart: PlottableProjection<Data.Element, some Plottable>, yEnd: PlottableProjection<Data.Element, some Plottable>, width: MarkDimension = .automatic)"
            let example = alongY
                ? "BarPlot(tasks, xStart: .value(\"Start\", \\.start), xEnd: .value(\"End\", \\.end), y: .value(\"Task\", \\.name))"
                : "BarPlot(days, x: .value(\"Day\", \\.day), yStart: .value(\"Low\", \\.low), yEnd: .value(\"High\", \\.high))"
            type.addInitializer(parameters, doc(signature, alongY
                ? "A horizontal bar per element at its y, from its xStart to its xEnd (a Gantt chart), drawn as BarMark(xStart:xEnd:y:) per element."
                : "A bar per element at its x, from its yStart to its yEnd (floating bars, ranges), drawn as BarMark(x:yStart:yEnd:) per element.",
                example)) { arguments, runtime in
                let elements = try GrammarValues.elements(of: try arguments.value(0), runtime: runtime)
                var projections: [Projection] = []
                for index in 1...3 {
                    guard case .native(let box) = try arguments.value(index), let projection = box.payload as? Projection else {
                        throw ScriptError.typeMismatch("BarPlot takes .value(label, \\.keyPath) for each channel")
                    }
                    projections.append(projection)
                }
                let first = try column(projections[0], of: elements, runtime: runtime)
                let second = try column(projections[1], of: elements, runtime: runtime)
                let third = try column(projections[2], of: elements, runtime: runtime)
                let columns = alongY
                    ? PlotColumns(x: first, y: third, series: nil, xLabel: projections[0].label, yLabel: projections[2].label, seriesLabel: nil,
                                  xEnd: second)
                    : PlotColumns(x: first, y: second, series: nil, xLabel: projections[0].label, yLabel: projections[1].label, seriesLabel: nil,
                                  yEnd: third)
                var mark = PlottedMark.vectorized(columns, kind: .bar, origin: alongY ? "BarPlot(_:xStart:xEnd:y:)" : "BarPlot(_:x:yStart:yEnd:)")
                if alongY { mark.height = try MarkBindings.dimension(arguments, 4) } else { mark.width = try MarkBindings.dimension(arguments, 4) }
                mark.stacking = .unstacked
                return bound(BarPlot(plotted: mark, elements: elements))
            }
        }
    }

    /// `BarPlot(…).position(by: .value("Store", \.store))`: the bars grouped side by side by a value
    /// of each element, drawn as the `BarMark`s of the elements with `position(by:)` are.
    private static func registerPositioning(on type: TypeBinding) {
        type.addMethod("position", [param("by", projectionTypeName), param("axis", "Any", default: true), param("span", "Any", default: true)], doc(
            "func position(by value: PlottableProjection<DataElement, some Plottable>, axis: Axis? = nil, span: MarkDimension = .automatic) -> BarPlot",
            "Groups the bars at each position side by side by a value of each element, one slot per value, as BarMarks with position(by:) are.",
            "BarPlot(sales, x: .value(\"Month\", \\.month), y: .value(\"Sales\", \\.amount)).position(by: .value(\"Store\", \\.store))")) { receiver, arguments, runtime in
            guard case .native(let box) = receiver, let plot = box.payload as? BarPlot<Value>, let columns = plot.mark.columns else {
                throw ScriptError.typeMismatch("position(by:) with .value(label, \\.keyPath) groups a BarPlot; modify the plot before other modifiers")
            }
            guard case .native(let argument) = try arguments.value(0), let projection = argument.payload as? Projection else {
                throw ScriptError.typeMismatch("position(by:) on a BarPlot takes .value(label, \\.keyPath)")
            }
            let span = arguments.has(2) ? try GrammarValues.dimension(try arguments.value(2)) : .automatic
            return bound(plot.positioned(by: try column(projection, of: plot.elements, runtime: runtime), label: projection.label, span: span,
                                         columns: columns))
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
