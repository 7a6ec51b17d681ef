import ChartCore

/// The seven marks of Swift Charts: each initializer reads its channels from `.value(…)`
/// arguments (or fixed points), and every mark takes the content modifiers
/// (`ChartContentBindings.registerModifiers`).
enum MarkBindings {
    private static let plottable = GrammarValues.plottableTypeName

    static func register(in table: BindingTable) {
        registerLine(table)
        registerBar(table)
        registerPoint(table)
        registerArea(table)
        registerRule(table)
        registerRectangle(table)
        registerSector(table)
    }

    /// The encoding of argument `index`, or a fixed position in points, or nothing.
    private enum Channel {
        case encoding(PlottedEncoding)
        case points(Double)
        case none
    }

    private static func channel(_ arguments: BoundArguments, _ index: Int, _ what: String) throws -> Channel {
        guard arguments.has(index) else { return .none }
        let value = try arguments.value(index)
        if case .null = value { return .none }
        if let number = value.asDouble { return .points(number) }
        return .encoding(try GrammarValues.encoding(value, for: what))
    }

    private static func required(_ arguments: BoundArguments, _ index: Int, _ what: String) throws -> PlottedEncoding {
        guard let encoding = try GrammarValues.encoding(arguments, index, for: what) else {
            throw ScriptError.typeMismatch("\(what) needs a value such as .value(\"Sales\", 30)")
        }
        return encoding
    }

    /// The mark dimension argument at `index`, `.automatic` when absent.
    static func dimension(_ arguments: BoundArguments, _ index: Int) throws -> MarkDimension {
        arguments.has(index) ? try GrammarValues.dimension(try arguments.value(index)) : .automatic
    }

    /// The stacking method argument at `index`, `.standard` when absent.
    static func stacking(_ arguments: BoundArguments, _ index: Int) throws -> MarkStackingMethod {
        guard arguments.has(index) else { return .standard }
        guard case .native(let box) = try arguments.value(index), let method = box.payload as? MarkStackingMethod else {
            throw ScriptError.typeMismatch("stacking: takes .standard, .normalized, .center or .unstacked")
        }
        return method
    }

    /// A fixed range from two channels given as points.
    private static func fixed(_ start: Channel, _ end: Channel) -> ClosedRange<Double>? {
        var low: Double?, high: Double?
        if case .points(let value) = start { low = value }
        if case .points(let value) = end { high = value }
        if low == nil && high == nil { return nil }
        let a = low ?? 0, b = high ?? .infinity
        return a <= b ? a...b : b...a
    }

    private static func mark(_ kind: MarkKind, _ origin: String) -> PlottedMark {
        PlottedMark(kind: kind, origin: origin)
    }

    private static func registerLine(_ table: BindingTable) {
        let type = table.type(LineMark.self, doc("struct LineMark",
            "Chart content drawn as a line through points in order, one line per series (series:, foregroundStyle(by:), symbol(by:) or lineStyle(by:)).",
            "LineMark(x: .value(\"Month\", sale.month), y: .value(\"Sales\", sale.amount))"))
        type.addInitializer([param("x", plottable), param("y", plottable), param("series", plottable, default: true)],
                            doc("init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>)",
                                "A point of a line at x, y; with series:, a point of that series' line.",
                                "LineMark(x: .value(\"Day\", 1), y: .value(\"Steps\", 8000))")) { arguments, _ in
            var line = mark(.line, arguments.has(2) ? "LineMark(x:y:series:)" : "LineMark(x:y:)")
            line.x = try required(arguments, 0, "LineMark x:")
            line.y = try required(arguments, 1, "LineMark y:")
            line.series = try GrammarValues.encoding(arguments, 2, for: "LineMark series:")
            return .bound(LineMark(plotted: line))
        }
        ChartContentBindings.registerModifiers(on: type, receiver: "LineMark(x: .value(\"Day\", 1), y: .value(\"Steps\", 8000))")
    }

