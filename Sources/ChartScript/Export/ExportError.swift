/// Why a notebook could not be exported as a Swift package, with what to do about it.
public enum ExportError: Error, Equatable, CustomStringConvertible {
    /// The notebook or Markdown file could not be read.
    case unreadable(path: String, reason: String)
    /// The file is not a notebook (`.ipynb`) or a Markdown file (`.md`).
    case unsupportedFile(path: String)
    /// The `.ipynb` file is not a notebook in nbformat 4.
    case notANotebook(path: String, reason: String)
    /// The package to depend on (this project's checkout) was not found.
    case libraryNotFound(searchedFrom: String)
    /// Writing the package failed.
    case unwritable(path: String, reason: String)

    /// A sentence saying what went wrong and what to do.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "cannot read '\(path)': \(reason)"
        case .unsupportedFile(let path):
            return "'\(path)' is neither a notebook (.ipynb) nor a Markdown file (.md)"
        case .notANotebook(let path, let reason):
            return "'\(path)' is not a Jupyter notebook (nbformat 4): \(reason)"
        case .libraryNotFound(let start):
            return "found no checkout of the chart libraries (a Package.swift beside Sources/ChartNotebook) above \(start); pass --package PATH"
        case .unwritable(let path, let reason):
            return "cannot write '\(path)': \(reason)"
        }
    }
}
