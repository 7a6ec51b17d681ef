import ChartCore
import FoundationEssentials

/// `chartXAxis { AxisMarks(…) { value in AxisGridLine(); AxisTick(); AxisValueLabel() } }`:
/// axis marks at automatic, strided or listed values, with their builders.
enum AxisBindings {
    static func register(in table: BindingTable) {
        registerBuilders(table)
        let marks = table.type(AxisMarks.self, doc("struct AxisMarks",
            "Grid lines, ticks and labels at a set of values: .automatic, .stride(by: 10), .stride(by: .month), or a list; position: .leading puts y labels on the left.",
            "AxisMarks(values: .stride(by: .month)) { value in AxisGridLine(); AxisValueLabel() }"))
        marks.addInitializer([param("preset", "AxisMarkPreset", default: true), param("position", "AxisMarkPosition", default: true),
                              param("values", "Any", default: true), param("content", "closure", default: true)],
                             doc("init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping (AxisValue) -> some AxisMark)",
                                 "Marks at the values, each with a grid line, a tick and a label, or the content the closure makes for it.",
                                 "AxisMarks(position: .leading)")) { arguments, runtime in
            let preset = arguments.has(0) ? try arguments.bound(0, as: AxisMarkPreset.self) : .automatic
            let position = arguments.has(1) ? try arguments.bound(1, as: AxisMarkPosition.self) : .automatic
            let values = arguments.has(2) ? try markValues(try arguments.value(2), runtime: runtime) : .automatic
            var components: (@Sendable (AxisValue) throws -> [AxisMarkComponent])?
            if arguments.has(3) {
                let closure = try arguments.function(3)
                nonisolated(unsafe) let session = runtime
                // Called while the chart is laid out: an error in the closure stops the layout
                // with an error that names the axis and the value (never labels silently missing).
                components = { value in try Self.components(try session.call(closure, [Value.bound(value)])) }
            }
            return .bound(AxisMarks(part: AxisPart(values: values, position: position, preset: preset, components: components)))
        }
        let values = table.type(AxisMarkValues.self, doc("enum AxisMarkValues",
            "Which values an axis marks: .automatic, .automatic(desiredCount:), .stride(by: 10), .stride(by: .month, count: 3), or a list of values.",
            "AxisMarks(values: .stride(by: .month))"))
        values.addStatic("automatic", GrammarFunction.make("automatic", [.init(label: "desiredCount", isOptional: true), .init(label: "roundLowerBound", isOptional: true),
                                                                          .init(label: "roundUpperBound", isOptional: true),
                                                                          .init(label: "includesZero", isOptional: true), .init(label: "reversed", isOptional: true)]) { arguments in
            if case .void = arguments[3], case .void = arguments[4] {
                if case .int(let count) = arguments[0] { return .bound(AxisMarkValues.automatic(desiredCount: count)) }
                return .bound(AxisMarkValues.automatic)
            }
            var includesZero: Bool?, reversed: Bool?
            if case .bool(let flag) = arguments[3] { includesZero = flag }
            if case .bool(let flag) = arguments[4] { reversed = flag }
            return .bound(AutomaticScaleDomain.automatic(includesZero: includesZero, reversed: reversed))
        }, doc("static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues",
               "Nice values chosen from the scale, about desiredCount of them; .automatic(includesZero: false) is a scale domain from the data without zero.",
               "AxisMarks(values: .automatic(desiredCount: 4))"))
        values.addStatic("stride", GrammarFunction.make("stride", [.init(label: "by"), .init(label: "count", isOptional: true),
                                                                  .init(label: "roundLowerBound", isOptional: true), .init(label: "roundUpperBound", isOptional: true),
                                                                  .init(label: "calendar", isOptional: true)]) { arguments in
            if let step = arguments[0].asDouble { return .bound(AxisMarkValues.stride(by: step)) }
            let unit = try GrammarValues.dateUnit(arguments[0])
            var count = 1
            if case .int(let given) = arguments[1] { count = Swift.max(given, 1) }
            return .bound(AxisMarkValues.strideDates(unit, count: count))
        }, doc("static func stride(by step: Double) -> AxisMarkValues",
               "Every step along a number axis; .stride(by: .month, count: 3) every three months along a date axis.", "AxisMarks(values: .stride(by: 10))"))
        table.type(AutomaticScaleDomain.self, doc("struct AutomaticScaleDomain", "A scale domain from the data: .automatic(includesZero: false, reversed: true).",
                                                   ".chartYScale(domain: .automatic(includesZero: false))"))
        table.enumeration(AxisMarkPosition.self, "Where an axis's labels go: .automatic, .leading, .trailing, .top, .bottom.", example: "AxisMarks(position: .leading)")
        table.enumeration(AxisMarkPreset.self, "How an axis's labels sit against the plot: .automatic, .extended, .aligned, .inset.", example: "AxisMarks(preset: .aligned)")
        let axisValue = table.type(AxisValue.self, doc("struct AxisValue", "One value an axis marks, given to an AxisMarks closure: value.as(Double.self), value.index, value.count.",
                                                       "AxisMarks { value in AxisValueLabel() }"))
        axisValue.bindReadOnly("index", \AxisValue.index, .int, "The value's place among the axis's values.", example: "value.index")
        axisValue.bindReadOnly("count", \AxisValue.count, .int, "How many values the axis marks.", example: "value.count")
        axisValue.addMethod("as", [param(nil, "Any")], doc("func `as`<P: Plottable>(_ type: P.Type) -> P?",
            "The value as a type (Double.self, Int.self, String.self, Date.self), nil when it is not one.", "value.as(Double.self)")) { receiver, arguments, _ in
            let value = try axisValue.payload(receiver, as: AxisValue.self).value
            guard case .type(let requested) = try arguments.value(0) else { return .null }
            switch (requested.name, value) {
            case ("Double", .number(let number)): return .wrapped(.double(number))
            case ("Int", .number(let number)) where number == number.rounded() && abs(number) < 1e15: return .wrapped(.int(Int(number)))
            case ("String", .category(let text)): return .wrapped(.string(text))
            case ("Date", .date(let date)): return .wrapped(.native(NativeBox(typeName: DateBindings.typeName, payload: date)))
            default: return .null
            }
        }
        registerComponents(table)
        LabelFittingBindings.register(in: table)
    }