    private static func registerBar(_ table: BindingTable) {
        let type = table.type(BarMark.self, doc("struct BarMark",
            "Chart content drawn as a bar: from zero to a value (stacked with the bars at the same place), between two values, or across the plot; vertical when x is a category or date, horizontal when y is.",
            "BarMark(x: .value(\"Subject\", \"Math\"), y: .value(\"Students\", 30))"))
        type.addInitializer([param("x", plottable), param("y", plottable), param("width", "Any", default: true),
                             param("height", "Any", default: true), param("stacking", "MarkStackingMethod", default: true)],
                            doc("init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard)",
                                "A bar at x up to y, stacked with the bars at the same x; with a category y, a horizontal bar along x.",
                                "BarMark(x: .value(\"Subject\", \"Math\"), y: .value(\"Students\", 30))")) { arguments, _ in
            var bar = mark(.bar, "BarMark(x:y:)")
            bar.x = try required(arguments, 0, "BarMark x:")
            bar.y = try required(arguments, 1, "BarMark y:")
            bar.width = try dimension(arguments, 2)
            bar.height = try dimension(arguments, 3)
            bar.stacking = try stacking(arguments, 4)
            return .bound(BarMark(plotted: bar))
        }
        type.addInitializer([param("x", plottable), param("yStart", "Any", default: true), param("yEnd", "Any", default: true),
                             param("width", "Any", default: true), param("stacking", "MarkStackingMethod", default: true)],
                            doc("init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard)",
                                "A bar at x across the plot's height (or yStart…yEnd points from its top); with a number x, one bar of stacked values along x; with values for yStart and yEnd, a floating bar between them.",
                                "BarMark(x: .value(\"Day\", \"Mon\"), yStart: .value(\"Low\", 4), yEnd: .value(\"High\", 12))")) { arguments, _ in
            var bar = mark(.bar, "BarMark(x:yStart:yEnd:)")
            bar.x = try required(arguments, 0, "BarMark x:")
            let start = try channel(arguments, 1, "BarMark yStart:"), end = try channel(arguments, 2, "BarMark yEnd:")
            if case .encoding(let low) = start, case .encoding(let high) = end {
                bar.y = low; bar.yEnd = high; bar.stacking = .unstacked
            } else {
                bar.fixedY = fixed(start, end) ?? 0...Double.infinity
                bar.stacking = try stacking(arguments, 4)
            }
            bar.width = try dimension(arguments, 3)
            return .bound(BarMark(plotted: bar))
        }
        type.addInitializer([param("xStart", "Any", default: true), param("xEnd", "Any", default: true), param("y", plottable),
                             param("height", "Any", default: true), param("stacking", "MarkStackingMethod", default: true)],
                            doc("init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard)",
                                "A bar at y across the plot's width; with values for xStart and xEnd, a horizontal bar between them (a Gantt bar).",
                                "BarMark(xStart: .value(\"Start\", 9), xEnd: .value(\"End\", 17), y: .value(\"Task\", \"Build\"))")) { arguments, _ in
            var bar = mark(.bar, "BarMark(xStart:xEnd:y:)")
            bar.y = try required(arguments, 2, "BarMark y:")
            let start = try channel(arguments, 0, "BarMark xStart:"), end = try channel(arguments, 1, "BarMark xEnd:")
            if case .encoding(let low) = start, case .encoding(let high) = end {
                bar.x = low; bar.xEnd = high; bar.stacking = .unstacked
            } else {
                bar.fixedX = fixed(start, end) ?? 0...Double.infinity
                bar.stacking = try stacking(arguments, 4)
            }
            bar.height = try dimension(arguments, 3)
            return .bound(BarMark(plotted: bar))
        }
        type.addInitializer([param("xStart", plottable), param("xEnd", plottable), param("yStart", plottable), param("yEnd", plottable)],
                            doc("init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>)",
                                "A bar between two values on each axis.",
                                "BarMark(xStart: .value(\"From\", 1), xEnd: .value(\"To\", 3), yStart: .value(\"Low\", 2), yEnd: .value(\"High\", 5))")) { arguments, _ in
            var bar = mark(.bar, "BarMark(xStart:xEnd:yStart:yEnd:)")
            bar.x = try required(arguments, 0, "BarMark xStart:"); bar.xEnd = try required(arguments, 1, "BarMark xEnd:")
            bar.y = try required(arguments, 2, "BarMark yStart:"); bar.yEnd = try required(arguments, 3, "BarMark yEnd:")
            bar.stacking = .unstacked
            return .bound(BarMark(plotted: bar))
        }
        ChartContentBindings.registerModifiers(on: type, receiver: "BarMark(x: .value(\"Subject\", \"Math\"), y: .value(\"Students\", 30))")
    }

