import ChartCore
import JupyterEngine
import JupyterWidgets

/// `InteractiveChart(chart, onTouch:, onRelease:)`: a chart shown as a live view, as
/// `interactive(_:)` shows one, that a cell keeps, so that a later cell or a widget's closure
/// can put another chart in its place (`view.chart = newChart`): every view of it redraws,
/// and hovering reads the new chart. A dashboard's charts are shown this way, because a
/// dashboard (Voilà) shows a cell's outputs once and only widgets change after that.
///
/// Showing it (as a cell's result or with `display(_:)`) opens one widget
/// (`InteractiveChartWidget`) per view. A class, as in Swift: a `let` holds the same view.
final class InteractiveChart: ShownAsWidget, NativeReference {
    /// The chart the views show.
    private(set) var chart: any DrawableChart
    /// The touch-reporting closures, if the cell gave any; each view reports its own touches.
    let report: TouchReport?
    private weak var runtime: Runtime?
    /// The views shown, held weakly (the widget manager keeps them while their comms are open).
    private var views: [(widget: Weak<InteractiveChartWidget>, comm: Comm)] = []

    /// A view of `chart` for `runtime`'s session; nothing is shown until it is displayed.
    init(chart: any DrawableChart, report: TouchReport?, runtime: Runtime) {
        self.chart = chart
        self.report = report
        self.runtime = runtime
    }

    /// "InteractiveChart: Line graph of 7 points …".
    var summary: String { "InteractiveChart: \(chart.textSummary)" }

    /// Opens a view of the chart and returns its bundle (the widget view, the chart's SVG for
    /// readers without widgets, and its summary); text alone without a context.
    ///
    /// - Throws: when the chart cannot be drawn.
    func show(runtime: Runtime?) throws -> MimeBundle {
        guard let runtime, let context = runtime.context else { return MimeBundle(plainText: summary) }
        let opened = try runtime.widgets.openChart(chart, report: report, context: context)
        views.removeAll { $0.widget.object == nil }
        views.append((Weak(opened.widget), opened.comm))
        return WidgetProtocol.viewBundle(modelID: opened.comm.id, text: opened.widget.textRepresentation,
                                         pictures: opened.widget.staticRepresentation)
    }

    /// Puts `newChart` in the views: each view gets the new picture (`{method: "update"}`
    /// through the running cell's or closure's context) and hovers read the new chart.
    ///
    /// - Throws: when `newChart` cannot be drawn; the views keep the chart they had.
    func replaceChart(with newChart: any DrawableChart) throws {
        views.removeAll { $0.widget.object == nil }
        var changes: [(Comm, [String: JSONValue])] = []
        for view in views {
            guard let widget = view.widget.object else { continue }
            do { changes.append((view.comm, try widget.replaceChart(with: newChart))) } catch {
                throw ScriptError.library(String(describing: error))
            }
        }
        chart = newChart
        guard let runtime, let context = runtime.context else { return }
        for (comm, state) in changes {
            runtime.widgets.sendState(state, to: comm, context: context)
        }
    }
}
