#if canImport(Glibc)
import Glibc
#endif
import JupyterEngine

/// The live widgets of a kernel session, by model (comm) id, and the widget protocol's
/// plumbing around them: opening a model's comm and showing its view, answering
/// `request_state` and the control comm's `request_states` (sent by the widget manager when a
/// front end reconnects), and routing state changes and custom messages to their widget.
///
/// Models are created by the kernel only; the front end may open the control comm. Malformed
/// messages never stop the kernel: they are reported to `log` and otherwise ignored.
public final class WidgetManager {
    private var widgets: [String: Widget] = [:]
    /// Where problems with the front end's messages go (standard error by default, where
    /// Jupyter servers collect them).
    public var log: (String) -> Void

    /// Creates a manager with no widgets.
    public init(log: @escaping (String) -> Void = { fputs("[widgets] \($0)\n", stderr) }) {
        self.log = log
    }

    /// The ids of the live models.
    public var modelIDs: [String] { Array(widgets.keys) }

    /// The live widget of the model `id`.
    public func widget(id: String) -> Widget? {
        widgets[id]
    }

    /// Opens `widget`'s model without showing it (for a widget shown inside another one);
    /// returns its comm, whose id is the model id.
    @discardableResult
    public func open(_ widget: Widget, context: ExecutionContext) -> Comm {
        let comm = context.openComm(targetName: WidgetProtocol.modelTarget, data: WidgetMessages.openData(of: widget),
                                    metadata: WidgetProtocol.openMetadata, buffers: [])
        widgets[comm.id] = widget
        return comm
    }

    /// Opens `widget`'s model and shows its view below the running cell.
    @discardableResult
    public func show(_ widget: Widget, context: ExecutionContext) -> Comm {
        let comm = open(widget, context: context)
        context.display(WidgetProtocol.viewBundle(modelID: comm.id, text: widget.textRepresentation,
                                                  pictures: widget.staticRepresentation), displayID: nil)
        return comm
    }

    /// Whether a comm the front end opens to `targetName` is served: only the control comm.
    public func accepts(targetName: String) -> Bool {
        targetName == WidgetProtocol.controlTarget
    }

    /// Handles one message from the front end on `comm`.
    public func receive(_ data: JSONValue, buffers: [[UInt8]] = [], on comm: Comm, context: ExecutionContext) {
        guard let method = data["method"]?.stringValue else {
            return log("comm \(comm.id): message without a method ignored")
        }
        if comm.targetName == WidgetProtocol.controlTarget {
            guard method == "request_states" else { return log("control comm \(comm.id): method '\(method)' ignored") }
            return context.send(WidgetMessages.allStates(widgets), on: comm, metadata: .object([:]), buffers: [])
        }
        guard let widget = widgets[comm.id] else { return log("comm \(comm.id): no such widget; message ignored") }
        let connection = WidgetConnection(comm: comm, context: context, log: log)
        switch method {
        case "custom":
            widget.receiveCustom(data["content"] ?? .null, buffers: buffers, from: connection)
        case "request_state":
            context.send(WidgetMessages.update(WidgetMessages.fullState(of: widget)), on: comm, metadata: .object([:]), buffers: [])
        case "update":
            widget.update(data["state"]?.objectValue ?? [:], from: connection)
        case "echo_update":
            break // Front ends echo state to one another; the kernel's state is already current.
        default:
            log("comm \(comm.id): method '\(method)' ignored")
        }
    }

    /// Forgets the widget of a comm the front end closed.
    public func forget(_ comm: Comm) {
        widgets[comm.id] = nil
    }
}