    private static func registerPoint(_ table: BindingTable) {
        let type = table.type(PointMark.self, doc("struct PointMark",
            "Chart content drawn as a symbol at a place: a scatter plot's dots.",
            "PointMark(x: .value(\"Hours\", 4), y: .value(\"Score\", 71))"))
        type.addInitializer([param("x", "Any", default: true), param("y", "Any", default: true)],
                            doc("init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>)",
                                "A point at x, y; with only one of them a value, a point halfway across the other axis (or at the points given).",
                                "PointMark(x: .value(\"Hours\", 4), y: .value(\"Score\", 71))")) { arguments, _ in
            var point = mark(.point, "PointMark(x:y:)")
            switch try channel(arguments, 0, "PointMark x:") {
            case .encoding(let encoding): point.x = encoding
            case .points(let value): point.fixedX = value...value
            case .none: break
            }
            switch try channel(arguments, 1, "PointMark y:") {
            case .encoding(let encoding): point.y = encoding
            case .points(let value): point.fixedY = value...value
            case .none: break
            }
            guard point.x != nil || point.y != nil else { throw ScriptError.typeMismatch("PointMark needs x:, y: or both as .value(…)") }
            return .bound(PointMark(plotted: point))
        }
        ChartContentBindings.registerModifiers(on: type, receiver: "PointMark(x: .value(\"Hours\", 4), y: .value(\"Score\", 71))")
    }

    private static func registerArea(_ table: BindingTable) {
        let type = table.type(AreaMark.self, doc("struct AreaMark",
            "Chart content drawn as the area under a line (stacked across series) or between two values.",
            "AreaMark(x: .value(\"Month\", \"Jan\"), y: .value(\"Rain\", 40))"))
        type.addInitializer([param("x", plottable), param("y", plottable), param("series", plottable, default: true),
                             param("stacking", "MarkStackingMethod", default: true)],
                            doc("init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard)",
                                "The area from zero to y at x, stacked with the other series' areas.",
                                "AreaMark(x: .value(\"Month\", \"Jan\"), y: .value(\"Rain\", 40))")) { arguments, _ in
            var area = mark(.area, arguments.has(2) ? "AreaMark(x:y:series:)" : "AreaMark(x:y:)")
            area.x = try required(arguments, 0, "AreaMark x:")
            area.y = try required(arguments, 1, "AreaMark y:")
            area.series = try GrammarValues.encoding(arguments, 2, for: "AreaMark series:")
            area.stacking = try stacking(arguments, 3)
            return .bound(AreaMark(plotted: area))
        }
        type.addInitializer([param("x", plottable), param("yStart", plottable), param("yEnd", plottable)],
                            doc("init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>)",
                                "The band between yStart and yEnd at x (a range, a confidence band).",
                                "AreaMark(x: .value(\"Day\", 1), yStart: .value(\"Low\", 4), yEnd: .value(\"High\", 9))")) { arguments, _ in
            var area = mark(.area, "AreaMark(x:yStart:yEnd:)")
            area.x = try required(arguments, 0, "AreaMark x:")
            area.y = try required(arguments, 1, "AreaMark yStart:"); area.yEnd = try required(arguments, 2, "AreaMark yEnd:")
            area.stacking = .unstacked
            return .bound(AreaMark(plotted: area))
        }
        type.addInitializer([param("xStart", plottable), param("xEnd", plottable), param("y", plottable)],
                            doc("init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>)",
                                "The band between xStart and xEnd at y.",
                                "AreaMark(xStart: .value(\"Low\", 4), xEnd: .value(\"High\", 9), y: .value(\"Day\", 1))")) { arguments, _ in
            var area = mark(.area, "AreaMark(xStart:xEnd:y:)")
            area.x = try required(arguments, 0, "AreaMark xStart:"); area.xEnd = try required(arguments, 1, "AreaMark xEnd:")
            area.y = try required(arguments, 2, "AreaMark y:")
            area.stacking = .unstacked
            return .bound(AreaMark(plotted: area))
        }
        ChartContentBindings.registerModifiers(on: type, receiver: "AreaMark(x: .value(\"Month\", \"Jan\"), y: .value(\"Rain\", 40))")
    }

