import ChartCore

/// What every chart kind shares: title, size, theme, legend, SVG and summary, and the rich
/// display (SVG plus a one-line text summary).
enum ChartBindings {
    /// Binds the `Chart` protocol's members on `type`, whose payloads are `C`.
    static func registerCommon<C: Chart>(on type: TypeBinding, _ chartType: C.Type, receiver: String) {
        type.bind("title", \C.title, Bridge.string.optional, "The title above the chart; nil for none.", example: "\(receiver).title = \"Enrollment\"")
        type.bind("width", \C.width, .double, "The picture's width in pixels (default 640).", example: "\(receiver).width = 800")
        type.bind("height", \C.height, .double, "The picture's height in pixels (default 400).", example: "\(receiver).height = 300")
        type.bind("theme", \C.theme, .native(), "The overall look: .plainWhite, .plainBlack, .dark, .slate or .stocks.", example: "\(receiver).theme = .dark")
        type.bind("legend", \C.legend, .native(), "The legend's visibility, columns, anchor and displacement.", example: "\(receiver).legend.columns = 2")
        type.bindReadOnly("textSummary", \C.textSummary, .string, "A one-line description of the chart (also its text/plain form).", example: "\(receiver).textSummary")
        type.addProperty("svg", type: "String", doc("var svg: String { get throws }",
            "The chart drawn as an SVG document.", "\(receiver).svg.count")) { value in
            let chart = try type.payload(value, as: C.self)
            do { return .string(try chart.svg) } catch { throw ScriptError.library(String(describing: error)) }
        }
        type.richDisplay = { payload in
            guard let chart = payload as? C else { throw ScriptError.typeMismatch("expected a \(type.name)") }
            do { return ["image/svg+xml": try chart.svg, "text/plain": chart.textSummary] } catch {
                throw ScriptError.library(String(describing: error))
            }
        }
        type.describe = { payload in (payload as? C)?.textSummary ?? type.name }
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
