import ChartCore

/// How labels fit their room in cells: `AxisValueLabel(collisionResolution: .greedy,
/// orientation: .vertical)` and `.annotation(…, overflowResolution: .init(y: .fit(to: .plot)))`,
/// under Swift Charts' names (`.padScale` too). The form the library does not draw
/// (`.greedy(priority:minimumSpacing:)`) is an error that says so.
enum LabelFittingBindings {
    static func register(in table: BindingTable) {
        registerCollisionResolution(table)
        registerOrientation(table)
        registerOverflowResolution(table)
    }

    /// An axis label's collision resolution from a cell value (`.greedy`, `.truncate`).
    static func collisionResolution(_ value: Value) throws -> AxisValueLabelCollisionResolution {
        switch value {
        case .native(let box):
            if let resolution = box.payload as? AxisValueLabelCollisionResolution { return resolution }
        case .function(let function) where function.name == "greedy":
            // `.greedy` written without a call: the static property.
            return .greedy
        case .implicitMember(let name):
            // Taken as written (the parameter is untyped so `.greedy` and `.greedy(…)` both reach here).
            switch name {
            case "automatic": return .automatic
            case "disabled": return .disabled
            case "greedy": return .greedy
            case "truncate": return .truncate
            default: break
            }
        default: break
        }
        throw ScriptError.typeMismatch("collisionResolution: is .automatic, .disabled, .greedy or .truncate, not \(value.typeName)")
    }

    /// An axis label's orientation from a cell value (`.vertical`).
    static func orientation(_ value: Value) throws -> AxisValueLabelOrientation {
        if case .native(let box) = value, let orientation = box.payload as? AxisValueLabelOrientation { return orientation }
        throw ScriptError.typeMismatch("orientation: is .automatic, .horizontal, .vertical or .verticalReversed, not \(value.typeName)")
    }

    /// An annotation's overflow resolution from a cell value
    /// (`AnnotationOverflowResolution(x: .fit, y: .disabled)`, `.automatic`).
    static func overflowResolution(_ value: Value) throws -> AnnotationOverflowResolution {
        if case .native(let box) = value, let resolution = box.payload as? AnnotationOverflowResolution { return resolution }
        throw ScriptError.typeMismatch("overflowResolution: is an AnnotationOverflowResolution(x:y:) or .automatic, not \(value.typeName)")
    }

    private static func registerCollisionResolution(_ table: BindingTable) {
        let type = table.type(AxisValueLabelCollisionResolution.self, doc("struct AxisValueLabelCollisionResolution",
            "What happens to axis labels that would overlap: .automatic keeps every k-th label, .greedy keeps each that clears the last one drawn, .truncate shortens each with … to its room, .disabled draws them all.",
            "AxisValueLabel(collisionResolution: .greedy)"))
        let cases: [(String, AxisValueLabelCollisionResolution, String)] = [
            ("automatic", .automatic, "Every k-th label, the smallest k that leaves no overlaps, the first label always shown."),
            ("disabled", .disabled, "Every label, overlapping or not."),
            ("truncate", .truncate, "Each label shortened with … to the room between its neighbours."),
        ]
        for (name, resolution, summary) in cases {
            type.addStatic(name, .bound(resolution), doc("static var \(name): AxisValueLabelCollisionResolution", summary,
                                                        "AxisValueLabel(collisionResolution: .\(name))"))
        }
        // Swift Charts has both `.greedy` and `.greedy(priority:minimumSpacing:)`: one member
        // that is the property uncalled and refuses the arguments it cannot honour.
        type.addStatic("greedy", GrammarFunction.make("greedy", [.init(label: "priority", isOptional: true),
                                                                  .init(label: "minimumSpacing", isOptional: true)]) { arguments in
            if arguments.contains(where: { if case .void = $0 { return false } else { return true } }) {
                throw ScriptError.typeMismatch("AxisValueLabelCollisionResolution.greedy(priority:minimumSpacing:) is not supported: labels are kept in order, each one that clears the last one drawn; write .greedy")
            }
            return .bound(AxisValueLabelCollisionResolution.greedy)
        }, doc("static var greedy: AxisValueLabelCollisionResolution",
               "Labels taken in order, each drawn when it does not overlap the last one drawn.", "AxisValueLabel(collisionResolution: .greedy)"))
    }

    private static func registerOrientation(_ table: BindingTable) {
        let type = table.type(AxisValueLabelOrientation.self, doc("struct AxisValueLabelOrientation",
            "Which way x-axis labels read: .automatic, .horizontal, .vertical (upwards), .verticalReversed (downwards).",
            "AxisValueLabel(orientation: .vertical)"))
        let cases: [(String, AxisValueLabelOrientation, String)] = [
            ("automatic", .automatic, "Flat, or turned 45° when the axis turns its labels to fit."),
            ("horizontal", .horizontal, "Flat."),
            ("vertical", .vertical, "Turned a quarter counter-clockwise, reading upwards."),
            ("verticalReversed", .verticalReversed, "Turned a quarter clockwise, reading downwards."),
        ]
        for (name, orientation, summary) in cases {
            type.addStatic(name, .bound(orientation), doc("static var \(name): AxisValueLabelOrientation", summary,
                                                         "AxisValueLabel(orientation: .\(name))"))
        }
    }

