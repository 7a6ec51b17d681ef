import ChartCore

/// The SwiftUI values charts use: `Text` with fonts and styles, stacks of texts, colours'
/// `opacity` and `gradient`, gradients, `StrokeStyle`, alignments, edges, visibility, and the
/// small enums of Swift Charts (annotation positions, sizes, stacking, interpolation, symbols,
/// scale types).
enum SwiftUIBindings {
    static func register(in table: BindingTable) {
        registerText(table)
        registerViews(table)
        registerStyles(table)
        registerEnums(table)
    }

    // MARK: Helpers the other bindings use

    /// The lines of text a view value shows (a `Text`, a stack, a view builder's block).
    static func lines(_ value: Value) throws -> AnnotationLines {
        switch value {
        case .native(let box):
            if let view = box.payload as? any View { return view.annotationLines }
        case .string(let text): return AnnotationLines(texts: [Text(text)])
        case .void, .null: return AnnotationLines(texts: [])
        default: break
        }
        throw ScriptError.typeMismatch("an annotation shows Text (or a VStack of texts), not \(value.typeName)")
    }

    /// `value` formatted through a format style value, as `value.formatted(style)` does.
    static func formatted(_ value: Value, style: Value, runtime: Runtime) throws -> String {
        guard let binding = Members.binding(for: value), let overloads = binding.methods["formatted"] else { return "\(value)" }
        var failure: (any Error)?
        for overload in overloads where overload.parameters.count == 1 {
            var receiver = value
            do {
                if case .string(let text) = try overload.body(&receiver, BoundArguments(values: [style], callee: "formatted"), runtime) { return text }
            } catch {
                failure = failure ?? error
            }
        }
        // The overload's own reason (a style that does not apply to the value) says more than ours.
        if let failure { throw failure }
        throw ScriptError.typeMismatch("cannot format a \(value.typeName) with \(style.typeName)")
    }

    /// Edges from `.all`, `.horizontal`, `[.top, .leading]` ….
    static func edges(_ value: Value) throws -> Edge.Set {
        switch value {
        case .native(let box):
            if let set = box.payload as? Edge.Set { return set }
        case .implicitMember(let name):
            if let set = edgeSets.first(where: { $0.0 == name })?.1 { return set }
        case .array(let array):
            return try array.values.reduce(into: Edge.Set()) { $0.formUnion(try edges($1)) }
        default: break
        }
        throw ScriptError.typeMismatch("edges are .all, .horizontal, .vertical, .top, .bottom, .leading or .trailing, not \(value.typeName)")
    }

    /// `Edge.Set`, named in full (its own name, `Set`, is Swift's set's).
    static let edgeSetTypeName = "Edge.Set"

    private static let edgeSets: [(String, Edge.Set)] = [("all", .all), ("horizontal", .horizontal), ("vertical", .vertical), ("top", .top),
                                                           ("bottom", .bottom), ("leading", .leading), ("trailing", .trailing)]

    // MARK: Text

