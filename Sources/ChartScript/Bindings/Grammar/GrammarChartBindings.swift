import ChartCore
import FoundationEssentials

/// `Chart { … }` and `Chart(data) { … }` with the chart modifiers of Swift Charts (scales,
/// axes, legend, plot style) and SwiftUI's `frame` and `padding`; a chart shows as its SVG, as
/// every chart kind does.
enum GrammarChartBindings {
    static func register(in table: BindingTable) {
        let type = table.type(Chart.self, doc("struct Chart",
            "A chart of marks on shared scales (Swift Charts' Chart): its content closure lists the marks; its modifiers set the scales, axes, legend and size. Shown as its picture, 640 × 400 points unless framed.",
            "Chart(sales) { sale in BarMark(x: .value(\"Month\", sale.month), y: .value(\"Sales\", sale.amount)) }"))
        type.addInitializer([param("content", "closure")], doc("init<Content: ChartContent>(@ChartContentBuilder content: () -> Content)",
            "A chart of the marks the closure lists.", "Chart { RuleMark(y: .value(\"Goal\", 30)) }")) { arguments, runtime in
            let closure = try arguments.function(0)
            return .bound(try chart(runtime: runtime) { runtime in
                var collection = MarkCollection()
                try GrammarValues.content(try runtime.call(closure, []), runtime: runtime).collectMarks(into: &collection)
                return collection.marks
            })
        }
        for hasID in [false, true] {
            let parameters = hasID ? [param(nil, "Any"), param("id", "Any"), param("content", "closure")] : [param(nil, "Any"), param("content", "closure")]
            type.addInitializer(parameters, doc(hasID
                ? "init<Data: RandomAccessCollection, ID: Hashable, Content: ChartContent>(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content)"
                : "init<Data: RandomAccessCollection, Content: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) where Data.Element: Identifiable",
                "A chart of the marks the closure makes for each element of a collection (an array, a range, a table's rows); the marks of element i carry data index i, which hover reports.",
                "Chart(sales, id: \\.month) { BarMark(x: .value(\"Month\", $0.month), y: .value(\"Sales\", $0.amount)) }")) { arguments, runtime in
                let elements = try GrammarValues.elements(of: try arguments.value(0), runtime: runtime)
                let closure = try arguments.function(hasID ? 2 : 1)
                return .bound(try chart(runtime: runtime) { runtime in
                    var collection = MarkCollection()
                    // Millions of categories are refused after the first few thousand (``CategoryTally``).
                    var tally = CategoryTally(), counted = 0
                    for (index, element) in elements.enumerated() {
                        try runtime.interruptFlag.check()
                        collection.collect(try GrammarValues.content(try runtime.call(closure, [element]), runtime: runtime), dataIndex: index)
                        if index & 4095 == 4095 {
                            try tally.count(collection.marks[counted...])
                            counted = collection.marks.count
                        }
                    }
                    return collection.marks
                })
            }
        }
        ChartBindings.registerCommon(on: type, Chart.self, receiver: "chart")
        registerScales(on: type)
        registerAxes(on: type)
        registerLayout(on: type)
    }

    /// A chart of the marks `make` gives now, which keeps `make` to run again when a selection
    /// changes (`chartXSelection(value:)`), as SwiftUI runs a view's body again.
    private static func chart(runtime: Runtime, _ make: @escaping (Runtime) throws -> [PlottedMark]) throws -> Chart {
        let marks = try make(runtime)
        return Chart(marks: marks).remakingContent(with: ChartContentRemake { [weak runtime] in
            guard let runtime else { return marks }
            return try make(runtime)
        })
    }

    private static func with(_ receiver: Value, _ type: TypeBinding, _ change: (inout Chart) throws -> Void) throws -> Value {
        var chart = try type.payload(receiver, as: Chart.self)
        try change(&chart)
        return .bound(chart)
    }

    // MARK: Scales

