import ChartCore

/// A list of labels to choose one from (ipywidgets' `Dropdown` in the notebook), and a
/// closure that hears each choice: it is called with the selection when the dropdown is first
/// shown, and in the notebook again each time the selection changes. A compiled program has
/// no one to choose, so showing it (`display(picker)`, or a cell ending in `Dropdown(…)`)
/// calls `onChange` with the selection the first time, then writes the dropdown's picture
/// (`DropdownPicture`), as the notebook's output holds it; an error `onChange` throws is
/// written to standard error.
public final class Dropdown {
    /// The labels to choose from, in order (at least one).
    public let options: [String]
    /// The name beside the list (empty for none).
    public let description: String
    /// The chosen label.
    public private(set) var selection: String
    private let onChange: (String) throws -> Void
    private var hasBeenShown = false

    /// A dropdown of `options`, `selection` chosen (the first option when nil).
    ///
    /// - Throws: `DropdownError` when there are no options, or `selection` is not one of them.
    public init(_ options: [String], selection: String? = nil, description: String = "",
                onChange: @escaping (String) throws -> Void) throws {
        guard let first = options.first else { throw DropdownError.noOptions }
        if let selection, !options.contains(selection) {
            throw DropdownError.selectionNotInOptions(selection: selection, options: options)
        }
        self.options = options
        self.selection = selection ?? first
        self.description = description
        self.onChange = onChange
    }

    /// Calls `onChange` with the selection the first time, as the notebook does when it shows
    /// the dropdown, then writes its picture.
    func show() {
        if !hasBeenShown {
            hasBeenShown = true
            do { try onChange(selection) } catch { NotebookOutput.note("Dropdown onChange failed: \(error)") }
        }
        NotebookOutput.writePicture(DropdownPicture.svg(description: description, options: options, selection: selection),
                                    width: DropdownPicture.width(description: description, options: options),
                                    height: DropdownPicture.height, summary: "the dropdown's picture")
    }
}

/// Why a dropdown cannot be made.
public enum DropdownError: Error, CustomStringConvertible {
    /// `Dropdown([])`: nothing to choose from.
    case noOptions
    /// The selection given is not one of the options.
    case selectionNotInOptions(selection: String, options: [String])

    /// What went wrong, as a person reads it.
    public var description: String {
        switch self {
        case .noOptions:
            return "a Dropdown needs at least one option"
        case let .selectionNotInOptions(selection, options):
            let shown = options.prefix(10).map { "\"\($0)\"" }.joined(separator: ", ") + (options.count > 10 ? ", …" : "")
            return "the selection \"\(selection)\" is not one of the Dropdown's options: \(shown)"
        }
    }
}