    private static func registerText(_ table: BindingTable) {
        let text = table.type(Text.self, doc("struct Text", "A line of text in a chart (SwiftUI's Text): an annotation, an axis label; with a font, weight and colour.",
                                             "Text(\"Average\").font(.caption).bold()"))
        text.addInitializer([param(nil, "Any")], doc("init<S: StringProtocol>(_ content: S)",
            "Text showing a string; \"\\(value, specifier: \"%.1f\")\" interpolations format numbers printf-style.", "Text(\"Goal\")")) { arguments, _ in
            let value = try arguments.value(0)
            guard case .string(let content) = value else { throw ScriptError.typeMismatch("Text(_:) takes a String, not \(value.typeName)") }
            return .bound(Text(content))
        }
        text.addInitializer([param("verbatim", "String")], doc("init(verbatim content: String)", "Text showing a string as written.",
                                                              "Text(verbatim: \"100%\")")) { arguments, _ in
            .bound(Text(verbatim: try arguments.string(0)))
        }
        text.addInitializer([param(nil, "Any"), param("format", "Any")], doc("init<F: FormatStyle>(_ input: F.FormatInput, format: F)",
            "Text showing a value through a format style.", "Text(total, format: .number)")) { arguments, runtime in
            .bound(Text(try formatted(try arguments.value(0), style: try arguments.value(1), runtime: runtime)))
        }
        text.bindReadOnly("content", \Text.content, .string, "The characters shown.", example: "Text(\"Goal\").content")
        text.addMethod("font", [param(nil, "Font?")], doc("func font(_ font: Font?) -> Text", "The text in a font: .caption, .headline, .system(size: 14).",
                                                          "Text(\"Goal\").font(.caption)")) { receiver, arguments, _ in
            .bound(try text.payload(receiver, as: Text.self).font(try Bridge<Font>.native().optional.fromValue(try arguments.value(0))))
        }
        text.addMethod("bold", [param(nil, "Bool", default: true)], doc("func bold(_ isActive: Bool = true) -> Text", "The text in bold.", "Text(\"Goal\").bold()")) { receiver, arguments, _ in
            .bound(try text.payload(receiver, as: Text.self).bold(arguments.has(0) ? try arguments.bool(0) : true))
        }
        text.addMethod("italic", [param(nil, "Bool", default: true)], doc("func italic(_ isActive: Bool = true) -> Text", "The text in italics.", "Text(\"Goal\").italic()")) { receiver, arguments, _ in
            .bound(try text.payload(receiver, as: Text.self).italic(arguments.has(0) ? try arguments.bool(0) : true))
        }
        text.addMethod("fontWeight", [param(nil, "FontWeight?")], doc("func fontWeight(_ weight: Font.Weight?) -> Text", "The text at a weight.",
                                                                      "Text(\"Goal\").fontWeight(.semibold)")) { receiver, arguments, _ in
            .bound(try text.payload(receiver, as: Text.self).fontWeight(try Bridge<FontWeight>.native().optional.fromValue(try arguments.value(0))))
        }
        text.addMethod("foregroundStyle", [param(nil, "Any")], doc("func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text", "The text in a colour.",
                                                                   "Text(\"Goal\").foregroundStyle(.secondary)")) { receiver, arguments, _ in
            .bound(try text.payload(receiver, as: Text.self).foregroundStyle(PaintStyle(paint: try GrammarValues.paint(try arguments.value(0)))))
        }
        text.addMethod("foregroundColor", [param(nil, "Color?")], doc("func foregroundColor(_ color: Color?) -> Text", "The text in a colour.",
                                                                      "Text(\"Goal\").foregroundColor(.red)")) { receiver, arguments, _ in
            .bound(try text.payload(receiver, as: Text.self).foregroundColor(try Bridge<Color>.native().optional.fromValue(try arguments.value(0))))
        }
        text.describe = { payload in (payload as? Text).map { "Text(\"\($0.content)\")" } ?? "Text" }
        let font = table.type(Font.self, doc("struct Font", "A text font (SwiftUI's Font): .largeTitle, .title, .headline, .body, .caption … or .system(size:weight:).",
                                             "Text(\"Goal\").font(.caption)"))
        let styles: [(String, Font)] = [("largeTitle", .largeTitle), ("title", .title), ("title2", .title2), ("title3", .title3), ("headline", .headline),
                                        ("subheadline", .subheadline), ("body", .body), ("callout", .callout), ("footnote", .footnote),
                                        ("caption", .caption), ("caption2", .caption2)]
        for (name, value) in styles {
            font.addStatic(name, .bound(value), doc("static let \(name): Font", "\(PlottedValue.text(of: value.size)) points\(value.weight == .regular ? "" : ", \(value.weight.rawValue)").", ".font(.\(name))"))
        }
        font.addStatic("system", GrammarFunction.make("system", [.init(label: "size"), .init(label: "weight", isOptional: true), .init(label: "design", isOptional: true)]) { values in
            guard let size = values[0].asDouble else { throw ScriptError.typeMismatch("system(size:) takes a number of points") }
            var weight = FontWeight.regular
            if case .native(let box) = values[1], let given = box.payload as? FontWeight { weight = given }
            if case .implicitMember(let name) = values[1], let given = FontWeight(rawValue: name) { weight = given }
            return .bound(Font.system(size: size, weight: weight))
        }, doc("static func system(size: CGFloat, weight: Font.Weight = .regular) -> Font", "The system font at a size and weight.", ".font(.system(size: 14, weight: .bold))"))
        font.addMethod("bold", [], doc("func bold() -> Font", "The same font, bold.", ".font(.caption.bold())")) { receiver, _, _ in
            .bound(try font.payload(receiver, as: Font.self).bold())
        }
        font.addMethod("italic", [], doc("func italic() -> Font", "The same font, italic.", ".font(.caption.italic())")) { receiver, _, _ in
            .bound(try font.payload(receiver, as: Font.self).italic())
        }
        font.addMethod("weight", [param(nil, "FontWeight")], doc("func weight(_ weight: Font.Weight) -> Font", "The same font at a weight.", ".font(.caption.weight(.semibold))")) { receiver, arguments, _ in
            .bound(try font.payload(receiver, as: Font.self).weight(try arguments.bound(0, as: FontWeight.self)))
        }
    }

