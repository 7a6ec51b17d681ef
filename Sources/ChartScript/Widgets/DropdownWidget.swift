import ChartCore
import JupyterEngine
import JupyterWidgets

/// One ipywidgets `Dropdown` (`@jupyter-widgets/controls` 2.0.0): a list of labels, one of them
/// selected, which the front end changes by sending the new `index`. A change is handed to
/// `onChange`, which decides whether to take it; an index it refuses is sent back.
final class DropdownWidget: Widget {
    let kind = WidgetKind.control("Dropdown")
    /// The labels, in order.
    let options: [String]
    /// The name beside the list, such as "Subject".
    let description: String
    /// The position of the selected label.
    private(set) var index: Int
    private let layout: Comm
    private let style: Comm
    /// Decides on an index the front end sent: returns whether it was taken.
    var onChange: (Int, WidgetConnection) -> Bool = { _, _ in false }

    init(options: [String], index: Int, description: String, layout: Comm, style: Comm) {
        self.options = options
        self.index = index
        self.description = description
        self.layout = layout
        self.style = style
    }

    var state: [String: JSONValue] {
        [
            "_options_labels": .array(options.map { .string($0) }), "index": .int(index),
            "description": .string(description), "description_allow_html": false, "disabled": false,
            "_dom_classes": .array([]), "tabbable": .null, "tooltip": .null,
            "layout": modelReference(layout), "style": modelReference(style),
        ]
    }

    var textRepresentation: String {
        let selected = options.indices.contains(index) ? options[index] : ""
        return description.isEmpty ? selected : "\(description): \(selected)"
    }

    /// A picture of the dropdown with its selection (`DropdownPicture`) as an `<img>` whose alt
    /// text names the choice and the options (`PictureHTML`): nbconvert, GitHub and a saved
    /// notebook show it where the live list cannot be.
    var staticRepresentation: [String: JSONValue] {
        let selected = options.indices.contains(index) ? options[index] : ""
        let light = DropdownPicture.svg(description: description, options: options, selection: selected)
        let dark = DropdownPicture.svg(description: description, options: options, selection: selected, appearance: .dark)
        return ["text/html": .string(PictureHTML.themed(light: light, dark: dark, alt: alternativeText(selection: selected),
                                                       width: DropdownPicture.width(description: description, options: options),
                                                       height: DropdownPicture.height))]
    }

    /// "Dropdown Subject: Math selected, of Math, Science, English".
    func alternativeText(selection: String) -> String {
        let label = description.isEmpty ? "Dropdown" : "Dropdown \(description)"
        let chosen = selection.isEmpty ? "nothing selected" : "\(selection) selected"
        return options.isEmpty ? "\(label): no options" : "\(label): \(chosen), of \(options.joined(separator: ", "))"
    }

    /// A new index: taken when it names an option and `onChange` accepts it; otherwise the
    /// front end is told the index the kernel holds, so its list goes back.
    func update(_ changes: [String: JSONValue], from connection: WidgetConnection) {
        guard let sent = changes["index"] else { return }
        if case .int(let newIndex) = sent, options.indices.contains(newIndex) {
            if newIndex == index { return }
            if onChange(newIndex, connection) {
                index = newIndex
                return
            }
        } else {
            connection.report("index must be a position in the \(options.count) options; \(sent) refused")
        }
        connection.sendState(["index": .int(index)])
    }

    /// Selects `newIndex` from the kernel's side (without telling `onChange`).
    func select(_ newIndex: Int) {
        index = newIndex
    }
}
