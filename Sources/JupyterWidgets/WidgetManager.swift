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
///
/// A widget is kept while its comm is open, as ipywidgets keeps it, so the store is bounded:
/// at most `maximumOpen` models, and each model's state is offered to `reserveState` (the
/// session's memory budget) before it opens. A refused model is not opened at all.
public final class WidgetManager {
    /// The most open models a session keeps unless told otherwise.
    public static let defaultMaximumOpen = 10_000

    private var widgets: [String: Widget] = [:]
    private var stateBytes: [String: Int] = [:]
    /// Where problems with the front end's messages go (standard error by default, where
    /// Jupyter servers collect them).
    public var log: (String) -> Void
    /// The most models open at once.
    public let maximumOpen: Int
    /// Asked with the size of each model's state, as sent, before the model opens; throws to
    /// refuse it (the memory budget). Allows everything by default.
    public var reserveState: (Int) throws -> Void = { _ in }
    /// The estimated bytes of the open models' states.
    public private(set) var heldStateBytes = 0

    /// Creates a manager with no widgets, keeping at most `maximumOpen` models open.
    public init(maximumOpen: Int = WidgetManager.defaultMaximumOpen,
                log: @escaping (String) -> Void = { fputs("[widgets] \($0)\n", stderr) }) {
        self.maximumOpen = max(0, maximumOpen)
        self.log = log
    }

    /// The number of open models.
    public var openCount: Int { widgets.count }

    /// Throws unless `count` more models may open (a widget built of several models checks
    /// once for all of them, so it never opens half).
    public func ensureRoom(for count: Int) throws(WidgetStoreError) {
        guard count <= maximumOpen - widgets.count else {
            throw .tooManyOpen(open: widgets.count, count: count, limit: maximumOpen)
        }
    }

    /// The ids of the live models.
    public var modelIDs: [String] { Array(widgets.keys) }

    /// The live widget of the model `id`.
    public func widget(id: String) -> Widget? {
        widgets[id]
    }

    /// Opens `widget`'s model without showing it (for a widget shown inside another one);
    /// returns its comm, whose id is the model id.
    ///
    /// - Throws: when the session keeps `maximumOpen` models already, or `reserveState`
    ///   refuses the model's state; nothing is sent then.
    @discardableResult
    public func open(_ widget: Widget, context: ExecutionContext) throws(WidgetStoreError) -> Comm {
        try ensureRoom(for: 1)
        let state = WidgetMessages.fullState(of: widget)
        let bytes = WidgetStateSize.bytes(of: state)
        do { try reserveState(bytes) } catch { throw .stateRefused(bytes: bytes, reason: error) }
        let comm = context.openComm(targetName: WidgetProtocol.modelTarget, data: WidgetMessages.openData(state: state),
                                    metadata: WidgetProtocol.openMetadata, buffers: [])
        widgets[comm.id] = widget
        stateBytes[comm.id] = bytes
        heldStateBytes += bytes
        return comm
    }

    /// Opens `widget`'s model and shows its view below the running cell.
    ///
    /// - Throws: as ``open(_:context:)``.
    @discardableResult
    public func show(_ widget: Widget, context: ExecutionContext) throws(WidgetStoreError) -> Comm {
        let comm = try open(widget, context: context)
        context.display(WidgetProtocol.viewBundle(modelID: comm.id, text: widget.textRepresentation,
                                                  pictures: widget.staticRepresentation), displayID: nil)
        return comm
    }

    /// Changes fields of the front end's state of the model on `comm` (`{method: "update",
    /// state}`), so its views redraw: how one widget tells another to change, such as a
    /// colour editor's sliders redrawing its swatch.
    public func sendState(_ changes: [String: JSONValue], to comm: Comm, context: ExecutionContext) {
        context.send(WidgetMessages.update(changes), on: comm, metadata: .object([:]), buffers: [])
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
        heldStateBytes -= stateBytes.removeValue(forKey: comm.id) ?? 0
    }
}