    private static func registerRule(_ table: BindingTable) {
        let type = table.type(RuleMark.self, doc("struct RuleMark",
            "Chart content drawn as a straight line across the plot at a value (a threshold, an average), or between two values.",
            "RuleMark(y: .value(\"Goal\", 30))"))
        type.addInitializer([param("x", plottable), param("yStart", "Any", default: true), param("yEnd", "Any", default: true)],
                            doc("init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil)",
                                "A vertical rule at x across the plot (or between two values or points).",
                                "RuleMark(x: .value(\"Launch\", \"Mar\"))")) { arguments, _ in
            var rule = mark(.rule, "RuleMark(x:)")
            rule.x = try required(arguments, 0, "RuleMark x:")
            let start = try channel(arguments, 1, "RuleMark yStart:"), end = try channel(arguments, 2, "RuleMark yEnd:")
            if case .encoding(let low) = start, case .encoding(let high) = end {
                rule.y = low; rule.yEnd = high; rule.origin = "RuleMark(x:yStart:yEnd:)"
            } else {
                rule.fixedY = fixed(start, end)
            }
            return .bound(RuleMark(plotted: rule))
        }
        type.addInitializer([param("xStart", "Any", default: true), param("xEnd", "Any", default: true), param("y", plottable)],
                            doc("init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>)",
                                "A horizontal rule at y across the plot (or between two values or points).",
                                "RuleMark(y: .value(\"Average\", 27.5))")) { arguments, _ in
            var rule = mark(.rule, "RuleMark(y:)")
            rule.y = try required(arguments, 2, "RuleMark y:")
            let start = try channel(arguments, 0, "RuleMark xStart:"), end = try channel(arguments, 1, "RuleMark xEnd:")
            if case .encoding(let low) = start, case .encoding(let high) = end {
                rule.x = low; rule.xEnd = high; rule.origin = "RuleMark(xStart:xEnd:y:)"
            } else {
                rule.fixedX = fixed(start, end)
            }
            return .bound(RuleMark(plotted: rule))
        }
        ChartContentBindings.registerModifiers(on: type, receiver: "RuleMark(y: .value(\"Goal\", 30))")
    }