    private static func registerScales(on type: TypeBinding) {
        for axis in ["X", "Y"] {
            type.addMethod("chart\(axis)Scale", [param("domain", "Any", default: true), param("range", "Any", default: true), param("type", "Any", default: true)],
                           doc("func chart\(axis)Scale<Domain: ScaleDomain>(domain: Domain, range: some ScaleRange = .plotDimension(), type: ScaleType? = nil) -> Chart",
                               "The \(axis.lowercased()) scale: its domain (0...100, [\"Low\", \"High\"], dates, .automatic(includesZero: false)), range (.plotDimension(padding: 20)) and type (.linear, .log, .date, .category).",
                               "chart.chart\(axis)Scale(domain: 0...100)")) { receiver, arguments, runtime in
                try with(receiver, type) { chart in
                    var scale = axis == "X" ? chart.settings.xScale : chart.settings.yScale
                    if arguments.has(0) { scale.domain = try domain(try arguments.value(0), runtime: runtime) }
                    if arguments.has(1) { scale.padding = try arguments.bound(1, as: PositionScaleRange.self).rangePadding }
                    if arguments.has(2) { scale.type = try scaleType(try arguments.value(2)) }
                    if axis == "X" { chart.settings.xScale = scale } else { chart.settings.yScale = scale }
                }
            }
        }
        type.addMethod("chartForegroundStyleScale", [param(nil, "Any")], doc("func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<DataValue, S>) -> Chart",
            "Colours for foregroundStyle(by:) values, as pairs in legend order.", "chart.chartForegroundStyleScale([\"Cats\": .orange, \"Dogs\": .blue])")) { receiver, arguments, runtime in
            guard case .dictionary(let pairs) = try arguments.value(0) else {
                throw ScriptError.typeMismatch("chartForegroundStyleScale(_:) takes pairs such as [\"Cats\": .orange, \"Dogs\": .blue]")
            }
            let domain = try pairs.keys.map { try GrammarValues.plotted($0.value, runtime: runtime, label: "chartForegroundStyleScale") }
            let range = try pairs.values.map(GrammarValues.paint)
            return try with(receiver, type) { $0.settings.foregroundStyleScale.domain = domain; $0.settings.foregroundStyleScale.range = range }
        }
        type.addMethod("chartForegroundStyleScale", [param("domain", "Any", default: true), param("range", "Any", default: true), param("type", "Any", default: true)],
                       doc("func chartForegroundStyleScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> Chart",
                           "Colours for foregroundStyle(by:) values: the domain's values in order take the range's colours in turn.",
                           "chart.chartForegroundStyleScale(domain: [\"A\", \"B\"], range: [.red, .blue])")) { receiver, arguments, runtime in
            let domain = arguments.has(0) ? try GrammarValues.elements(of: try arguments.value(0), runtime: runtime)
                .map { try GrammarValues.plotted($0, runtime: runtime, label: "chartForegroundStyleScale") } : nil
            let range = arguments.has(1) ? try GrammarValues.elements(of: try arguments.value(1), runtime: runtime).map(GrammarValues.paint) : nil
            return try with(receiver, type) { chart in
                if let domain { chart.settings.foregroundStyleScale.domain = domain }
                if let range { chart.settings.foregroundStyleScale.range = range }
            }
        }
        type.addMethod("chartForegroundStyleScale", [param("mapping", "closure")], doc("func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(mapping: @escaping (DataValue) -> S) -> Chart",
            "Colours for foregroundStyle(by:) values, given by a function of the value.", "chart.chartForegroundStyleScale { (kind: String) in kind == \"A\" ? Color.red : .gray }")) { receiver, arguments, runtime in
            let closure = try arguments.function(0)
            let chart = try type.payload(receiver, as: Chart.self)
            var values: [PlottedValue] = []
            for mark in chart.marks { if let value = mark.foregroundBy?.value, !values.contains(value) { values.append(value) } }
            var paints: [PlottedValue: Paint] = [:]
            for value in values {
                let argument: Value
                switch value {
                case .number(let number): argument = number == number.rounded() && abs(number) < 1e15 ? .int(Int(number)) : .double(number)
                case .category(let text): argument = .string(text)
                case .date(let date): argument = .native(NativeBox(typeName: DateBindings.typeName, payload: date))
                }
                paints[value] = try GrammarValues.paint(try runtime.call(closure, [argument]))
            }
            let fixed = paints
            return try with(receiver, type) { $0.settings.foregroundStyleScale.mapping = { fixed[$0] } }
        }
    }

    /// A domain from a range, an array or `.automatic(includesZero:reversed:)`.
    static func domain(_ value: Value, runtime: Runtime) throws -> DomainSetting {
        switch value {
        case let .closedRange(lower, upper), let .range(lower, upper): return .range(.number(Double(lower)), .number(Double(upper)))
        case .array(let array): return .values(try array.values.map { try GrammarValues.plotted($0, runtime: runtime, label: "domain") })
        case .native(let box):
            switch box.payload {
            case let range as ClosedRange<Double>: return .range(.number(range.lowerBound), .number(range.upperBound))
            case let range as Range<Double>: return .range(.number(range.lowerBound), .number(range.upperBound))
            case let domain as AutomaticScaleDomain: return domain.domainSetting
            case let bounds as ClosedRange<Date>: return .range(.date(bounds.lowerBound), .date(bounds.upperBound))
            default: break
            }
        case .implicitMember("automatic"), .function:
            return .automatic(includesZero: nil, isReversed: false)
        default: break
        }
        throw ScriptError.typeMismatch("a scale's domain is a range (0...100, start...end dates), a list of values, or .automatic(includesZero:), not \(value.typeName)")
    }

