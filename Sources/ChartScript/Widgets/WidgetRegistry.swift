import ChartCore
import Glibc
import JupyterKernel

/// The live interactive charts of a session, by comm id, and the answers to their front ends:
/// hovers become hit tests, `request_state` a full update, and the widget manager's
/// `request_states` (on reconnect) the state of every live chart.
///
/// Malformed messages never stop the kernel: they are logged and, where the front end waits
/// for an answer, answered with `{type: "error"}`.
final class WidgetRegistry {
    /// Charts by the id of their comm.
    private var charts: [String: HoverTarget] = [:]
    /// Touch reporting closures, by the id of their chart's comm.
    private var reports: [String: TouchReport] = [:]
    /// Runs a touch-reporting closure with its arguments and its role ("onTouch"), publishing
    /// through the context (set by the session, which owns the interpreter).
    var runCallback: (FunctionValue, [Value], String, ExecutionContext) -> Void = { _, _, _, _ in }
    /// Where diagnostics go (standard error, where Jupyter servers collect them).
    var log: (String) -> Void = { fputs("[chartscript widgets] \($0)\n", stderr) }

    /// The ids of the live widgets.
    var modelIDs: [String] { Array(charts.keys) }

    /// Opens a widget for `chart` and shows it below the cell; `report` holds the cell's
    /// touch-reporting closures, if it gave any.
    func open(_ chart: any Chart, report: TouchReport? = nil, context: ExecutionContext) throws(ChartError) {
        let target = try HoverTarget(chart: chart)
        let comm = context.openComm(targetName: WidgetModel.modelTarget, data: WidgetModel.openData(of: target),
                                    metadata: WidgetModel.openMetadata, buffers: [])
        charts[comm.id] = target
        reports[comm.id] = report
        context.display(WidgetModel.viewBundle(modelID: comm.id, of: target), displayID: nil)
    }

    /// Whether a comm the front end opens to `targetName` is served: only the widget
    /// manager's control channel (models are created by the kernel, never the front end).
    func accepts(targetName: String) -> Bool {
        targetName == WidgetModel.controlTarget
    }

    /// Answers one message on `comm`.
    func receive(_ data: JSONValue, on comm: Comm, context: ExecutionContext) {
        guard let method = data["method"]?.stringValue else {
            return log("comm \(comm.id): message without a method ignored")
        }
        if comm.targetName == WidgetModel.controlTarget {
            guard method == "request_states" else { return log("control comm \(comm.id): method '\(method)' ignored") }
            return context.send(allStates(), on: comm, metadata: .object([:]), buffers: [])
        }
        guard let target = charts[comm.id] else { return log("comm \(comm.id): no such widget; message ignored") }
        switch method {
        case "custom": answerCustom(data["content"], target: target, comm: comm, context: context)
        case "request_state": context.send(WidgetModel.update(of: target), on: comm, metadata: .object([:]), buffers: [])
        case "update", "echo_update": break // The front end's state (such as _view_count) needs no answer.
        default: log("comm \(comm.id): method '\(method)' ignored")
        }
    }

    /// Forgets the widget of a closed comm.
    func forget(_ comm: Comm) {
        charts[comm.id] = nil
        reports[comm.id] = nil
    }

    /// A hover gets its hit (then `onTouch` runs when the index changed), a release gets
    /// `{type: "none"}` (then `onRelease` runs), anything else an error answer (the front end
    /// waits for an answer to each message). The answer goes out before any closure runs, so the popup never waits.
    private func answerCustom(_ content: JSONValue?, target: HoverTarget, comm: Comm, context: ExecutionContext) {
        let type = content?["type"]?.stringValue
        if type == "hover", let x = content?["x"]?.doubleValue, let y = content?["y"]?.doubleValue {
            let hit = target.hitTest(Point(x: x, y: y))
            context.send(WidgetModel.hoverAnswer(hit), on: comm, metadata: .object([:]), buffers: [])
            if let hit, let onTouch = reports[comm.id]?.touch(hit.index) {
                runCallback(onTouch, [.int(hit.index)], "onTouch", context)
            }
        } else if type == "release" {
            context.send(WidgetModel.hoverAnswer(nil), on: comm, metadata: .object([:]), buffers: [])
            if let (onRelease, index) = reports[comm.id]?.release() {
                runCallback(onRelease, [.int(index)], "onRelease", context)
            }
        } else {
            let problem = "expected {type: \"hover\", x: number, y: number} or {type: \"release\"}"
            log("comm \(comm.id): custom message not understood; \(problem)")
            context.send(WidgetModel.errorAnswer(problem), on: comm, metadata: .object([:]), buffers: [])
        }
    }

    /// `update_states` with every live widget's model name, module, version and state.
    private func allStates() -> JSONValue {
        var states: [String: JSONValue] = [:]
        for (id, target) in charts {
            states[id] = .object([
                "model_name": .string(WidgetModel.modelName), "model_module": .string(WidgetModel.moduleName),
                "model_module_version": .string(WidgetModel.moduleVersion), "state": WidgetModel.state(of: target),
            ])
        }
        return .object(["method": .string("update_states"), "states": .object(states), "buffer_paths": .array([])])
    }
}