    // MARK: Views

    private static func registerViews(_ table: BindingTable) {
        let builder = table.type("ViewBuilder", doc("@resultBuilder enum ViewBuilder", "Builds annotation content from texts written one after another.",
                                                    ".annotation { Text(\"a\"); Text(\"b\") }"))
        func view(_ value: Value) throws -> any View {
            if case .native(let box) = value, let view = box.payload as? any View { return view }
            if case .string(let text) = value { return Text(text) }
            if case .void = value { return EmptyView() }
            if case .null = value { return EmptyView() }
            throw ScriptError.typeMismatch("annotation content is Text, VStack or HStack, not \(value.typeName)")
        }
        builder.addStatic("buildBlock", GrammarFunction.make("buildBlock", [.init(label: nil, isOptional: true, isVariadic: true)]) { values in
            guard case .array(let parts) = values[0] else { return .bound(ViewList(views: [])) }
            return .bound(ViewList(views: try parts.values.map(view)))
        }, doc("static func buildBlock(_ views: any View...) -> ViewList", "The views of a block.", "ViewBuilder.buildBlock()"))
        for name in ["buildExpression", "buildOptional", "buildLimitedAvailability"] {
            builder.addStatic(name, GrammarFunction.make(name, [.init(label: nil)]) { values in .bound(ViewList(views: [try view(values[0])])) },
                              doc("static func \(name)(_ view: any View) -> any View", "A view.", "ViewBuilder.\(name)(Text(\"a\"))"))
        }
        builder.addStatic("buildArray", GrammarFunction.make("buildArray", [.init(label: nil)]) { values in
            guard case .array(let array) = values[0] else { return .bound(ViewList(views: [])) }
            return .bound(ViewList(views: try array.values.map(view)))
        }, doc("static func buildArray(_ views: [any View]) -> any View", "The views of a loop.", "ViewBuilder.buildArray([])"))
        builder.addStatic("buildEither", GrammarFunction.make("buildEither", [.init(label: "first", isOptional: true), .init(label: "second", isOptional: true)]) { values in
            if case .void = values[0] { return .bound(ViewList(views: [try view(values[1])])) }
            return .bound(ViewList(views: [try view(values[0])]))
        }, doc("static func buildEither(first view: any View) -> any View", "A branch of an if/else.", "ViewBuilder.buildEither(first: Text(\"a\"))"))
        table.type(ViewList.self, doc("struct ViewList", "Views one after another, as a view builder makes them.", ".annotation { Text(\"a\"); Text(\"b\") }"))
        for (name, isVertical) in [("VStack", true), ("HStack", false)] {
            let stack = table.type(isVertical ? BindingTable.name(of: VStack.self) : BindingTable.name(of: HStack.self),
                                   doc("struct \(name)", isVertical ? "Views stacked top to bottom (SwiftUI's VStack)." : "Views side by side (SwiftUI's HStack).",
                                       "\(name) { Text(\"a\"); Text(\"b\") }"))
            stack.addInitializer([param("alignment", "Any", default: true), param("spacing", "Double", default: true), param("content", "closure")],
                                 doc("init(alignment: \(isVertical ? "HorizontalAlignment" : "VerticalAlignment") = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)",
                                     isVertical ? "Texts stacked top to bottom, lined up .leading, .center or .trailing." : "Texts side by side.",
                                     "\(name)(alignment: .leading) { Text(\"Goal\").bold(); Text(\"30\") }")) { arguments, runtime in
                let result = try runtime.call(try arguments.function(2), [])
                let content = try lines(result)
                let list = ViewList(views: content.texts)
                if isVertical {
                    var alignment = HorizontalAlignment.center
                    if arguments.has(0) {
                        let value = try arguments.value(0)
                        if case .native(let box) = value, let given = box.payload as? HorizontalAlignment { alignment = given }
                        if case .implicitMember(let name) = value, let given = HorizontalAlignment(rawValue: name) { alignment = given }
                    }
                    return .bound(VStack(alignment: alignment) { list })
                }
                return .bound(HStack { list })
            }
        }
        let circle = table.type(Circle.self, doc("struct Circle", "A filled circle (SwiftUI's Circle), 8 points wide unless framed, as an annotation.",
                                                 "Circle().fill(.red).frame(width: 6, height: 6)"))
        circle.addInitializer([], doc("init()", "A circle.", "Circle()")) { _, _ in .bound(Circle()) }
        circle.addMethod("fill", [param(nil, "Any")], doc("func fill<S: ShapeStyle>(_ style: S) -> Circle", "The circle filled with a style.", "Circle().fill(.red)")) { receiver, arguments, _ in
            .bound(try circle.payload(receiver, as: Circle.self).fill(PaintStyle(paint: try GrammarValues.paint(try arguments.value(0)))))
        }
        circle.addMethod("frame", [param("width", "Double", default: true), param("height", "Double", default: true)],
                         doc("func frame(width: CGFloat? = nil, height: CGFloat? = nil) -> Circle", "The circle at a size.", "Circle().frame(width: 6, height: 6)")) { receiver, arguments, _ in
            .bound(try circle.payload(receiver, as: Circle.self).frame(width: arguments.has(0) ? try arguments.double(0) : nil,
                                                                       height: arguments.has(1) ? try arguments.double(1) : nil))
        }
        let plotArea = table.type(ChartPlotContent.self, doc("struct ChartPlotContent", "The plot area as chartPlotStyle's closure styles it: background, border, frame.",
                                                             "chart.chartPlotStyle { $0.background(.gray.opacity(0.1)) }"))
        plotArea.addMethod("background", [param(nil, "Any")], doc("func background<S: ShapeStyle>(_ style: S) -> ChartPlotContent", "The plot area with a background.",
                                                                  "$0.background(.gray.opacity(0.1))")) { receiver, arguments, _ in
            .bound(try plotArea.payload(receiver, as: ChartPlotContent.self).background(PaintStyle(paint: try GrammarValues.paint(try arguments.value(0)))))
        }
        plotArea.addMethod("border", [param(nil, "Any"), param("width", "Double", default: true)], doc("func border<S: ShapeStyle>(_ style: S, width: CGFloat = 1) -> ChartPlotContent",
            "The plot area with a border.", "$0.border(.gray)")) { receiver, arguments, _ in
            .bound(try plotArea.payload(receiver, as: ChartPlotContent.self).border(PaintStyle(paint: try GrammarValues.paint(try arguments.value(0))),
                                                                                   width: arguments.has(1) ? try arguments.double(1) : 1))
        }
        plotArea.addMethod("clipped", [param("antialiased", "Bool", default: true)], doc("func clipped(antialiased: Bool = false) -> ChartPlotContent",
            "The plot area cutting its marks at its edges: bars beyond a fixed domain stop there.", "$0.clipped()")) { receiver, _, _ in
            .bound(try plotArea.payload(receiver, as: ChartPlotContent.self).clipped())
        }
        plotArea.addMethod("frame", [param("width", "Double", default: true), param("height", "Double", default: true)],
                           doc("func frame(width: CGFloat? = nil, height: CGFloat? = nil) -> ChartPlotContent", "The plot area at a fixed size.", "$0.frame(height: 200)")) { receiver, arguments, _ in
            .bound(try plotArea.payload(receiver, as: ChartPlotContent.self).frame(width: arguments.has(0) ? try arguments.double(0) : nil,
                                                                                  height: arguments.has(1) ? try arguments.double(1) : nil))
        }
        table.type(AnnotationContext.self, doc("struct AnnotationContext", "What an annotation's content closure is told about its place.", ".annotation { context in Text(\"a\") }"))
    }