    private static func registerOverflowResolution(_ table: BindingTable) {
        let resolution = table.type(AnnotationOverflowResolution.self, doc("struct AnnotationOverflowResolution",
            "What an annotation that would reach beyond the plot or the chart does, along x and along y: .fit moves it back inside the plot, .fit(to: .chart) inside the chart, .padScale pads the scale until it fits, .disabled leaves it as placed.",
            ".annotation(position: .top, overflowResolution: .init(y: .fit(to: .plot))) { Text(\"30\") }"))
        // Untyped, so that a strategy named in full (`AnnotationOverflowResolution.Strategy.fit`,
        // the function taken uncalled) reaches `strategy(_:)` as `.fit` does.
        resolution.addInitializer([param("x", "Any", default: true), param("y", "Any", default: true)],
                                  doc("init(x: AnnotationOverflowResolution.Strategy = .automatic, y: AnnotationOverflowResolution.Strategy = .automatic)",
                                      "A resolution along each axis, both as placed unless given.",
                                      "AnnotationOverflowResolution(x: .fit, y: .disabled)")) { arguments, _ in
            .bound(AnnotationOverflowResolution(x: arguments.has(0) ? try strategy(try arguments.value(0)) : .automatic,
                                                y: arguments.has(1) ? try strategy(try arguments.value(1)) : .automatic))
        }
        resolution.addStatic("automatic", .bound(AnnotationOverflowResolution.automatic),
                             doc("static var automatic: AnnotationOverflowResolution", "As placed, overflowing or not.",
                                 ".annotation(overflowResolution: .automatic) { Text(\"30\") }"))

        let strategyType = table.type(AnnotationOverflowResolution.Strategy.self, doc("struct AnnotationOverflowResolution.Strategy",
            "One axis's way with an annotation that overflows: .automatic keeps it as placed and shrinks the plot until it lies inside the chart, .disabled leaves it as placed, taking no room, .fit moves it inside the plot, .fit(to: .chart) inside the chart, .padScale pads the scale to make room for it.",
            "AnnotationOverflowResolution(y: .fit(to: .plot))"))
        for (name, value, summary) in [("automatic", AnnotationOverflowResolution.Strategy.automatic, "As placed, the plot shrunk until it lies inside the chart."),
                                       ("disabled", .disabled, "As placed, taking no room: it may reach out of the chart.")] {
            strategyType.addStatic(name, .bound(value), doc("static var \(name): AnnotationOverflowResolution.Strategy", summary,
                                                            "AnnotationOverflowResolution(x: .\(name))"))
        }
        // `.fit` and `.fit(to:)`: the function, taken uncalled, is the property.
        strategyType.addStatic("fit", GrammarFunction.make("fit", [.init(label: "to")]) { arguments in
            .bound(AnnotationOverflowResolution.Strategy.fit(to: try boundary(arguments[0])))
        }, doc("static func fit(to boundary: AnnotationOverflowResolution.Boundary) -> AnnotationOverflowResolution.Strategy",
               "Moved back inside the plot (.fit, .fit(to: .plot)) or the chart (.fit(to: .chart)).", "AnnotationOverflowResolution(y: .fit(to: .chart))"))
        strategyType.addStatic("padScale", .bound(AnnotationOverflowResolution.Strategy.padScale), doc("static var padScale: AnnotationOverflowResolution.Strategy",
            "Kept where it is placed; the scale is drawn in from the plot's edges until the annotation fits inside the plot.",
            "AnnotationOverflowResolution(y: .padScale)"))

        let boundaryType = table.type(AnnotationOverflowResolution.Boundary.self, doc("struct AnnotationOverflowResolution.Boundary",
            "What an annotation may not reach beyond: .plot (also .automatic) or .chart.", "AnnotationOverflowResolution(y: .fit(to: .chart))"))
        // The nested types, named through their parent as Swift names them.
        resolution.addStatic("Strategy", .type(strategyType), doc("struct Strategy",
            "One axis's way with an overflowing annotation, as in AnnotationOverflowResolution.Strategy.fit.",
            "AnnotationOverflowResolution(y: AnnotationOverflowResolution.Strategy.fit)"))
        resolution.addStatic("Boundary", .type(boundaryType), doc("struct Boundary",
            "What an annotation may not reach beyond, as in AnnotationOverflowResolution.Boundary.chart.",
            "AnnotationOverflowResolution(y: .fit(to: AnnotationOverflowResolution.Boundary.chart))"))
        for (name, value) in [("automatic", AnnotationOverflowResolution.Boundary.automatic), ("plot", .plot), ("chart", .chart)] {
            boundaryType.addStatic(name, .bound(value), doc("static var \(name): AnnotationOverflowResolution.Boundary",
                                                            value == .plot ? "The plot area." : "The whole chart, axes and legend included.",
                                                            "AnnotationOverflowResolution(y: .fit(to: .\(name)))"))
        }
    }

    private static func strategy(_ value: Value) throws -> AnnotationOverflowResolution.Strategy {
        switch value {
        case .native(let box):
            if let strategy = box.payload as? AnnotationOverflowResolution.Strategy { return strategy }
        case .function(let function) where function.name == "fit":
            return .fit
        case .implicitMember("fit"):
            return .fit
        case .implicitMember("automatic"):
            return .automatic
        case .implicitMember("disabled"):
            return .disabled
        case .implicitMember("padScale"):
            return .padScale
        default: break
        }
        throw ScriptError.typeMismatch("an overflow strategy is .automatic, .disabled, .fit, .fit(to: .plot / .chart) or .padScale, not \(value.typeName)")
    }

    private static func boundary(_ value: Value) throws -> AnnotationOverflowResolution.Boundary {
        switch value {
        case .native(let box):
            if let boundary = box.payload as? AnnotationOverflowResolution.Boundary { return boundary }
        case .implicitMember("plot"), .implicitMember("automatic"): return .plot
        case .implicitMember("chart"): return .chart
        default: break
        }
        throw ScriptError.typeMismatch("fit(to:) takes .plot, .chart or .automatic, not \(value.typeName)")
    }
}

