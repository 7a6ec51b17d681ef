import ChartCore

/// What holds marks: `@ChartContentBuilder` blocks, `ForEach`, `Plot`, and the modifiers every
/// piece of chart content takes (`foregroundStyle`, `symbol`, `position(by:)`, `annotation` …).
enum ChartContentBindings {
    static func register(in table: BindingTable) {
        registerBuilder(table)
        let list = table.type(ChartContentList.self, doc("struct ChartContentList",
            "Chart content made of other content: a block of marks, a ForEach, a Plot, a ChartContent type's body.",
            "Plot { LineMark(x: .value(\"Day\", 1), y: .value(\"Steps\", 8000)) }"))
        registerModifiers(on: list, receiver: "Plot { LineMark(x: .value(\"Day\", 1), y: .value(\"Steps\", 8000)) }")
        let forEach = table.type("ForEach", doc("struct ForEach<Data, ID, Content>",
            "Chart content for each element of a collection: the marks made for element i carry data index i, which hover reports.",
            "ForEach(sales) { sale in BarMark(x: .value(\"Month\", sale.month), y: .value(\"Sales\", sale.amount)) }"))
        for labels in [[nil, "id", "content"], [nil, "content"]] as [[String?]] {
            let parameters = labels.map { label -> ParameterSpec in
                label == "content" ? param("content", "closure") : param(label, "Any")
            }
            forEach.addInitializer(parameters, doc(labels.count == 3
                ? "init<Data: RandomAccessCollection, ID: Hashable, Content: ChartContent>(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content)"
                : "init<Data: RandomAccessCollection, Content: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) where Data.Element: Identifiable",
                "Content for each element; marks made for element i carry data index i.",
                "ForEach(0..<7) { day in LineMark(x: .value(\"Day\", day), y: .value(\"Steps\", day * 1000)) }")) { arguments, runtime in
                let elements = try GrammarValues.elements(of: try arguments.value(0), runtime: runtime)
                let closure = try arguments.function(labels.count - 1)
                var parts: [any ChartContent] = []
                parts.reserveCapacity(elements.count)
                // The categories of each 4096 new parts' marks are counted, so that millions of
                // categories are refused after the first few thousand (``CategoryTally``).
                var tally = CategoryTally(), recent = MarkCollection()
                for element in elements {
                    let part = try GrammarValues.content(try runtime.call(closure, [element]), runtime: runtime)
                    parts.append(part)
                    part.collectMarks(into: &recent)
                    if parts.count & 4095 == 0 {
                        try tally.count(recent.marks)
                        recent = MarkCollection()
                    }
                }
                return .bound(ChartContentList([ForEach(Array(parts.indices), id: \.self) { ChartContentList([parts[$0]]) }]))
            }
        }
        let box = table.type("BoxPlot", doc("struct BoxPlot<X: Plottable>",
            "A box plot of a group's values (beyond Swift Charts): a box from the first to the third quartile, the median, whiskers to 1.5 interquartile ranges and the outliers as points, built of BarMark, RuleMark, RectangleMark and PointMark.",
            "BoxPlot(x: .value(\"Species\", \"Adelie\"), y: \"Mass (g)\", values: [3750, 3800, 3250, 3450, 3650])"))
        box.addInitializer([param("x", GrammarValues.plottableTypeName), param("y", "String", default: true), param("values", "Any"),
                            param("width", "Any", default: true)],
                           doc("init<Values: Sequence>(x: PlottableValue<X>, y label: String = \"Value\", values: Values, width: MarkDimension = .ratio(0.5)) where Values.Element: BinaryFloatingPoint",
                               "A box plot of the values at x, on a value axis labelled y.",
                               "BoxPlot(x: .value(\"Species\", \"Adelie\"), y: \"Mass (g)\", values: [3750, 3800, 3250])")) { arguments, runtime in
            let encoding = try GrammarValues.encoding(try arguments.value(0), for: "BoxPlot x:")
            let values = try GrammarValues.elements(of: try arguments.value(2), runtime: runtime).map { value -> Double in
                guard let number = value.asDouble else { throw ScriptError.typeMismatch("BoxPlot's values are numbers, not \(value.typeName)") }
                return number
            }
            let label = arguments.has(1) ? try arguments.string(1) : "Value"
            let width = arguments.has(3) ? try GrammarValues.dimension(try arguments.value(3)) : .ratio(0.5)
            return .bound(ChartContentList([BoxPlot(x: PlottableValue<Double>.encoded(encoding), y: label, values: values, width: width)]))
        }
        let plot = table.type("Plot", doc("struct Plot<Content>",
            "A group of chart content, so that one modifier applies to all of its marks.",
            "Plot { LineMark(x: .value(\"Day\", 1), y: .value(\"Steps\", 8000)) }.foregroundStyle(.orange)"))
        plot.addInitializer([param("content", "closure")], doc("init(@ChartContentBuilder content: () -> Content)",
            "A group of the content the closure lists.", "Plot { PointMark(x: .value(\"x\", 1), y: .value(\"y\", 2)) }")) { arguments, runtime in
            .bound(ChartContentList([try GrammarValues.content(try runtime.call(try arguments.function(0), []), runtime: runtime)]))
        }
    }

