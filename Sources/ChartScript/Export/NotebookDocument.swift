import FoundationEssentials

/// The Swift code of a notebook or a Markdown file, as cells in order: a notebook's code
/// cells, or the ```swift blocks of a Markdown file (each block one cell).
public struct NotebookDocument: Equatable {
    /// Where the document was read from.
    public var path: String
    /// The code of each cell, in order.
    public var cells: [String]

    /// Creates a document from cells already read.
    public init(path: String, cells: [String]) {
        self.path = path
        self.cells = cells
    }

    /// Reads the code cells of a `.ipynb` notebook or the ```swift blocks of a `.md` file.
    /// - Throws: `ExportError` when the file cannot be read or is neither kind.
    public init(contentsOf path: String) throws {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ExportError.unreadable(path: path, reason: "\(error)")
        }
        if path.hasSuffix(".ipynb") {
            self.init(path: path, cells: try Self.codeCells(ofNotebook: data, path: path))
        } else if path.hasSuffix(".md") {
            guard let text = String(data: data, encoding: .utf8) else {
                throw ExportError.unreadable(path: path, reason: "not UTF-8 text")
            }
            self.init(path: path, cells: Self.swiftBlocks(of: text))
        } else {
            throw ExportError.unsupportedFile(path: path)
        }
    }

    /// The file's name without its folder and extension ("charting-course").
    public var baseName: String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[..<dot])
    }

    /// The folder the document is in ("." for a bare file name): relative paths in its cells
    /// are read from there, as the kernel runs in the notebook's folder.
    public var folder: String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// A notebook's code cells (nbformat 4: `source` is a string or a list of lines).
    static func codeCells(ofNotebook data: Data, path: String) throws -> [String] {
        struct Notebook: Decodable {
            struct Cell: Decodable {
                var cellType: String
                var source: Source
                enum CodingKeys: String, CodingKey {
                    case cellType = "cell_type"
                    case source
                }
            }
            /// A cell's source: nbformat allows one string or a list of strings.
            enum Source: Decodable {
                case text(String)
                init(from decoder: Decoder) throws {
                    let container = try decoder.singleValueContainer()
                    if let text = try? container.decode(String.self) {
                        self = .text(text)
                    } else {
                        self = .text(try container.decode([String].self).joined())
                    }
                }
            }
            var cells: [Cell]
        }
        do {
            let notebook = try JSONDecoder().decode(Notebook.self, from: data)
            return notebook.cells.filter { $0.cellType == "code" }.map { cell in
                guard case .text(let text) = cell.source else { return "" }
                return text
            }
        } catch {
            throw ExportError.notANotebook(path: path, reason: "\(error)")
        }
    }

    /// The contents of every fenced block opened by a line "```swift", in order.
    static func swiftBlocks(of markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        // "\r\n" is one Character, and a line break too.
        for line in markdown.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            if var lines = current {
                if line.hasPrefix("```") {
                    blocks.append(lines.joined(separator: "\n"))
                    current = nil
                } else {
                    lines.append(line)
                    current = lines
                }
            } else if line == "```swift" {
                current = []
            }
        }
        return blocks
    }
}
