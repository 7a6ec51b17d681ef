import ChartCore
import Glibc
import JupyterEngine
import JupyterWidgets

/// The session's widgets: the widget protocol's `WidgetManager`, with what the language adds
/// to it: interactive charts, whose touch-reporting closures the session runs.
final class WidgetRegistry {
    private let manager = WidgetManager(log: { fputs("[chartscript widgets] \($0)\n", stderr) })
    /// Runs a touch-reporting closure with its arguments and its role ("onTouch"), publishing
    /// through the context (set by the session, which owns the interpreter).
    var runCallback: (FunctionValue, [Value], String, ExecutionContext) -> Void = { _, _, _, _ in }

    /// Where problems with the front end's messages go (standard error by default).
    var log: (String) -> Void {
        get { manager.log }
        set { manager.log = newValue }
    }

    /// The ids of the live widgets.
    var modelIDs: [String] { manager.modelIDs }

    /// Opens a widget for `chart` and shows it below the cell; `report` holds the cell's
    /// touch-reporting closures, if it gave any.
    func open(_ chart: any DrawableChart, report: TouchReport? = nil, context: ExecutionContext) throws(ChartError) {
        let widget = try InteractiveChartWidget(chart: chart, report: report) { [unowned self] function, arguments, role, context in
            runCallback(function, arguments, role, context)
        }
        manager.show(widget, context: context)
    }

    /// Opens a widget for `chart` without showing it, for a view shown as a cell's result or
    /// with `display(_:)`; returns the widget (whose chart can be replaced) and its comm.
    func openChart(_ chart: any DrawableChart, report: TouchReport?, context: ExecutionContext) throws(ChartError)
        -> (widget: InteractiveChartWidget, comm: Comm) {
        let widget = try InteractiveChartWidget(chart: chart, report: report) { [unowned self] function, arguments, role, context in
            runCallback(function, arguments, role, context)
        }
        return (widget, manager.open(widget, context: context))
    }

    /// Opens any widget and shows it below the cell.
    func show(_ widget: Widget, context: ExecutionContext) {
        manager.show(widget, context: context)
    }

    /// Opens `widget`'s model without showing it (a part of another widget); returns its comm.
    @discardableResult
    func open(_ widget: Widget, context: ExecutionContext) -> Comm {
        manager.open(widget, context: context)
    }

    /// Tells the front end that the model on `comm` changed (its views redraw).
    func sendState(_ changes: [String: JSONValue], to comm: Comm, context: ExecutionContext) {
        manager.sendState(changes, to: comm, context: context)
    }

    /// Runs `work` as the session runs a widget's closures: with the runtime current and
    /// `context` for its output; a failure is written to standard error under `role`.
    /// Returns whether it finished.
    func runInSession(role: String, context: ExecutionContext, _ work: @escaping () throws -> Void) -> Bool {
        var finished = false
        runCallback(FunctionValue.sessionWork(role) {
            try work()
            finished = true
        }, [], role, context)
        return finished
    }

    /// Whether a comm the front end opens to `targetName` is served (the control comm only).
    func accepts(targetName: String) -> Bool {
        manager.accepts(targetName: targetName)
    }

    /// Answers one message from the front end on `comm`.
    func receive(_ data: JSONValue, buffers: [[UInt8]] = [], on comm: Comm, context: ExecutionContext) {
        manager.receive(data, buffers: buffers, on: comm, context: context)
    }

    /// Forgets the widget of a closed comm.
    func forget(_ comm: Comm) {
        manager.forget(comm)
    }
}

extension FunctionValue {
    /// A function of no arguments that does `work`: how Swift work runs as the session runs a
    /// widget's closures (the runtime current, failures reported under `role`).
    static func sessionWork(_ role: String, _ work: @escaping () throws -> Void) -> FunctionValue {
        FunctionValue(name: role, parameters: [], checksLabels: false, argumentSlots: [], ignoresExtraArguments: true,
                      frameSize: 0, body: { _ in
                          try work()
                          return .void
                      }, captured: nil, canReuseFrame: true)
    }
}
