import ChartCore
import Glibc
import JupyterEngine
import JupyterWidgets

/// The session's widgets: the widget protocol's `WidgetManager`, with what the language adds
/// to it: interactive charts, whose touch-reporting closures the session runs.
///
/// The store is bounded (docs/kernel.md, "Limits"): at most `WidgetManager.defaultMaximumOpen`
/// open models, and a model's state is asked of the memory budget before it opens.
final class WidgetRegistry {
    private let manager: WidgetManager
    /// Runs a touch-reporting closure with its arguments and its role ("onTouch"), publishing
    /// through the context (set by the session, which owns the interpreter).
    var runCallback: (FunctionValue, [Value], String, ExecutionContext) -> Void = { _, _, _, _ in }

    /// Creates an empty registry keeping at most `maximumOpen` models open; each model's state
    /// is asked of `reserveState` (the memory guard by default) before it opens.
    init(maximumOpen: Int = WidgetManager.defaultMaximumOpen,
         reserveState: @escaping (Int) throws -> Void = { try MemoryGuard.shared.reserve($0, for: "opening a widget") }) {
        manager = WidgetManager(maximumOpen: maximumOpen, log: { fputs("[chartscript widgets] \($0)\n", stderr) })
        manager.reserveState = reserveState
    }

    /// Where problems with the front end's messages go (standard error by default).
    var log: (String) -> Void {
        get { manager.log }
        set { manager.log = newValue }
    }

    /// The ids of the live widgets.
    var modelIDs: [String] { manager.modelIDs }

    /// The number of open widget models.
    var openCount: Int { manager.openCount }

    /// Throws unless `count` more widget models may open (a widget built of several models
    /// asks once, so it never opens half of them).
    func ensureRoom(for count: Int) throws(ScriptError) {
        do { try manager.ensureRoom(for: count) } catch { throw Self.scriptError(error) }
    }

    /// Opens a widget for `chart` and shows it below the cell; `report` holds the cell's
    /// touch-reporting closures, if it gave any.
    ///
    /// - Throws: when the chart cannot be drawn or the session's widget store is full.
    func open(_ chart: any DrawableChart, report: TouchReport? = nil, context: ExecutionContext) throws(ScriptError) {
        try show(makeChartWidget(chart, report: report), context: context)
    }

    /// Opens a widget for `chart` without showing it, for a view shown as a cell's result or
    /// with `display(_:)`; returns the widget (whose chart can be replaced) and its comm.
    ///
    /// - Throws: when the chart cannot be drawn or the session's widget store is full.
    func openChart(_ chart: any DrawableChart, report: TouchReport?, context: ExecutionContext) throws(ScriptError)
        -> (widget: InteractiveChartWidget, comm: Comm) {
        try ensureRoom(for: 1)
        let widget = try makeChartWidget(chart, report: report)
        return (widget, try open(widget, context: context))
    }

    private func makeChartWidget(_ chart: any DrawableChart, report: TouchReport?) throws(ScriptError) -> InteractiveChartWidget {
        do {
            return try InteractiveChartWidget(chart: chart, report: report) { [unowned self] function, arguments, role, context in
                runCallback(function, arguments, role, context)
            }
        } catch {
            throw .library(String(describing: error))
        }
    }

    /// Opens any widget and shows it below the cell.
    ///
    /// - Throws: when the session's widget store is full or the budget refuses its state.
    func show(_ widget: Widget, context: ExecutionContext) throws(ScriptError) {
        do { try manager.show(widget, context: context) } catch { throw Self.scriptError(error) }
    }

    /// Opens `widget`'s model without showing it (a part of another widget); returns its comm.
    ///
    /// - Throws: when the session's widget store is full or the budget refuses its state.
    @discardableResult
    func open(_ widget: Widget, context: ExecutionContext) throws(ScriptError) -> Comm {
        do { return try manager.open(widget, context: context) } catch { throw Self.scriptError(error) }
    }

    /// A refusal of the widget store as the cell's error: a `MemoryError`.
    private static func scriptError(_ error: WidgetStoreError) -> ScriptError {
        if case .stateRefused(_, let reason as ScriptError) = error { return reason }
        return .memoryBudgetExceeded(error.description)
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