    /// `ChartContentBuilder`'s static functions, which the interpreter's result-builder
    /// transform calls as Swift's compiler does.
    private static func registerBuilder(_ table: BindingTable) {
        let builder = table.type("ChartContentBuilder", doc("@resultBuilder enum ChartContentBuilder",
            "Builds chart content from marks written one after another, if, if let, switch and for.",
            "Chart { BarMark(x: .value(\"a\", \"A\"), y: .value(\"n\", 1)) }"))
        func content(_ value: Value) throws -> any ChartContent {
            guard let runtime = Runtime.current else { throw ScriptError.typeMismatch("chart content needs a running session") }
            return try GrammarValues.content(value, runtime: runtime)
        }
        builder.addStatic("buildBlock", GrammarFunction.make("buildBlock", [.init(label: nil, isOptional: true, isVariadic: true)]) { values in
            guard case .array(let parts) = values[0] else { return .bound(ChartContentList([])) }
            return .bound(ChartContentList(try parts.values.map(content)))
        }, doc("static func buildBlock(_ parts: any ChartContent...) -> ChartContentList", "The parts of a block, in order.", "ChartContentBuilder.buildBlock()"))
        builder.addStatic("buildExpression", GrammarFunction.make("buildExpression", [.init(label: nil)]) { values in
            GrammarValues.contentValue(try content(values[0]))
        }, doc("static func buildExpression<Content: ChartContent>(_ content: Content) -> Content", "A piece of content written alone.", "ChartContentBuilder.buildExpression(RuleMark(y: .value(\"y\", 1)))"))
        builder.addStatic("buildOptional", GrammarFunction.make("buildOptional", [.init(label: nil)]) { values in
            GrammarValues.contentValue(try content(values[0]))
        }, doc("static func buildOptional(_ content: (any ChartContent)?) -> any ChartContent", "An if without else: its content, or nothing.", "ChartContentBuilder.buildOptional(nil)"))
        builder.addStatic("buildEither", GrammarFunction.make("buildEither", [.init(label: "first", isOptional: true), .init(label: "second", isOptional: true)]) { values in
            if case .void = values[0] { return GrammarValues.contentValue(try content(values[1])) }
            return GrammarValues.contentValue(try content(values[0]))
        }, doc("static func buildEither(first content: any ChartContent) -> any ChartContent", "A branch of an if/else or switch.", "ChartContentBuilder.buildEither(first: RuleMark(y: .value(\"y\", 1)))"))
        builder.addStatic("buildArray", GrammarFunction.make("buildArray", [.init(label: nil)]) { values in
            GrammarValues.contentValue(try content(values[0]))
        }, doc("static func buildArray(_ parts: [any ChartContent]) -> any ChartContent", "The passes of a for loop.", "ChartContentBuilder.buildArray([])"))
        builder.addStatic("buildLimitedAvailability", GrammarFunction.make("buildLimitedAvailability", [.init(label: nil)]) { values in
            GrammarValues.contentValue(try content(values[0]))
        }, doc("static func buildLimitedAvailability(_ content: any ChartContent) -> any ChartContent", "Content behind if #available.", "ChartContentBuilder.buildLimitedAvailability(Plot { })"))
    }