    private static func registerRectangle(_ table: BindingTable) {
        let type = table.type(RectangleMark.self, doc("struct RectangleMark",
            "Chart content drawn as a rectangle: a heat map's cell at two categories, or a region between values.",
            "RectangleMark(x: .value(\"Hour\", \"9\"), y: .value(\"Day\", \"Mon\"))"))
        type.addInitializer([param("x", plottable), param("y", plottable), param("width", "Any", default: true), param("height", "Any", default: true)],
                            doc("init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic)",
                                "The cell at x, y: a whole band for categories, 20 points for numbers unless given.",
                                "RectangleMark(x: .value(\"Hour\", \"9\"), y: .value(\"Day\", \"Mon\"))")) { arguments, _ in
            var cell = mark(.rectangle, "RectangleMark(x:y:)")
            cell.x = try required(arguments, 0, "RectangleMark x:"); cell.y = try required(arguments, 1, "RectangleMark y:")
            cell.width = try dimension(arguments, 2); cell.height = try dimension(arguments, 3)
            return .bound(RectangleMark(plotted: cell))
        }
        type.addInitializer([param("xStart", "Any", default: true), param("xEnd", "Any", default: true),
                             param("yStart", "Any", default: true), param("yEnd", "Any", default: true)],
                            doc("init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>)",
                                "The region between two values on each axis (points for ends given as numbers).",
                                "RectangleMark(xStart: .value(\"From\", 2), xEnd: .value(\"To\", 4), yStart: .value(\"Low\", 10), yEnd: .value(\"High\", 20))")) { arguments, _ in
            var cell = mark(.rectangle, "RectangleMark(xStart:xEnd:yStart:yEnd:)")
            let xs = try channel(arguments, 0, "RectangleMark xStart:"), xe = try channel(arguments, 1, "RectangleMark xEnd:")
            let ys = try channel(arguments, 2, "RectangleMark yStart:"), ye = try channel(arguments, 3, "RectangleMark yEnd:")
            if case .encoding(let low) = xs, case .encoding(let high) = xe { cell.x = low; cell.xEnd = high } else { cell.fixedX = fixed(xs, xe) ?? 0...Double.infinity }
            if case .encoding(let low) = ys, case .encoding(let high) = ye { cell.y = low; cell.yEnd = high } else { cell.fixedY = fixed(ys, ye) ?? 0...Double.infinity }
            return .bound(RectangleMark(plotted: cell))
        }
        type.addInitializer([param("x", plottable), param("yStart", "Any", default: true), param("yEnd", "Any", default: true),
                             param("width", "Any", default: true)],
                            doc("init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic)",
                                "A column at x between two values (or across the plot).",
                                "RectangleMark(x: .value(\"Day\", \"Mon\"), yStart: .value(\"Low\", 2), yEnd: .value(\"High\", 8))")) { arguments, _ in
            var cell = mark(.rectangle, "RectangleMark(x:yStart:yEnd:)")
            cell.x = try required(arguments, 0, "RectangleMark x:")
            let ys = try channel(arguments, 1, "RectangleMark yStart:"), ye = try channel(arguments, 2, "RectangleMark yEnd:")
            if case .encoding(let low) = ys, case .encoding(let high) = ye { cell.y = low; cell.yEnd = high } else { cell.fixedY = fixed(ys, ye) ?? 0...Double.infinity }
            cell.width = try dimension(arguments, 3)
            return .bound(RectangleMark(plotted: cell))
        }
        type.addInitializer([param("xStart", "Any", default: true), param("xEnd", "Any", default: true), param("y", plottable),
                             param("height", "Any", default: true)],
                            doc("init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic)",
                                "A row at y between two values (or across the plot).",
                                "RectangleMark(xStart: .value(\"From\", 2), xEnd: .value(\"To\", 4), y: .value(\"Task\", \"Build\"))")) { arguments, _ in
            var cell = mark(.rectangle, "RectangleMark(xStart:xEnd:y:)")
            cell.y = try required(arguments, 2, "RectangleMark y:")
            let xs = try channel(arguments, 0, "RectangleMark xStart:"), xe = try channel(arguments, 1, "RectangleMark xEnd:")
            if case .encoding(let low) = xs, case .encoding(let high) = xe { cell.x = low; cell.xEnd = high } else { cell.fixedX = fixed(xs, xe) ?? 0...Double.infinity }
            cell.height = try dimension(arguments, 3)
            return .bound(RectangleMark(plotted: cell))
        }
        ChartContentBindings.registerModifiers(on: type, receiver: "RectangleMark(x: .value(\"Hour\", \"9\"), y: .value(\"Day\", \"Mon\"))")
    }

    private static func registerSector(_ table: BindingTable) {
        let type = table.type(SectorMark.self, doc("struct SectorMark",
            "Chart content drawn as a slice of a pie or donut: its angle is its value's share of all the sectors'.",
            "SectorMark(angle: .value(\"Students\", 30), innerRadius: .ratio(0.6))"))
        type.addInitializer([param("angle", plottable), param("innerRadius", "Any", default: true), param("outerRadius", "Any", default: true),
                             param("angularInset", "Any", default: true)],
                            doc("init<A: Plottable>(angle: PlottableValue<A>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil)",
                                "A sector whose angle is the value's share; innerRadius: .ratio(0.6) makes a donut, angularInset: the gap between sectors in points.",
                                "SectorMark(angle: .value(\"Students\", 30), innerRadius: .ratio(0.6), angularInset: 2)")) { arguments, _ in
            var sector = mark(.sector, "SectorMark(angle:)")
            sector.angle = try required(arguments, 0, "SectorMark angle:")
            sector.innerRadius = try dimension(arguments, 1)
            sector.outerRadius = try dimension(arguments, 2)
            sector.angularInset = try GrammarValues.points(arguments, 3) ?? 0
            return .bound(SectorMark(plotted: sector))
        }
        ChartContentBindings.registerModifiers(on: type, receiver: "SectorMark(angle: .value(\"Students\", 30))")
    }
}