    /// The values an axis marks from a cell value.
    static func markValues(_ value: Value, runtime: Runtime) throws -> AxisMarkValues {
        switch value {
        case .native(let box):
            if let values = box.payload as? AxisMarkValues { return values }
        case .function, .implicitMember("automatic"):
            return .automatic
        case .array, .range, .closedRange:
            return .values(try GrammarValues.elements(of: value, runtime: runtime).map { try GrammarValues.plotted($0, runtime: runtime, label: "values") })
        default: break
        }
        throw ScriptError.typeMismatch("values: is .automatic, .stride(by:), or a list of values, not \(value.typeName)")
    }

    /// The axis parts an `AxisContentBuilder` block made.
    static func parts(_ value: Value) throws -> [AxisPart] {
        switch value {
        case .native(let box):
            var parts: [AxisPart] = []
            if let content = box.payload as? any AxisContent { content.collectAxisParts(into: &parts); return parts }
        case .void: return []
        default: break
        }
        throw ScriptError.typeMismatch("an axis closure holds AxisMarks, not \(value.typeName)")
    }

    /// The components an `AxisMarkBuilder` block made.
    static func components(_ value: Value) throws -> [AxisMarkComponent] {
        switch value {
        case .native(let box):
            if let list = box.payload as? AxisMarkList { return list.components }
            if let mark = box.payload as? any AxisMark { return [mark.component] }
        case .void, .null: return []
        default: break
        }
        throw ScriptError.typeMismatch("an AxisMarks closure holds AxisGridLine, AxisTick and AxisValueLabel, not \(value.typeName)")
    }