    static func scaleType(_ value: Value) throws -> ScaleType? {
        if case .null = value { return nil }
        let value = try GrammarValues.resolved(value, as: "ScaleType")
        if case .native(let box) = value, let type = box.payload as? ScaleType { return type }
        throw ScriptError.typeMismatch("a scale type is .linear, .log, .squareRoot, .symmetricLog, .power(exponent:), .date or .category, not \(value.typeName)")
    }

    // MARK: Axes

    private static func registerAxes(on type: TypeBinding) {
        for axis in ["X", "Y"] {
            let lower = axis.lowercased()
            type.addMethod("chart\(axis)Axis", [param("content", "closure")], doc("func chart\(axis)Axis(@AxisContentBuilder content: () -> some AxisContent) -> Chart",
                "The \(lower) axis's marks: AxisMarks(values:) { AxisGridLine(); AxisTick(); AxisValueLabel() }.",
                "chart.chart\(axis)Axis { AxisMarks(position: .leading) }")) { receiver, arguments, runtime in
                let parts = try AxisBindings.parts(try runtime.call(try arguments.function(0), []))
                return try with(receiver, type) { chart in
                    if axis == "X" { chart.settings.xAxis.parts = parts; chart.settings.xAxis.visibility = .visible }
                    else { chart.settings.yAxis.parts = parts; chart.settings.yAxis.visibility = .visible }
                }
            }
            // After the closure's overload, which a trailing closure must find first.
            type.addMethod("chart\(axis)Axis", [param(nil, "Visibility")], doc("func chart\(axis)Axis(_ visibility: Visibility) -> Chart",
                "Shows (.visible) or hides (.hidden) the \(lower) axis.", "chart.chart\(axis)Axis(.hidden)")) { receiver, arguments, _ in
                let visibility = try arguments.bound(0, as: Visibility.self)
                return try with(receiver, type) { chart in
                    if axis == "X" { chart.settings.xAxis.visibility = visibility } else { chart.settings.yAxis.visibility = visibility }
                }
            }
            type.addMethod("chart\(axis)AxisLabel", [param(nil, "Any"), param("position", "AnnotationPosition", default: true),
                                                     param("alignment", "Alignment", default: true), param("spacing", "Double", default: true)],
                           doc("func chart\(axis)AxisLabel(_ label: String, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> Chart",
                               "The \(lower) axis's title.", "chart.chart\(axis)AxisLabel(\"Sales\")")) { receiver, arguments, _ in
                let text = Text(try GrammarValues.label(try arguments.value(0)))
                let position = arguments.has(1) ? try arguments.bound(1, as: AnnotationPosition.self) : .automatic
                let alignment = arguments.has(2) ? try arguments.bound(2, as: Alignment.self) : nil
                return try with(receiver, type) { chart in
                    if axis == "X" { chart.settings.xAxis.label = text; chart.settings.xAxis.labelPosition = position; chart.settings.xAxis.labelAlignment = alignment }
                    else { chart.settings.yAxis.label = text; chart.settings.yAxis.labelPosition = position; chart.settings.yAxis.labelAlignment = alignment }
                }
            }
        }
        for axis in ["X", "Y"] {
            type.addMethod("chart\(axis)VisibleDomain", [param("length", "Int")], doc("func chart\(axis)VisibleDomain(length: Int) -> Chart",
                "Shows that many categories of the \(axis.lowercased()) axis (from the scroll position's); the bars beyond are left out, one cut by the plot's edge drawn up to it.",
                "chart.chart\(axis)VisibleDomain(length: 3)")) { receiver, arguments, _ in
                let length = Double(Swift.max(1, try arguments.int(0)))
                return try with(receiver, type) { chart in
                    if axis == "X" { chart.settings.xScale.visibleLength = length } else { chart.settings.yScale.visibleLength = length }
                }
            }
            type.addMethod("chartScrollPosition", [param("initial\(axis)", "Any")], doc("func chartScrollPosition(initial\(axis): some Plottable) -> Chart",
                "The category the visible stretch of the \(axis.lowercased()) axis starts at (with chart\(axis)VisibleDomain(length:)).",
                "chart.chartScrollPosition(initial\(axis): \"Thu\")")) { receiver, arguments, runtime in
                let position = try GrammarValues.plotted(try arguments.value(0), runtime: runtime, label: "chartScrollPosition")
                return try with(receiver, type) { chart in
                    if axis == "X" { chart.settings.xScale.scrollPosition = position } else { chart.settings.yScale.scrollPosition = position }
                }
            }
        }
        type.addMethod("chartLegend", [param(nil, "Visibility")], doc("func chartLegend(_ visibility: Visibility) -> Chart",
            "Shows or hides the legend.", "chart.chartLegend(.hidden)")) { receiver, arguments, _ in
            let visibility = try arguments.bound(0, as: Visibility.self)
            return try with(receiver, type) { $0.settings.legend.visibility = visibility }
        }
        type.addMethod("chartLegend", [param("position", "AnnotationPosition", default: true), param("alignment", "Alignment", default: true),
                                       param("spacing", "Double", default: true)],
                       doc("func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> Chart",
                           "Where the legend goes: .bottom (the default), .top, .leading, .trailing or .overlay.", "chart.chartLegend(position: .top)")) { receiver, arguments, _ in
            let position = arguments.has(0) ? try arguments.bound(0, as: AnnotationPosition.self) : .automatic
            let alignment = arguments.has(1) ? try arguments.bound(1, as: Alignment.self) : nil
            let spacing = arguments.has(2) ? try arguments.double(2) : nil
            return try with(receiver, type) { $0.settings.legend.position = position; $0.settings.legend.alignment = alignment; $0.settings.legend.spacing = spacing }
        }
        type.addMethod("chartPlotStyle", [param("content", "closure")], doc("func chartPlotStyle<Content: View>(content: @escaping (ChartPlotContent) -> Content) -> Chart",
            "Styles the plot area: a background, a border, a fixed size.", "chart.chartPlotStyle { $0.background(.gray.opacity(0.1)) }")) { receiver, arguments, runtime in
            let result = try runtime.call(try arguments.function(0), [.bound(ChartPlotContent())])
            guard case .native(let box) = result, let style = box.payload as? ChartPlotContent else {
                throw ScriptError.typeMismatch("chartPlotStyle's closure returns its plot area styled, as in { $0.background(.gray.opacity(0.1)) }")
            }
            return try with(receiver, type) { $0.settings.plotStyle = style }
        }
    }

