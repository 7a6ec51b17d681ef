import ChartCore

extension Table {
    /// Loads a CSV file: a header row naming the columns, then one row per record.
    ///
    /// Follows RFC 4180 (quoted fields with commas, doubled quotes and line breaks inside;
    /// CRLF or LF line ends; a last line with or without a line break) and skips a UTF-8 byte
    /// order mark and blank lines. TableColumn types are inferred (see `ColumnType`): integers,
    /// doubles, ISO 8601 dates and date-times, else text. Empty fields are missing values.
    /// A relative `path` is resolved against the current working directory (a notebook's folder).
    /// `separator` is the character between fields: "," by default, ";" or "\t" for files
    /// that use those (any ASCII character but a quote or a line break). A pipe or device
    /// (`/dev/stdin`, a FIFO) is read only with `allowsSpecialFiles`, as waiting for one can
    /// last for ever.
    /// - Throws: `TableError` naming the file, and the line where it applies: `.fileNotFound`,
    ///   `.unreadableFile`, `.emptyFile`, `.notUTF8`, `.raggedRow`, `.unterminatedQuote`,
    ///   `.textAfterClosingQuote`, `.duplicateColumn`, `.invalidSeparator`, `.notRegularFile`,
    ///   `.interrupted` (see ``WorkInterruption``).
    public init(csv path: String, separator: Character = ",", allowsSpecialFiles: Bool = false) throws {
        let separatorByte = try Self.separatorByte(separator)
        let bytes = try FileReader.bytesWithSentinel(path: path, allowsSpecialFiles: allowsSpecialFiles)
        try self.init(csvBytes: bytes, path: path, source: FileReader.fileName(of: path), separator: separatorByte)
    }

    /// Reads CSV from text already in memory (the same rules as `init(csv:)`).
    /// - Parameter source: the name used in error messages.
    public init(csvText: String, separator: Character = ",", source: String = "CSV text") throws {
        let separatorByte = try Self.separatorByte(separator)
        var bytes = Array(csvText.utf8)
        bytes.append(0)
        try self.init(csvBytes: bytes, path: source, source: source, separator: separatorByte)
    }

    /// The byte of a field separator.
    /// - Throws: `TableError.invalidSeparator` for a non-ASCII character, a quote or a line break.
    private static func separatorByte(_ separator: Character) throws -> UInt8 {
        guard let byte = separator.asciiValue, byte != 0x22, byte != 0x0A, byte != 0x0D, byte != 0 else {
            throw TableError.invalidSeparator(String(separator))
        }
        return byte
    }

    /// Parses `bytes`, whose last byte is a zero sentinel that is not part of the text.
    private init(csvBytes bytes: [UInt8], path: String, source: String, separator: UInt8) throws {
        guard bytes.count <= FileReader.maximumBytes else {
            throw TableError.fileTooLarge(path: path, bytes: bytes.count - 1)
        }
        let columns: [TableColumn] = try bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { throw TableError.emptyFile(path: path) }
            let end = buffer.count - 1
            let text = UnsafeBufferPointer(start: base, count: end)
            if let offset = UTF8Validation.firstInvalidOffset(text) {
                throw TableError.notUTF8(path: path, line: UTF8Validation.line(of: offset, in: text))
            }
            let hasByteOrderMark = end >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF
            let tokenizer = CSVTokenizer(path: path, separator: separator)
            let fields = try tokenizer.fields(of: buffer, from: hasByteOrderMark ? 3 : 0, to: end)
            let names = Self.columnNames(header: fields.header, base: base)
            return try fields.spans.withUnsafeBufferPointer { spans in
                try names.indices.map { index in
                    if WorkInterruption.isRequested { throw TableError.interrupted(source: "'\(path)'") }
                    let inference = ColumnInference(base: base, spans: spans, column: index,
                                                    columnCount: fields.columnCount, rowCount: fields.rowCount)
                    return TableColumn(name: names[index], source: source, storage: inference.storage())
                }
            }
        }
        try self.init(columns: columns, source: source)
    }

    /// The header's names; an empty name becomes "column N" (N counting from 1).
    private static func columnNames(header: [UInt32], base: UnsafePointer<UInt8>) -> [String] {
        stride(from: 0, to: header.count, by: 2).map { offset in
            let end = header[offset + 1]
            let name = ByteStringInterner.string(base, Int(header[offset]), Int(end & ~CSVTokenizer.escapedFlag),
                                                 escaped: end & CSVTokenizer.escapedFlag != 0)
            return name.isEmpty ? "column \(offset / 2 + 1)" : name
        }
    }
}