    private static func registerBuilders(_ table: BindingTable) {
        let content = table.type("AxisContentBuilder", doc("@resultBuilder enum AxisContentBuilder", "Builds an axis from AxisMarks written one after another.",
                                                           "chart.chartXAxis { AxisMarks() }"))
        func axisContent(_ value: Value) throws -> any AxisContent {
            if case .native(let box) = value, let part = box.payload as? any AxisContent { return part }
            if case .void = value { return AxisContentList([]) }
            throw ScriptError.typeMismatch("an axis closure holds AxisMarks, not \(value.typeName)")
        }
        content.addStatic("buildBlock", GrammarFunction.make("buildBlock", [.init(label: nil, isOptional: true, isVariadic: true)]) { values in
            guard case .array(let parts) = values[0] else { return .bound(AxisContentList([])) }
            return .bound(AxisContentList(try parts.values.map(axisContent)))
        }, doc("static func buildBlock(_ parts: any AxisContent...) -> AxisContentList", "The parts of a block.", "AxisContentBuilder.buildBlock()"))
        for name in ["buildExpression", "buildOptional", "buildArray", "buildLimitedAvailability"] {
            content.addStatic(name, GrammarFunction.make(name, [.init(label: nil)]) { values in
                if case .array(let array) = values[0] { return .bound(AxisContentList(try array.values.map(axisContent))) }
                if case .null = values[0] { return .bound(AxisContentList([])) }
                return .bound(AxisContentList([try axisContent(values[0])]))
            }, doc("static func \(name)(_ content: some AxisContent) -> some AxisContent", "Axis content.", "AxisContentBuilder.\(name)(AxisMarks())"))
        }
        content.addStatic("buildEither", GrammarFunction.make("buildEither", [.init(label: "first", isOptional: true), .init(label: "second", isOptional: true)]) { values in
            if case .void = values[0] { return .bound(AxisContentList([try axisContent(values[1])])) }
            return .bound(AxisContentList([try axisContent(values[0])]))
        }, doc("static func buildEither(first content: some AxisContent) -> some AxisContent", "A branch of an if/else.", "AxisContentBuilder.buildEither(first: AxisMarks())"))
        let marks = table.type("AxisMarkBuilder", doc("@resultBuilder enum AxisMarkBuilder", "Builds one value's axis marks: AxisGridLine, AxisTick, AxisValueLabel.",
                                                      "AxisMarks { _ in AxisGridLine() }"))
        marks.addStatic("buildBlock", GrammarFunction.make("buildBlock", [.init(label: nil, isOptional: true, isVariadic: true)]) { values in
            guard case .array(let parts) = values[0] else { return .bound(AxisMarkList(components: [])) }
            return .bound(AxisMarkList(components: try parts.values.flatMap(components)))
        }, doc("static func buildBlock(_ parts: [AxisMarkComponent]...) -> AxisMarkList", "The marks of a block.", "AxisMarkBuilder.buildBlock()"))
        for name in ["buildExpression", "buildOptional", "buildArray", "buildLimitedAvailability"] {
            marks.addStatic(name, GrammarFunction.make(name, [.init(label: nil)]) { values in
                if case .array(let array) = values[0] { return .bound(AxisMarkList(components: try array.values.flatMap(components))) }
                return .bound(AxisMarkList(components: try components(values[0])))
            }, doc("static func \(name)(_ mark: some AxisMark) -> AxisMarkList", "Axis marks.", "AxisMarkBuilder.\(name)(AxisTick())"))
        }
        marks.addStatic("buildEither", GrammarFunction.make("buildEither", [.init(label: "first", isOptional: true), .init(label: "second", isOptional: true)]) { values in
            if case .void = values[0] { return .bound(AxisMarkList(components: try components(values[1]))) }
            return .bound(AxisMarkList(components: try components(values[0])))
        }, doc("static func buildEither(first parts: AxisMarkList) -> AxisMarkList", "A branch of an if/else.", "AxisMarkBuilder.buildEither(first: AxisMarkList(components: []))"))
        table.type(AxisMarkList.self, doc("struct AxisMarkList", "One value's axis marks, as an AxisMarks closure builds them.", "AxisMarks { _ in AxisGridLine() }"))
        table.type(AxisContentList.self, doc("struct AxisContentList", "An axis's marks, as a chartXAxis closure builds them.", "chart.chartXAxis { AxisMarks() }"))
    }

