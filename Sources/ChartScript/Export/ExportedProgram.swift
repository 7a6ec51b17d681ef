/// A notebook's code as one Swift program: the text of `main.swift` and the relative paths
/// of the data files its cells name.
///
/// Every code cell goes in unchanged, in order, under a `// Cell N` comment; a cell's last
/// bare expression, which the notebook shows as the cell's result, is shown with
/// `display(…)` (see ``CellResultDisplay``). The program imports ChartCore, ChartData,
/// ChartRaster (PNG pictures and files) and ChartNotebook, whose
/// `display`, `interactive` and friends stand in for the notebook's; not Foundation, which
/// the cells import themselves where they need it, as the kernel notes (``FoundationNames``).
public struct ExportedProgram: Equatable {
    /// The text of `main.swift`.
    public var mainSwift: String
    /// The relative paths of files the cells name in string literals that exist beside the
    /// notebook (such as `data/students.csv`), in order of first mention.
    public var dataFiles: [String]

    /// The program of `document`'s cells; `fileExists` says whether a relative path names a
    /// file beside the document.
    public init(_ document: NotebookDocument, fileExists: (String) -> Bool) {
        let results = CellResultDisplay(userVoidFunctions: CellResultDisplay.voidFunctions(declaredIn: document.cells))
        var text = """
            // \(document.path.split(separator: "/").last.map(String.init) ?? document.path), exported by swift-chart-kernel: \
            every code cell in order, each last bare
            // expression (the result the notebook shows below its cell) shown with display(…).
            import ChartCore
            import ChartData
            import ChartRaster
            import ChartNotebook

            """
        for (index, cell) in document.cells.enumerated() {
            text += "\n// Cell \(index + 1)\n"
            let code = results.displayingResult(of: cell)
            text += code.hasSuffix("\n") ? code : code + "\n"
        }
        mainSwift = text
        var files: [String] = []
        for cell in document.cells {
            for literal in Self.stringLiterals(in: cell) where Self.isRelativeFilePath(literal) && fileExists(literal) {
                if !files.contains(literal) { files.append(literal) }
            }
        }
        dataFiles = files
    }

    /// The plain string literals of `code` (without interpolation), in order.
    static func stringLiterals(in code: String) -> [String] {
        guard let tokens = try? Lexer.tokens(of: code) else { return [] }
        return tokens.compactMap { token in
            guard case .string(let segments) = token.kind, segments.count == 1, case .text(let text) = segments[0] else { return nil }
            return text
        }
    }

    /// Whether `text` could name a file inside the notebook's folder: relative, without `..`,
    /// one line, with a file name.
    static func isRelativeFilePath(_ text: String) -> Bool {
        !text.isEmpty && !text.hasPrefix("/") && !text.hasSuffix("/") && !text.contains("\n")
            && !text.split(separator: "/").contains("..") && text.count < 1024
    }
}