    // MARK: Frame and padding

    private static func registerLayout(on type: TypeBinding) {
        type.addMethod("chartTheme", [param(nil, "Theme")], doc("func chartTheme(_ theme: Theme) -> Chart",
            "The chart in one of the seeds' themes (beyond Swift Charts): .plainWhite, .plainBlack, .dark, .slate or .stocks; the background, plot area, grid, axes and text take its colours, and the chart keeps them on a dark page.",
            "chart.chartTheme(.slate)")) { receiver, arguments, _ in
            let theme = try arguments.bound(0, as: Theme.self)
            return try with(receiver, type) { chart in chart = chart.chartTheme(theme) }
        }
        type.addMethod("chartFacets", [param("columns", "Int")], doc("func chartFacets(columns: Int) -> Chart",
            "How many small multiples of facet(by:) stand side by side in a row (three unless set).", "chart.chartFacets(columns: 2)")) { receiver, arguments, _ in
            let columns = try arguments.int(0)
            return try with(receiver, type) { chart in chart = chart.chartFacets(columns: columns) }
        }
        type.addMethod("frame", [param("width", "Double", default: true), param("height", "Double", default: true), param("alignment", "Alignment", default: true)],
                       doc("func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> Chart",
                           "The chart's size in points (640 × 400 unless set); padding adds to it.", "chart.frame(height: 300)")) { receiver, arguments, _ in
            let width = arguments.has(0) ? try arguments.double(0) : nil, height = arguments.has(1) ? try arguments.double(1) : nil
            return try with(receiver, type) { chart in chart = chart.frame(width: width, height: height) }
        }
        type.addMethod("padding", [param(nil, "Any", default: true), param(nil, "Double", default: true)],
                       doc("func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> Chart",
                           "Padding around the chart (16 points unless given), added to its size.", "chart.padding()")) { receiver, arguments, _ in
            var edges: Edge.Set = .all
            var length: Double?
            if arguments.has(0) {
                let first = try arguments.value(0)
                if let number = first.asDouble { length = number } else { edges = try SwiftUIBindings.edges(first) }
            }
            if arguments.has(1) { length = try arguments.double(1) }
            return try with(receiver, type) { chart in chart = chart.padding(edges, length) }
        }
    }
}
