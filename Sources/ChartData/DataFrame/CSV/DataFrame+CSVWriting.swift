import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

extension DataFrame {
    /// The frame as CSV bytes: a header line, then one line per row; fields holding the
    /// delimiter, a quote or a line break are quoted (quotes doubled); dates in ISO 8601.
    public func csvRepresentation(options: CSVWritingOptions = .init()) throws -> Data {
        Data(csvText(options: options).utf8)
    }

    /// The frame as CSV text (as ``csvRepresentation(options:)``).
    public func csvText(options: CSVWritingOptions = .init()) -> String {
        let delimiter = String(options.delimiter)
        func field(_ text: String) -> String {
            guard text.contains(where: { $0 == options.delimiter || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else { return text }
            return "\"" + text.doublingQuotes() + "\""
        }
        var text = ""
        if options.includesHeader {
            text += columns.map { field($0.name) }.joined(separator: delimiter) + options.newline
        }
        for row in 0..<rowCount {
            text += columns.map { column -> String in
                if case .boolean(let values) = column.contents, let value = values[row] {
                    return value ? options.trueEncoding : options.falseEncoding
                }
                return CellText.text(column.contents, row: row).map(field) ?? options.nilEncoding
            }.joined(separator: delimiter)
            text += options.newline
        }
        return text
    }

    /// Writes the frame as CSV to the file at `url`, replacing it.
    /// - Throws: `TableError.unreadableFile` when the file cannot be written.
    public func writeCSV(to url: URL, options: CSVWritingOptions = .init()) throws {
        try writeCSV(toFile: url.path, options: options)
    }

    /// Writes the frame as CSV to the file at `path` (relative to the working directory).
    public func writeCSV(toFile path: String, options: CSVWritingOptions = .init()) throws {
        let resolved = FileReader.resolve(path)
        let bytes = Array(csvText(options: options).utf8)
        guard let file = fopen(resolved, "wb") else {
            throw TableError.unreadableFile(path: path, reason: "cannot write: " + String(cString: strerror(errno)))
        }
        let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
        let closed = fclose(file)
        guard written == bytes.count, closed == 0 else {
            throw TableError.unreadableFile(path: path, reason: "cannot write: " + String(cString: strerror(errno)))
        }
    }
}

extension String {
    /// The string with every quote doubled, for a quoted CSV field.
    func doublingQuotes() -> String {
        var text = ""
        for character in self {
            if character == "\"" { text.append("\"") }
            text.append(character)
        }
        return text
    }
}
