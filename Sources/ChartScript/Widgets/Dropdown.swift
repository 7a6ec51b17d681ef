import JupyterEngine
import JupyterWidgets

/// `Dropdown(options, selection:, description:, onChange:)`: ipywidgets' `Dropdown` as a cell
/// holds it: a list of labels to choose one from, and a closure that hears each choice. The
/// closure is called with the selection when the dropdown is first shown, and again each time
/// the person picking changes it (as ipywidgets' `interact` calls its function), so a cell that
/// draws a chart for the selection draws the first one at once. Its usual work: put another
/// chart in an `InteractiveChart` (`view.chart = chart(for: subject)`).
///
/// Built of ipywidgets' own models (the dropdown, its layout and its description style):
/// JupyterLab, Notebook 7, VS Code and Voilà render it without any extra package. A class, as
/// in Swift: `selection` reads the current choice from any cell.
final class Dropdown: ShownAsWidget, NativeReference {
    /// The labels to choose from, in order (at least one).
    let options: [String]
    /// The name beside the list (empty for none).
    let description: String
    /// The chosen label.
    private(set) var selection: String
    private let onChange: FunctionValue
    private weak var runtime: Runtime?
    private var hasBeenShown = false
    /// Every shown view's widget and comm, to keep them in step.
    private var views: [(widget: Weak<DropdownWidget>, comm: Comm)] = []

    /// A dropdown of `options`, `selection` chosen (the first option when nil).
    ///
    /// - Throws: when there are no options, or `selection` is not one of them.
    init(options: [String], selection: String?, description: String, onChange: FunctionValue, runtime: Runtime) throws {
        guard let first = options.first else {
            throw DropdownError.noOptions
        }
        if let selection, !options.contains(selection) {
            throw DropdownError.selectionNotInOptions(selection: selection, options: options)
        }
        self.options = options
        self.selection = selection ?? first
        self.description = description
        self.onChange = onChange
        self.runtime = runtime
    }

    /// "Dropdown: Subject: Math (of 6 options)".
    var summary: String {
        "Dropdown: " + (description.isEmpty ? "" : "\(description): ") + "\(selection) (of \(options.count) options)"
    }

    /// Opens a view; the first time, calls `onChange` with the selection first (its error is
    /// the cell's).
    func show(runtime: Runtime?) throws -> MimeBundle {
        guard let runtime, let context = runtime.context else { return MimeBundle(plainText: summary) }
        if !hasBeenShown {
            hasBeenShown = true
            _ = try runtime.call(onChange, [.string(selection)])
        }
        let widgets = runtime.widgets
        try widgets.ensureRoom(for: 3)
        let layout = try widgets.open(FixedModelWidget(kind: .layout, state: [:]), context: context)
        let style = try widgets.open(FixedModelWidget(kind: .style("DescriptionStyleModel"), state: ["description_width": ""]),
                                 context: context)
        let index = options.firstIndex(of: selection) ?? 0
        let widget = DropdownWidget(options: options, index: index, description: description, layout: layout, style: style)
        // The widget keeps the dropdown (the widget manager keeps the widget while its comm is
        // open), so a dropdown no variable holds still hears its choices.
        widget.onChange = { newIndex, connection in self.choose(newIndex, connection: connection) }
        let comm = try widgets.open(widget, context: context)
        views.removeAll { $0.widget.object == nil }
        views.append((Weak(widget), comm))
        return WidgetProtocol.viewBundle(modelID: comm.id, text: summary, pictures: widget.staticRepresentation)
    }

    /// The person picking chose option `index` in one view: the selection changes, the other
    /// views follow, and `onChange` runs as a widget's closure (its output under the change;
    /// a failure written to standard error, the choice kept).
    private func choose(_ index: Int, connection: WidgetConnection) -> Bool {
        guard let runtime else { return false }
        selection = options[index]
        for view in views where view.comm != connection.comm {
            view.widget.object?.select(index)
            runtime.widgets.sendState(["index": .int(index)], to: view.comm, context: connection.context)
        }
        runtime.widgets.runCallback(onChange, [.string(selection)], "Dropdown onChange", connection.context)
        return true
    }
}

/// Why a dropdown cannot be made (ChartNotebook's `DropdownError`, as a compiled program
/// throws it; a cell catches it as a Swift error).
enum DropdownError: Error, CustomStringConvertible {
    case noOptions
    case selectionNotInOptions(selection: String, options: [String])

    var description: String {
        switch self {
        case .noOptions:
            return "a Dropdown needs at least one option"
        case let .selectionNotInOptions(selection, options):
            let shown = options.prefix(10).map { "\"\($0)\"" }.joined(separator: ", ") + (options.count > 10 ? ", …" : "")
            return "the selection \"\(selection)\" is not one of the Dropdown's options: \(shown)"
        }
    }
}