    private static func registerComponents(_ table: BindingTable) {
        let grid = table.type(AxisGridLine.self, doc("struct AxisGridLine", "A line across the plot at an axis value.", "AxisGridLine()"))
        grid.addInitializer([param("centered", "Bool?", default: true), param("stroke", "StrokeStyle?", default: true)],
                            doc("init(centered: Bool? = nil, stroke: StrokeStyle? = nil)", "A grid line, between categories when centered.",
                                "AxisGridLine(stroke: StrokeStyle(lineWidth: 1, dash: [2, 2]))")) { arguments, _ in
            let centered = arguments.has(0) ? try Bridge.bool.optional.fromValue(try arguments.value(0)) : nil
            let stroke = arguments.has(1) ? try Bridge<StrokeStyle>.native().optional.fromValue(try arguments.value(1)) : nil
            return .bound(AxisGridLine(centered: centered, stroke: stroke))
        }
        grid.addMethod("foregroundStyle", [param(nil, "Any")], doc("func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisGridLine",
            "The grid line in a colour.", "AxisGridLine().foregroundStyle(.gray)")) { receiver, arguments, _ in
            .bound(try grid.payload(receiver, as: AxisGridLine.self).foregroundStyle(AnyShapeStyle(PaintStyle(paint: try GrammarValues.paint(try arguments.value(0))))))
        }
        let tick = table.type(AxisTick.self, doc("struct AxisTick", "A short line on the axis at a value.", "AxisTick()"))
        tick.addInitializer([param("centered", "Bool?", default: true), param("length", "Double", default: true), param("stroke", "StrokeStyle?", default: true)],
                            doc("init(centered: Bool? = nil, length: CGFloat = 4, stroke: StrokeStyle? = nil)", "A tick length points long.",
                                "AxisTick(length: 6)")) { arguments, _ in
            let centered = arguments.has(0) ? try Bridge.bool.optional.fromValue(try arguments.value(0)) : nil
            let length = arguments.has(1) ? try arguments.double(1) : 4
            let stroke = arguments.has(2) ? try Bridge<StrokeStyle>.native().optional.fromValue(try arguments.value(2)) : nil
            return .bound(AxisTick(centered: centered, length: length, stroke: stroke))
        }
        let label = table.type(AxisValueLabel.self, doc("struct AxisValueLabel",
            "A value's label on the axis: the value as the axis prints it, through a format style (format: .dateTime.month()), or text of your own; centered between dates when centered: true.",
            "AxisValueLabel(centered: true)"))
        label.addInitializer([param("format", "Any", default: true), param("centered", "Bool?", default: true), param("anchor", "Any", default: true),
                              param("multiLabelAlignment", "Any", default: true), param("collisionResolution", "Any", default: true),
                              param("offsetsMarks", "Any", default: true), param("orientation", BindingTable.name(of: AxisValueLabelOrientation.self), default: true),
                              param("horizontalSpacing", "Any", default: true), param("verticalSpacing", "Any", default: true),
                              param("content", "closure", default: true)],
                             doc("init<F: FormatStyle>(format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, …) where F.FormatInput: Plottable, F.FormatOutput == String",
                                 "The value printed as the axis prints it, or through a format style, or the text the closure gives; labels that would overlap are thinned (collisionResolution: .automatic), kept greedily (.greedy), shortened (.truncate) or all drawn (.disabled); orientation: .vertical turns x labels to read upwards.",
                                 "AxisValueLabel(format: .dateTime.month(.abbreviated))")) { arguments, runtime in
            let centered = arguments.has(1) ? try Bridge.bool.optional.fromValue(try arguments.value(1)) : nil
            let collisionResolution = arguments.has(4) ? try LabelFittingBindings.collisionResolution(try arguments.value(4)) : .automatic
            let orientation = arguments.has(6) ? try LabelFittingBindings.orientation(try arguments.value(6)) : .automatic
            if arguments.has(9) {
                let result = try runtime.call(try arguments.function(9), [])
                let text = try SwiftUIBindings.lines(result).texts.first ?? Text("")
                return .bound(AxisValueLabel(centered: centered, collisionResolution: collisionResolution, orientation: orientation) {
                    ViewList(views: [text])
                })
            }
            guard arguments.has(0) else {
                return .bound(AxisValueLabel(centered: centered, collisionResolution: collisionResolution, orientation: orientation))
            }
            let style = try arguments.value(0)
            nonisolated(unsafe) let session = runtime
            let format: @Sendable (PlottedValue) throws -> String = { value in
                let argument: Value
                switch value {
                case .number(let number): argument = .double(number)
                case .category(let text): return text
                case .date(let date): argument = .native(NativeBox(typeName: DateBindings.typeName, payload: date))
                }
                return try SwiftUIBindings.formatted(argument, style: style, runtime: session)
            }
            return .bound(AxisValueLabel(component: .label(format: format, text: nil, centered: centered, font: nil, color: nil,
                                                           fitting: AxisLabelFitting(collisionResolution: collisionResolution, orientation: orientation))))
        }
        label.addMethod("font", [param(nil, "Font")], doc("func font(_ font: Font?) -> AxisValueLabel", "The label in a font.", "AxisValueLabel().font(.caption)")) { receiver, arguments, _ in
            .bound(try label.payload(receiver, as: AxisValueLabel.self).font(try arguments.bound(0, as: Font.self)))
        }
        label.addMethod("foregroundStyle", [param(nil, "Any")], doc("func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisValueLabel",
            "The label in a colour.", "AxisValueLabel().foregroundStyle(.blue)")) { receiver, arguments, _ in
            .bound(try label.payload(receiver, as: AxisValueLabel.self).foregroundStyle(AnyShapeStyle(PaintStyle(paint: try GrammarValues.paint(try arguments.value(0))))))
        }
    }
}

/// A paint as a shape style, to hand the library's generic style modifiers a paint read at run time.
struct PaintStyle: ShapeStyle {
    let paint: Paint
}
