import ChartCore
import JupyterEngine
import JupyterWidgets

/// `interactive(chart)` as a widget: an anywidget whose view (`HoverScript`) shows the chart's
/// SVG and sends the pointer's position; the kernel answers each hover with the closest data
/// point, and runs the cell's touch-reporting closures, if any. Its chart can be replaced
/// (`replaceChart(with:)`, for `InteractiveChart.chart`): the view redraws from the new state.
///
/// Custom messages: `{type: "hover", x, y}` in SVG coordinates is answered with
/// `{type: "hit", index, series, label, value, x, y}` or `{type: "none"}`; `{type: "release"}`
/// (the pointer left) with `{type: "none"}`; anything else with `{type: "error", message}`.
/// Every message is answered, because the view waits for an answer before sending the next.
/// A grammar chart with selections (`chartXSelection(value:)`, …) writes the value under the
/// pointer through each binding, runs its content closure again and sends the new picture as
/// a state update (`{method: "update", state: {svg, …}}`) before the answer, so that the
/// view, which hides its popup when it redraws, shows the answer's popup on the new picture.
final class InteractiveChartWidget: Widget {
    /// Identifies this widget kind to anywidget.
    static let anywidgetID = "ChartScript.InteractiveChart"

    private var target: HoverTarget
    private var report: TouchReport?
    /// The chart's selections (`chartXSelection(value:)`), nil when it has none.
    private var selection: SelectionFollower?
    /// Runs a touch-reporting closure with its arguments and its role ("onTouch").
    private let runCallback: (FunctionValue, [Value], String, ExecutionContext) -> Void

    /// Prepares `chart` for hovering; fails with the chart's own error when it cannot be drawn.
    init(chart: any DrawableChart, report: TouchReport?,
         runCallback: @escaping (FunctionValue, [Value], String, ExecutionContext) -> Void) throws(ChartError) {
        target = try HoverTarget(chart: chart)
        selection = SelectionFollower(chart)
        self.report = report
        self.runCallback = runCallback
    }

    var kind: WidgetKind { AnyWidget.kind }

    var textRepresentation: String { target.summary }

    /// The chart's SVG inline in HTML (`ThemeFollowingHTML`): nbconvert and a saved notebook
    /// show the chart as a picture, a sanitised view its summary.
    var staticRepresentation: [String: JSONValue] {
        ["text/html": .string(ThemeFollowingHTML.html(svg: target.svg, summary: target.summary, follows: target.followsPageTheme, table: target.dataTable))]
    }

    /// The view's module, the picture and the popup's affixes.
    var state: [String: JSONValue] {
        AnyWidget.moduleState(id: Self.anywidgetID, source: HoverScript.source).merging(chartState) { _, chart in chart }
    }

    /// The fields that describe the chart: the picture, its data as a table for assistive
    /// technology (`DataTableHTML`), its series for the audio graph (`AudioGraphScript`), its size, the popup's affixes, and the style sheet that makes the view follow a dark page ("" when the chart keeps its theme).
    var chartState: [String: JSONValue] {
        let follows = target.followsPageTheme
        return [
            "svg": .string(target.svg),
            "data_table": .string(target.dataTable.isEmpty ? ""
                : DataTableHTML.tableHTML(target.dataTable, identifier: DataTableHTML.identifier(svg: target.svg, table: target.dataTable))),
            "theme_css": .string(follows ? ThemeFollowingHTML.styleSheet(for: target.svg) + ThemeFollowingHTML.hoverRules : ""),
            "audio": .array(target.audioSeries.map { series in
                .object(["name": .string(series.name), "values": .array(series.values.map { .double($0) })])
            }),
            "width": .double(target.width),
            "height": .double(target.height),
            "popup_prefix": .string(target.valuePrefix),
            "popup_suffix": .string(target.valueSuffix),
        ]
    }

    /// Shows `chart` instead: hovers hit its points from now on, and the touch in progress
    /// ends without a release (its index belongs to the old chart). Returns the state to send
    /// to the views (`chartState`); fails, changing nothing, when `chart` cannot be drawn.
    func replaceChart(with chart: any DrawableChart) throws(ChartError) -> [String: JSONValue] {
        target = try HoverTarget(chart: chart)
        selection = SelectionFollower(chart)
        report?.forgetTouch()
        return chartState
    }

    /// A hover gets its hit (then `onTouch` runs when the index changed), a release gets
    /// `{type: "none"}` (then `onRelease` runs), anything else an error answer. The answer goes
    /// out before the touch closures run, so the popup never waits for them; a chart with
    /// selections sends its new picture first.
    func receiveCustom(_ content: JSONValue, buffers: [[UInt8]], from connection: WidgetConnection) {
        let type = content["type"]?.stringValue
        if type == "hover", let x = content["x"]?.doubleValue, let y = content["y"]?.doubleValue {
            // A new picture first (its view redraws and hides the popup), then the answer on it.
            followSelection(at: Point(x: x, y: y), connection)
            let hit = target.hitTest(Point(x: x, y: y))
            connection.sendCustom(Self.answer(to: hit))
            if let hit, let onTouch = report?.touch(hit.index) {
                runCallback(onTouch, [.int(hit.index)], "onTouch", connection.context)
            }
        } else if type == "release" {
            followSelection(at: nil, connection)
            connection.sendCustom(Self.answer(to: nil))
            if let (onRelease, index) = report?.release() {
                runCallback(onRelease, [.int(index)], "onRelease", connection.context)
            }
        } else {
            let problem = "expected {type: \"hover\", x: number, y: number} or {type: \"release\"}"
            connection.report("custom message not understood; \(problem)")
            connection.sendCustom(.object(["type": "error", "message": .string(problem)]))
        }
    }

    /// Writes the selections the pointer at `point` (nil: gone) changes, makes the chart's content
    /// again and sends the new picture; a failing setter or content is reported on standard
    /// error (under "chartXSelection"), and the picture stays.
    private func followSelection(at point: Point?, _ connection: WidgetConnection) {
        guard var follower = selection else { return }
        let changes = follower.changes(at: point, on: target)
        selection = follower
        guard !changes.isEmpty else { return }
        var remade: Chart?
        let role = "chart" + changes[0].0.axis.rawValue.prefix(1).uppercased() + changes[0].0.axis.rawValue.dropFirst() + "Selection"
        runCallback(FunctionValue.sessionWork(role) {
            for (selection, value) in changes { try selection.sink.select(value) }
            remade = try follower.chart.remade()
        }, [], role, connection.context)
        guard let remade else { return }
        do { target = try HoverTarget(chart: remade) } catch {
            connection.report("\(role): the chart made again cannot be drawn: \(error)")
            return
        }
        connection.sendState(chartState)
    }

    /// The answer to a hover: the hit point, or `{type: "none"}`.
    static func answer(to hit: ChartHit?) -> JSONValue {
        guard let hit else { return .object(["type": "none"]) }
        return .object([
            "type": "hit", "index": .int(hit.index), "series": .int(hit.series),
            "label": .string(hit.label), "value": hit.value.isFinite ? .double(hit.value) : .null,
            "x": .double(hit.position.x), "y": .double(hit.position.y),
        ])
    }
}