    /// Binds the content modifiers on `type` (a mark, or a list of content).
    static func registerModifiers(on type: TypeBinding, receiver example: String) {
        func modifier(_ name: String, _ parameters: [ParameterSpec], _ signature: String, _ summary: String, _ call: String,
                      _ change: @escaping (BoundArguments, Runtime) throws -> @Sendable (inout PlottedMark) -> Void) {
            type.addMethod(name, parameters, doc(signature, summary, "\(example)\(call)")) { receiver, arguments, runtime in
                try GrammarValues.modified(receiver, runtime: runtime, try change(arguments, runtime))
            }
        }
        modifier("foregroundStyle", [param(nil, "Any")], "func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent",
                 "Paints the marks with a colour or gradient (.red, Color.blue.opacity(0.5), LinearGradient(…)); given .value(…), colours by that value.",
                 ".foregroundStyle(.orange)") { arguments, _ in
            let value = try arguments.value(0)
            if case .native(let box) = value, let encoding = box.payload as? PlottedEncoding { return { $0.foregroundBy = encoding } }
            let paint = try GrammarValues.paint(value)
            return { $0.foregroundStyle = paint }
        }
        modifier("foregroundStyle", [param("by", GrammarValues.plottableTypeName)], "func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent",
                 "Colours the marks by a value, one colour and legend entry per distinct value; lines and areas split into one series each.",
                 ".foregroundStyle(by: .value(\"Store\", \"North\"))") { arguments, _ in
            let encoding = try GrammarValues.encoding(try arguments.value(0), for: "foregroundStyle(by:)")
            return { $0.foregroundBy = encoding }
        }
        modifier("symbol", [param(nil, "Any")], "func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent",
                 "Draws points (and a line's points) with a symbol: .circle, .square, .triangle, .diamond, .pentagon, .plus, .cross, .asterisk.",
                 ".symbol(.square)") { arguments, _ in
            let value = try arguments.value(0)
            if case .native(let box) = value, let encoding = box.payload as? PlottedEncoding { return { $0.symbolBy = encoding } }
            let shape = try Self.symbol(value)
            return { $0.symbol = shape }
        }
        modifier("symbol", [param("by", GrammarValues.plottableTypeName)], "func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent",
                 "Gives the marks a symbol by a value (circle, square, triangle, …), with a legend entry per value.",
                 ".symbol(by: .value(\"Class\", \"A\"))") { arguments, _ in
            let encoding = try GrammarValues.encoding(try arguments.value(0), for: "symbol(by:)")
            return { $0.symbolBy = encoding }
        }
        modifier("symbolSize", [param(nil, "Double")], "func symbolSize(_ size: CGFloat) -> some ChartContent",
                 "The symbols' area in square points (about 50 by default: a circle 8 points wide).", ".symbolSize(100)") { arguments, _ in
            let size = try arguments.double(0)
            return { $0.symbolSize = size }
        }
        modifier("position", [param("by", GrammarValues.plottableTypeName), param("axis", "Any", default: true), param("span", "Any", default: true)],
                 "func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent",
                 "Places marks at the same position side by side, one slot per value: grouped bars.", ".position(by: .value(\"Store\", \"North\"))") { arguments, _ in
            let encoding = try GrammarValues.encoding(try arguments.value(0), for: "position(by:)")
            let span = arguments.has(2) ? try GrammarValues.dimension(try arguments.value(2)) : .automatic
            return { $0.positionBy = encoding; $0.positionSpan = span }
        }
        modifier("lineStyle", [param(nil, "StrokeStyle")], "func lineStyle(_ style: StrokeStyle) -> some ChartContent",
                 "How lines and rules are stroked: width and dashes.", ".lineStyle(StrokeStyle(lineWidth: 3, dash: [5, 3]))") { arguments, _ in
            let style = try arguments.bound(0, as: StrokeStyle.self)
            return { $0.lineStyle = style }
        }
        modifier("lineStyle", [param("by", GrammarValues.plottableTypeName)], "func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent",
                 "Dashes the lines by a value, with a legend entry per value.", ".lineStyle(by: .value(\"Kind\", \"Forecast\"))") { arguments, _ in
            let encoding = try GrammarValues.encoding(try arguments.value(0), for: "lineStyle(by:)")
            return { $0.lineStyleBy = encoding }
        }
        modifier("interpolationMethod", [param(nil, "InterpolationMethod")], "func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent",
                 "How lines and areas join their points: .linear, .monotone, .catmullRom, .cardinal, .stepStart, .stepCenter, .stepEnd.",
                 ".interpolationMethod(.catmullRom)") { arguments, _ in
            let method = try arguments.bound(0, as: InterpolationMethod.self)
            return { $0.interpolation = method }
        }
        modifier("cornerRadius", [param(nil, "Double"), param("style", "Any", default: true)], "func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent",
                 "Rounds the corners of bars and rectangles by radius points.", ".cornerRadius(6)") { arguments, _ in
            let radius = try arguments.double(0)
            return { $0.cornerRadius = radius.isFinite ? Swift.max(radius, 0) : 0 }
        }
        modifier("opacity", [param(nil, "Double")], "func opacity(_ opacity: Double) -> some ChartContent",
                 "Makes the marks opacity times as opaque (0…1).", ".opacity(0.5)") { arguments, _ in
            let opacity = try arguments.double(0)
            return { $0.opacity *= opacity.isFinite ? Swift.min(Swift.max(opacity, 0), 1) : 1 }
        }
        modifier("offset", [param("x", "Double", default: true), param("y", "Double", default: true)], "func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent",
                 "Moves the marks by x and y points.", ".offset(x: 4)") { arguments, _ in
            let x = arguments.has(0) ? try arguments.double(0) : 0, y = arguments.has(1) ? try arguments.double(1) : 0
            return { $0.offset = Point(x: $0.offset.x + x, y: $0.offset.y + y) }
        }
        modifier("facet", [param("by", GrammarValues.plottableTypeName)], "func facet<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent",
                 "Draws the marks in small multiples, one panel per value, on shared scales (beyond Swift Charts, as Vega-Lite's facets).",
                 ".facet(by: .value(\"Island\", \"Biscoe\"))") { arguments, _ in
            let encoding = try GrammarValues.encoding(try arguments.value(0), for: "facet(by:)")
            return { $0.facetBy = encoding }
        }
        modifier("alignsMarkStylesWithPlotArea", [param(nil, "Bool", default: true)], "func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> some ChartContent",
                 "Spans a gradient foreground style over the whole plot area rather than each mark.", ".alignsMarkStylesWithPlotArea()") { arguments, _ in
            let aligns = arguments.has(0) ? try arguments.bool(0) : true
            return { $0.alignsStylesWithPlotArea = aligns }
        }
        modifier("annotation", [param("position", "AnnotationPosition", default: true), param("alignment", "Alignment", default: true),
                                param("spacing", "Double", default: true),
                                param("overflowResolution", BindingTable.name(of: AnnotationOverflowResolution.self), default: true), param("content", "closure")],
                 "func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil, overflowResolution: AnnotationOverflowResolution = .automatic, @ViewBuilder content: () -> C) -> some ChartContent",
                 "Places text (or stacked texts) beside each mark: above a bar (.top), at a rule's end, over a sector (.overlay); overflowResolution: .init(y: .fit(to: .plot)) moves one that would leave the plot back inside.",
                 ".annotation(position: .top) { Text(\"30\") }") { arguments, runtime in
            let position = arguments.has(0) ? try arguments.bound(0, as: AnnotationPosition.self) : .automatic
            let alignment = arguments.has(1) ? try arguments.bound(1, as: Alignment.self) : .center
            let spacing = arguments.has(2) ? try arguments.double(2) : nil
            let overflow = arguments.has(3) ? try LabelFittingBindings.overflowResolution(try arguments.value(3)) : .automatic
            let closure = try arguments.function(4)
            let result = try runtime.call(closure, closure.argumentSlots.isEmpty ? [] : [.bound(AnnotationContext())])
            let lines = try SwiftUIBindings.lines(result)
            let annotation = MarkAnnotation(position: position, alignment: alignment, spacing: spacing, content: lines, overflowResolution: overflow)
            return { $0.annotations.append(annotation) }
        }
    }

    /// A symbol shape from a value (`.circle`, `BasicChartSymbolShape.square`).
    static func symbol(_ value: Value) throws -> BasicChartSymbolShape {
        if case .native(let box) = value, let shape = box.payload as? BasicChartSymbolShape { return shape }
        if case .implicitMember(let name) = value, let shape = BasicChartSymbolShape.allCases.first(where: { $0.name == name }) { return shape }
        throw ScriptError.typeMismatch("a symbol is .circle, .square, .triangle, .diamond, .pentagon, .plus, .cross or .asterisk, not \(value.typeName)")
    }
}