    // MARK: Styles

    private static func registerStyles(_ table: BindingTable) {
        if let color = table.types["Color"] {
            color.addMethod("opacity", [param(nil, "Double")], doc("func opacity(_ opacity: Double) -> Color", "The colour made opacity times as opaque (SwiftUI's opacity).",
                                                                  "Color.blue.opacity(0.3)")) { receiver, arguments, _ in
                .bound(try color.payload(receiver, as: Color.self).opacity(try arguments.double(0)))
            }
            color.addProperty("gradient", type: "AnyGradient", doc("var gradient: AnyGradient { get }", "A gentle top-to-bottom gradient from the colour (SwiftUI's Color.gradient).",
                                                                   ".foregroundStyle(.blue.gradient)")) { value in
                .bound(try color.payload(value, as: Color.self).gradient)
            }
        }
        table.type(AnyGradient.self, doc("struct AnyGradient", "A gradient whose direction the mark chooses: top to bottom.", ".foregroundStyle(.blue.gradient)"))
        let hierarchical = table.type(HierarchicalShapeStyle.self, doc("struct HierarchicalShapeStyle", "Levels of emphasis: .primary, .secondary, .tertiary, .quaternary.",
                                                                       "Text(\"note\").foregroundStyle(.secondary)"))
        for (name, style) in [("primary", HierarchicalShapeStyle.primary), ("secondary", .secondary), ("tertiary", .tertiary), ("quaternary", .quaternary)] {
            hierarchical.addStatic(name, .bound(style), doc("static var \(name): HierarchicalShapeStyle", "The \(name) level of emphasis.", ".foregroundStyle(.\(name))"))
        }
        let gradient = table.type(Gradient.self, doc("struct Gradient", "Colour stops along a gradient.", "Gradient(colors: [.blue, .clear])"))
        gradient.addInitializer([param("colors", "[Color]")], doc("init(colors: [Color])", "Stops spread evenly over the colours.", "Gradient(colors: [.blue, .clear])")) { arguments, _ in
            .bound(Gradient(colors: try Bridge<Color>.native().array.fromValue(try arguments.value(0))))
        }
        let linear = table.type(LinearGradient.self, doc("struct LinearGradient", "A linear gradient between two unit points, as a mark's or plot area's style.",
                                                         "LinearGradient(colors: [.blue, .blue.opacity(0)], startPoint: .top, endPoint: .bottom)"))
        linear.addInitializer([param("colors", "[Color]"), param("startPoint", "UnitPoint"), param("endPoint", "UnitPoint")],
                              doc("init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint)", "A gradient of evenly spread colours.",
                                  "LinearGradient(colors: [.blue, .clear], startPoint: .top, endPoint: .bottom)")) { arguments, _ in
            .bound(LinearGradient(colors: try Bridge<Color>.native().array.fromValue(try arguments.value(0)),
                                  startPoint: try arguments.bound(1, as: UnitPoint.self), endPoint: try arguments.bound(2, as: UnitPoint.self)))
        }
        linear.addInitializer([param("gradient", "Gradient"), param("startPoint", "UnitPoint"), param("endPoint", "UnitPoint")],
                              doc("init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)", "A gradient of a gradient's stops.",
                                  "LinearGradient(gradient: Gradient(colors: [.blue, .clear]), startPoint: .top, endPoint: .bottom)")) { arguments, _ in
            .bound(LinearGradient(gradient: try arguments.bound(0, as: Gradient.self), startPoint: try arguments.bound(1, as: UnitPoint.self),
                                  endPoint: try arguments.bound(2, as: UnitPoint.self)))
        }
        let unitPoint = table.type(UnitPoint.self, doc("struct UnitPoint", "A point in a shape's unit square: .top, .bottom, .leading, .trailing, .center and the corners.",
                                                       "LinearGradient(colors: [.blue, .clear], startPoint: .top, endPoint: .bottom)"))
        for (name, point) in [("top", UnitPoint.top), ("bottom", .bottom), ("leading", .leading), ("trailing", .trailing), ("center", .center),
                              ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing)] {
            unitPoint.addStatic(name, .bound(point), doc("static let \(name): UnitPoint", "The \(name) of a shape's box.", "startPoint: .\(name)"))
        }
        unitPoint.addInitializer([param("x", "Double"), param("y", "Double")], doc("init(x: CGFloat, y: CGFloat)", "A unit point.", "UnitPoint(x: 0.5, y: 0)")) { arguments, _ in
            .bound(UnitPoint(x: try arguments.double(0), y: try arguments.double(1)))
        }
        let stroke = table.type(StrokeStyle.self, doc("struct StrokeStyle", "How a line is stroked: width, dashes, caps and joins (SwiftUI's StrokeStyle).",
                                                      "StrokeStyle(lineWidth: 2, dash: [5, 3])"))
        stroke.addInitializer([param("lineWidth", "Double", default: true), param("lineCap", "LineCap", default: true), param("lineJoin", "LineJoin", default: true),
                               param("miterLimit", "Double", default: true), param("dash", "[Double]", default: true), param("dashPhase", "Double", default: true)],
                              doc("init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0)",
                                  "A stroke style.", "StrokeStyle(lineWidth: 2, dash: [5, 3])")) { arguments, _ in
            .bound(StrokeStyle(lineWidth: arguments.has(0) ? try arguments.double(0) : 1,
                               lineCap: arguments.has(1) ? try arguments.bound(1, as: StrokeStyle.LineCap.self) : .butt,
                               lineJoin: arguments.has(2) ? try arguments.bound(2, as: StrokeStyle.LineJoin.self) : .miter,
                               miterLimit: arguments.has(3) ? try arguments.double(3) : 10,
                               dash: arguments.has(4) ? try arguments.doubles(4) : [],
                               dashPhase: arguments.has(5) ? try arguments.double(5) : 0))
        }
        table.enumeration(StrokeStyle.LineCap.self, "How a stroke's ends are drawn: .butt, .round, .square.", example: "StrokeStyle(lineCap: .round)")
        table.enumeration(StrokeStyle.LineJoin.self, "How a stroke's corners are drawn: .miter, .round, .bevel.", example: "StrokeStyle(lineJoin: .round)")
    }

    // MARK: Enums and small values

    private static func registerEnums(_ table: BindingTable) {
        table.enumeration(AnnotationPosition.self, "Where an annotation goes beside its mark: .automatic, .top, .bottom, .leading, .trailing, .overlay and the corners.",
                          example: ".annotation(position: .top)")
        table.enumeration(Visibility.self, "Whether something is shown: .automatic, .visible, .hidden.", example: "chart.chartLegend(.hidden)")
        table.enumeration(MarkStackingMethod.self, "How bars and areas at the same place stack: .standard, .normalized, .center, .unstacked.",
                          example: "BarMark(x: .value(\"Month\", \"Jan\"), y: .value(\"Sales\", 3), stacking: .normalized)")
        table.enumeration(RoundedCornerStyle.self, "How rounded corners curve: .circular, .continuous.", example: ".cornerRadius(4, style: .circular)")
        table.enumeration(HorizontalAlignment.self, "How content lines up across: .leading, .center, .trailing.", example: "VStack(alignment: .leading) { Text(\"a\") }")
        let alignment = table.type(Alignment.self, doc("struct Alignment", "A place in a box: .center, .leading, .trailing, .top, .bottom and the corners.",
                                                       ".annotation(position: .top, alignment: .leading)"))
        for (name, value) in [("center", Alignment.center), ("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
                              ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing)] {
            alignment.addStatic(name, .bound(value), doc("static let \(name): Alignment", "The \(name) of a box.", "alignment: .\(name)"))
        }
        let edges = table.type(edgeSetTypeName, doc("struct Edge.Set", "Edges for padding: .all, .horizontal, .vertical, .top, .bottom, .leading, .trailing.", "chart.padding(.horizontal, 20)"))
        for (name, set) in edgeSets {
            edges.addStatic(name, .native(NativeBox(typeName: edgeSetTypeName, payload: set)), doc("static let \(name): Edge.Set", "The \(name) edge\(name == "all" ? "s" : "").", "chart.padding(.\(name))"))
        }
        let dimension = table.type(MarkDimension.self, doc("enum MarkDimension", "A mark's size: .automatic, .fixed(points), .ratio(of the band), .inset(points); a number means points.",
                                                           "SectorMark(angle: .value(\"n\", 3), innerRadius: .ratio(0.6))"))
        dimension.addStatic("automatic", .bound(MarkDimension.automatic), doc("case automatic", "The mark's natural size.", "width: .automatic"))
        for name in ["fixed", "ratio", "inset"] {
            dimension.addStatic(name, GrammarFunction.make(name, [.init(label: nil)]) { values in
                guard let number = values[0].asDouble else { throw ScriptError.typeMismatch(".\(name)(_:) takes a number") }
                switch name {
                case "fixed": return .bound(MarkDimension.fixed(number))
                case "ratio": return .bound(MarkDimension.ratio(number))
                default: return .bound(MarkDimension.inset(number))
                }
            }, doc("case \(name)(CGFloat)", name == "ratio" ? "A ratio of the band or radius." : name == "inset" ? "Inset from the band's edges by points." : "A fixed number of points.",
                   "innerRadius: .\(name)(\(name == "ratio" ? "0.6" : "10")))"))
        }
        dimension.bridge = { value in
            if let number = value.asDouble { return .bound(MarkDimension.fixed(number)) }
            return nil
        }
        let interpolation = table.type(InterpolationMethod.self, doc("enum InterpolationMethod",
            "How lines and areas join their points: .linear, .monotone, .catmullRom, .cardinal, .stepStart, .stepCenter, .stepEnd.", ".interpolationMethod(.monotone)"))
        for (name, method) in [("linear", InterpolationMethod.linear), ("monotone", .monotone), ("catmullRom", .catmullRom), ("cardinal", .cardinal),
                               ("stepStart", .stepStart), ("stepCenter", .stepCenter), ("stepEnd", .stepEnd)] {
            interpolation.addStatic(name, .bound(method), doc("static let \(name): InterpolationMethod", "Join points \(name == "linear" ? "with straight segments" : "as \(name)").",
                                                              ".interpolationMethod(.\(name))"))
        }
        let symbols = table.type(BasicChartSymbolShape.self, doc("struct BasicChartSymbolShape", "The symbols points are drawn with.", ".symbol(.triangle)"))
        for shape in BasicChartSymbolShape.allCases {
            symbols.addStatic(shape.name, .bound(shape), doc("static let \(shape.name): BasicChartSymbolShape", "A \(shape.name).", ".symbol(.\(shape.name))"))
        }
        symbols.describe = { payload in (payload as? BasicChartSymbolShape).map { "." + $0.name } ?? "BasicChartSymbolShape" }
        let scaleType = table.type(ScaleType.self, doc("enum ScaleType", "How a scale maps values: .linear, .log, .squareRoot, .symmetricLog, .power(exponent:), .date, .category.",
                                                       "chart.chartYScale(type: .log)"))
        for (name, type) in [("automatic", ScaleType.automatic), ("linear", .linear), ("log", .log), ("squareRoot", .squareRoot), ("symmetricLog", .symmetricLog),
                             ("date", .date), ("category", .category)] {
            scaleType.addStatic(name, .bound(type), doc("case \(name)", "A \(name) scale.", "chart.chartYScale(type: .\(name))"))
        }
        scaleType.addStatic("power", GrammarFunction.make("power", [.init(label: "exponent")]) { values in
            guard let exponent = values[0].asDouble else { throw ScriptError.typeMismatch(".power(exponent:) takes a number") }
            return .bound(ScaleType.power(exponent: exponent))
        }, doc("case power(exponent: Double)", "A power scale.", "chart.chartYScale(type: .power(exponent: 2))"))
        let range = table.type(PositionScaleRange.self, doc("struct PositionScaleRange", "A position scale's range: the plot's width or height less padding at the ends.",
                                                            "chart.chartXScale(range: .plotDimension(padding: 20))"))
        range.addStatic("plotDimension", GrammarFunction.make("plotDimension", [.init(label: "padding", isOptional: true), .init(label: "startPadding", isOptional: true),
                                                                                .init(label: "endPadding", isOptional: true)]) { values in
            let padding = values[0].asDouble ?? 0
            return .bound(PositionScaleRange.plotDimension(startPadding: values[1].asDouble ?? padding, endPadding: values[2].asDouble ?? padding))
        }, doc("static func plotDimension(padding: CGFloat = 0) -> PositionScaleRange", "The plot's width or height less padding at each end.",
               "chart.chartXScale(range: .plotDimension(padding: 20))"))
    }
}
