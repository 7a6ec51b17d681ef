import ChartCore
import ChartRaster

/// What every chart kind shares: title and its style, size, theme, legend, SVG and summary,
/// PNG pictures and files, and the rich display (the SVG inline in HTML, a one-line text summary, a PNG
/// when asked, and warnings about settings the chart could not follow on standard error).
enum ChartBindings {
    /// Binds the `DrawableChart` protocol's members on `type`, whose payloads are `C`.
    static func registerCommon<C: DrawableChart>(on type: TypeBinding, _ chartType: C.Type, receiver: String) {
        type.bind("title", \C.title, Bridge.string.optional, "The title above the chart; nil for none.", example: "\(receiver).title = \"Enrollment\"")
        type.bind("titleStyle", \C.titleStyle, .native("TextStyle"), "The title's size, colour and weight (CorePlot's titleTextStyle).",
                  example: "\(receiver).titleStyle = TextStyle(fontSize: 20, color: .gray, weight: .semibold)")
        type.bind("width", \C.width, .double, "The picture's width in pixels (default 640).", example: "\(receiver).width = 800")
        type.bind("height", \C.height, .double, "The picture's height in pixels (default 400).", example: "\(receiver).height = 300")
        type.bind("theme", \C.theme, .native(), "The overall look: .plainWhite, .plainBlack, .dark, .slate or .stocks.", example: "\(receiver).theme = .dark")
        type.bind("legend", \C.legend, .native(), "The legend's visibility, columns, anchor, displacement and title.", example: "\(receiver).legend.columns = 2")
        type.bindReadOnly("textSummary", \C.textSummary, .string, "A one-line description of the chart (also its text/plain form).", example: "\(receiver).textSummary")
        type.addProperty("svg", type: "String", doc("var svg: String { get throws }",
            "The chart drawn as an SVG document.", "\(receiver).svg.count")) { value in
            let chart = try type.payload(value, as: C.self)
            do { return .string(try chart.svg) } catch { throw ScriptError.library(String(describing: error)) }
        }
        registerExport(on: type, C.self, receiver: receiver)
        type.richDisplay = { payload in
            guard let chart = payload as? C else { throw ScriptError.typeMismatch("expected a \(type.name)") }
            return try bundle(of: chart, runtime: Runtime.current)
        }
        type.describe = { payload in (payload as? C)?.textSummary ?? type.name }
        OldNames.retire([
            ("dataSource", "a chart takes its data directly, in its initialiser (LineGraph(values, labels:), BarChart(categories:values:)) or by assigning values; there is no data source to set",
             "var chart = BarChart(categories: subjects, values: counts)"),
            ("delegate", "a chart has no delegate: interactive(chart, onTouch:, onRelease:) hears touches, and settings are the chart's own properties",
             "interactive(\(receiver), onTouch: { index in print(index) })"),
            ("borderLineStyle", "no border is drawn around the plot area, so there is none to remove; leave the line out", "\(receiver)"),
            ("axisSet", "axis settings are the chart's own properties (xAxisTitle, yMajorInterval, yLabelingPolicy, xLabelRotation, xLabelStyle …), and a pie has no axes to remove",
             "\(receiver).title = \"Enrollment\""),
            ("minorTickLineStyle", "no minor ticks are drawn, so there are none to remove; leave the line out", "\(receiver)"),
        ], on: type, origin: .corePlot)
    }

    /// CorePlot's graph-level names that every chart knows under a new one, with the same meaning.
    static let renamedMembers: [String: String] = [
        "titleTextStyle": "titleStyle", "legendAnchor": "legend.anchor", "legendDisplacement": "legend.displacement",
        "numberOfColumns": "legend.columns",
    ]

    /// `png(scale:)` and `write(to:scale:)`.
    private static func registerExport<C: DrawableChart>(on type: TypeBinding, _ chartType: C.Type, receiver: String) {
        type.addMethod("png", [param("scale", "Double", default: true)], doc("func png(scale: Double = 1) throws -> PNGImage",
            "The chart drawn as a PNG picture, scale pixels per chart pixel (BEMSimpleLineGraph's graphSnapshotImage); shown as the picture when it is a cell's result.",
            "\(receiver).png(scale: 2)")) { receiver, arguments, _ in
            let chart = try type.payload(receiver, as: C.self)
            do {
                return .native(NativeBox(typeName: ExportBindings.imageTypeName, payload: try chart.png(scale: arguments.has(0) ? try arguments.double(0) : 1)))
            } catch let error as RasterError { throw ScriptError.library(error.description) }
        }
        type.addMethod("write", [param("to", "String"), param("scale", "Double", default: true)],
                       doc("func write(to path: String, scale: Double = 1) throws",
            "Writes the chart to a file: an SVG document for a name ending in .svg, a PNG picture (scale pixels per chart pixel) for .png. A relative path starts in the notebook's folder.",
            "\(receiver).write(to: \"chart.svg\")")) { receiver, arguments, _ in
            let chart = try type.payload(receiver, as: C.self)
            do { try chart.write(to: try arguments.string(0), scale: arguments.has(1) ? try arguments.double(1) : 1) } catch {
                throw ScriptError.library((error as? RasterError)?.description ?? String(describing: error))
            }
            return .void
        }
    }

    /// The rich display of `chart`: its SVG inline in HTML (the one copy; it follows the front
    /// end's theme, reaches its accessibility tree and degrades to the summary where the HTML
    /// is sanitised: `ThemeFollowingHTML`) and the text summary, a PNG of the same drawing when
    /// the session asked for one; warnings go to the cell's standard error.
    static func bundle<C: DrawableChart>(of chart: C, runtime: Runtime?, reportsWarnings: Bool = true) throws -> [String: String] {
        let geometry: C.Geometry
        do { geometry = try chart.makeGeometry() } catch { throw ScriptError.library(String(describing: error)) }
        let svg = chart.render(geometry)
        if reportsWarnings {
            for warning in geometry.warnings { runtime?.context?.write("warning: \(warning)\n", to: .stderr) }
        }
        let summary = chart.textSummary
        var representations = ["text/html": ThemeFollowingHTML.html(svg: svg, summary: summary, follows: chart.followsPageTheme, table: chart.dataTable),
                               "text/plain": summary]
        if ChartDisplaySettings.includesPNG(for: runtime) {
            do {
                representations["image/png"] = try SVGRasterizer.picture(of: svg, width: chart.width, height: chart.height).base64EncodedString
            } catch { throw ScriptError.library(error.description) }
        }
        return representations
    }

    /// Runs a mutating method's `change` on the chart `receiver` holds and stores the changed
    /// chart back in `receiver`.
    static func update<C>(_ receiver: inout Value, of type: TypeBinding, as _: C.Type,
                          _ change: (inout C) throws -> Void) throws -> Value {
        var chart = try type.payload(receiver, as: C.self)
        try change(&chart)
        receiver = .bound(chart)
        return .void
    }

    /// The optional argument at `index` read through `bridge`: nil when it was left out or
    /// given as nil; an argument of the wrong type is an error.
    static func optional<T>(_ arguments: BoundArguments, _ index: Int, _ bridge: Bridge<T>) throws -> T? {
        arguments.has(index) ? try bridge.optional.fromValue(try arguments.value(index)) : nil
    }
}
