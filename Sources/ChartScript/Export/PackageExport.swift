import FoundationEssentials

/// Writes a notebook as a SwiftPM package that `swift run` builds and runs: `Package.swift`
/// depending on the chart libraries by path, `Sources/<Name>/main.swift` with the cells (see
/// ``ExportedProgram``), and the data files the cells name, copied to the same relative paths
/// (so run the program from the package's folder, where `swift run` is typed).
public struct PackageExport {
    /// The notebook or Markdown file.
    public var document: NotebookDocument
    /// The checkout of the chart libraries (the folder holding their Package.swift).
    public var libraryPath: String
    /// The folder the cells' relative paths are read from (the notebook's own folder, where
    /// the kernel runs it, unless told otherwise).
    public var workingDirectory: String

    /// An export of `document` depending on the libraries at `libraryPath`, whose cells name
    /// files relative to `workingDirectory` (by default the document's folder).
    public init(document: NotebookDocument, libraryPath: String, workingDirectory: String? = nil) {
        self.document = document
        self.libraryPath = libraryPath
        self.workingDirectory = workingDirectory ?? document.folder
    }

    /// The executable's name: the document's name in UpperCamelCase ("charting-course" →
    /// "ChartingCourse"), "Notebook" when nothing of it is usable.
    public var targetName: String {
        let words = document.baseName.split { !($0.isLetter || $0.isNumber) }
        let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = name.first, first.isLetter, name.allSatisfy({ $0.isASCII }) else { return "Notebook" + name.filter(\.isASCII) }
        return name
    }

    /// The text of `Package.swift`.
    public var packageManifest: String {
        let libraryPackage = libraryPath.split(separator: "/").last.map(String.init) ?? libraryPath
        let products = ["ChartCore", "ChartData", "TabularData", "ChartRaster", "ChartNotebook", "Charts", "SwiftUI"]
            .map { ".product(name: \"\($0)\", package: \"\(libraryPackage)\")" }.joined(separator: ", ")
        return """
            // swift-tools-version:6.0
            // \(document.baseName), exported by swift-chart-kernel as a Swift program. Run it here with
            // `swift run`: what the cells print goes to standard output, charts to charts/ as SVG files.
            import PackageDescription

            let package = Package(
                name: "\(targetName)",
                dependencies: [.package(path: \(Self.literal(libraryPath)))],
                targets: [
                    .executableTarget(name: "\(targetName)", dependencies: [\(products)]),
                ],
                swiftLanguageModes: [.v5]
            )

            """
    }

    /// Writes the package into `directory` (created if needed); returns the program written.
    /// - Throws: `ExportError.unwritable` when a file cannot be written or copied.
    @discardableResult
    public func write(to directory: String) throws -> ExportedProgram {
        let files = FileManager.default
        let program = ExportedProgram(document) { relative in
            var isDirectory = false
            return files.fileExists(atPath: workingDirectory + "/" + relative, isDirectory: &isDirectory) && !isDirectory
        }
        let sources = directory + "/Sources/" + targetName
        try create(sources)
        try write(packageManifest, to: directory + "/Package.swift")
        try write(program.mainSwift, to: sources + "/main.swift")
        for relative in program.dataFiles {
            let destination = directory + "/" + relative
            if let slash = destination.lastIndex(of: "/") { try create(String(destination[..<slash])) }
            do {
                if files.fileExists(atPath: destination) { try files.removeItem(atPath: destination) }
                try files.copyItem(atPath: workingDirectory + "/" + relative, toPath: destination)
            } catch {
                throw ExportError.unwritable(path: destination, reason: "\(error)")
            }
        }
        return program
    }

    private func create(_ folder: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw ExportError.unwritable(path: folder, reason: "\(error)")
        }
    }

    private func write(_ text: String, to path: String) throws {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw ExportError.unwritable(path: path, reason: "\(error)")
        }
    }

    /// `text` as a Swift string literal.
    static func literal(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "\\" || character == "\"" { escaped.append("\\") }
            escaped.append(character)
        }
        return "\"" + escaped + "\""
    }

    /// The checkout of the chart libraries at or above `path`: the first folder holding a
    /// Package.swift and Sources/ChartNotebook.
    /// - Throws: `ExportError.libraryNotFound` when there is none.
    public static func libraryPath(above path: String) throws -> String {
        var folder = path
        while !folder.isEmpty {
            if FileManager.default.fileExists(atPath: folder + "/Package.swift"),
               FileManager.default.fileExists(atPath: folder + "/Sources/ChartNotebook") {
                return folder
            }
            guard let slash = folder.lastIndex(of: "/") else { break }
            folder = String(folder[..<slash])
        }
        throw ExportError.libraryNotFound(searchedFrom: path)
    }
}
