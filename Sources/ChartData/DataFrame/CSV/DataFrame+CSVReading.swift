import ChartCore
import FoundationEssentials

extension DataFrame {
    /// Reads a CSV file, as TabularData's initialiser: the header row names the columns and
    /// each column's type is inferred (integers, doubles, booleans, dates, else strings)
    /// unless `types` names it; fields spelt as one of `options.nilEncodings` (empty, `NA`,
    /// `NaN`, `null`, …) are missing values.
    ///
    /// - Parameters:
    ///   - columns: the columns to read, in that order (nil: every column).
    ///   - rows: the data rows to read, counted from 0 (nil: every row).
    ///   - types: column names and the type to read each as; a field that is not such a value
    ///     is an error naming its line, column and text.
    /// - Throws: `TableError` naming the file (and the line, column and value where they
    ///   apply): `.fileNotFound`, `.notUTF8`, `.raggedRow`, `.unterminatedQuote`,
    ///   `.textAfterClosingQuote`, `.columnNotFound`, `.duplicateColumn`, `.unparsableField`,
    ///   `.invalidOption`, `.notRegularFile`, `.interrupted`.
    public init(contentsOfCSVFile url: URL, columns: [String]? = nil, rows: Range<Int>? = nil,
                types: [String: CSVType] = [:], options: CSVReadingOptions = .init()) throws {
        try self.init(contentsOfCSVFile: url.path, columns: columns, rows: rows, types: types, options: options)
    }

    /// Reads the CSV file at `path` (relative paths from the working directory, a notebook's
    /// folder), as ``init(contentsOfCSVFile:columns:rows:types:options:)-(URL,_,_,_,_)``.
    public init(contentsOfCSVFile path: String, columns: [String]? = nil, rows: Range<Int>? = nil,
                types: [String: CSVType] = [:], options: CSVReadingOptions = .init()) throws {
        let bytes = try FileReader.bytesWithSentinel(path: path, allowsSpecialFiles: options.allowsSpecialFiles)
        self = try CSVFrameReader(path: path, source: FileReader.fileName(of: path), options: options)
            .frame(bytes, columns: columns, rows: rows, types: types)
    }

    /// Reads CSV from `data` (the bytes of a CSV file), as the file initialiser does.
    public init(csvData data: Data, columns: [String]? = nil, rows: Range<Int>? = nil,
                types: [String: CSVType] = [:], options: CSVReadingOptions = .init()) throws {
        var bytes = [UInt8](data)
        bytes.append(0)
        self = try CSVFrameReader(path: "CSV data", source: "CSV data", options: options)
            .frame(bytes, columns: columns, rows: rows, types: types)
    }

    /// Reads CSV from text in the program, as the file initialiser does.
    public init(csvText text: String, columns: [String]? = nil, rows: Range<Int>? = nil,
                types: [String: CSVType] = [:], options: CSVReadingOptions = .init()) throws {
        var bytes = Array(text.utf8)
        bytes.append(0)
        self = try CSVFrameReader(path: "CSV text", source: "CSV text", options: options)
            .frame(bytes, columns: columns, rows: rows, types: types)
    }
}

/// Reads CSV bytes into a DataFrame with `CSVReadingOptions`, on the project's CSV tokenizer.
struct CSVFrameReader {
    /// The path as given, for messages.
    let path: String
    /// The file's name, the frame's source.
    let source: String
    let options: CSVReadingOptions

    /// The frame of `bytes`, whose last byte is a zero sentinel that is not part of the text.
    func frame(_ bytes: [UInt8], columns wanted: [String]?, rows: Range<Int>?, types: [String: CSVType]) throws -> DataFrame {
        guard bytes.count <= FileReader.maximumBytes else { throw TableError.fileTooLarge(path: path, bytes: bytes.count - 1) }
        let delimiter = try Self.asciiByte(options.delimiter, role: "delimiter")
        let escape = options.usesEscaping ? try Self.asciiByte(options.escapeCharacter, role: "escape character") : nil
        if let escape, escape == delimiter {
            throw TableError.invalidOption("the escape character and the delimiter must differ")
        }
        return try bytes.withUnsafeBufferPointer { buffer -> DataFrame in
            guard let base = buffer.baseAddress else { throw TableError.emptyFile(path: path) }
            let end = buffer.count - 1
            let text = UnsafeBufferPointer(start: base, count: end)
            if let offset = UTF8Validation.firstInvalidOffset(text) {
                throw TableError.notUTF8(path: path, line: UTF8Validation.line(of: offset, in: text))
            }
            let hasByteOrderMark = end >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF
            var tokenizer = CSVTokenizer(path: path, separator: delimiter)
            tokenizer.usesQuoting = options.usesQuoting
            tokenizer.escape = escape
            tokenizer.skipsBlankLines = options.ignoresEmptyLines
            var fields = try tokenizer.fields(of: buffer, from: hasByteOrderMark ? 3 : 0, to: end)
            let names: [String]
            if options.hasHeaderRow {
                names = headerNames(fields.header, base: base, escape: escape)
            } else {
                names = (0..<fields.columnCount).map { "Column \($0)" }
                fields.spans = fields.header + fields.spans
                fields.rowCount += 1
            }
            var seen = Set<String>()
            for name in names where !seen.insert(name).inserted { throw TableError.duplicateColumn(name: name, source: source) }
            func index(of name: String) throws -> Int {
                guard let index = names.firstIndex(of: name) else {
                    throw TableError.columnNotFound(name: name, available: names, source: source)
                }
                return index
            }
            let selected = try (wanted ?? names).map(index(of:))
            for name in types.keys { _ = try index(of: name) }
            let firstRow = min(max(0, rows?.lowerBound ?? 0), fields.rowCount)
            let lastRow = min(max(firstRow, rows?.upperBound ?? fields.rowCount), fields.rowCount)
            let nils = FieldEncodings(options.nilEncodings)
            let trues = FieldEncodings(options.trueEncodings), falses = FieldEncodings(options.falseEncodings)
            let columns = try fields.spans.withUnsafeBufferPointer { spans in
                try selected.map { position -> AnyColumn in
                    if WorkInterruption.isRequested { throw TableError.interrupted(source: "'\(path)'") }
                    if AllocationBudget.isExceeded { throw TableError.memoryBudgetExceeded(source: "'\(path)'") }
                    let parser = CSVColumnParser(base: base, spans: spans, column: position, columnCount: fields.columnCount,
                                                 firstRow: firstRow, rowCount: lastRow - firstRow, nils: nils, trues: trues,
                                                 falses: falses, dateParsers: options.dateParsers, escapeByte: escape)
                    do {
                        guard let type = types[names[position]] else {
                            return AnyColumn(name: names[position], contents: try parser.inferred())
                        }
                        do {
                            return AnyColumn(name: names[position], contents: try parser.parsed(as: type))
                        } catch let failure as CSVColumnParser.Failure {
                            let line = UTF8Validation.line(of: parser.offset(ofRow: failure.row), in: text)
                            throw TableError.unparsableField(path: path, line: line, column: names[position],
                                                             value: failure.value, type: type.swiftTypeName)
                        }
                    } catch CSVColumnParser.Stop.interrupted {
                        throw TableError.interrupted(source: "'\(path)'")
                    } catch CSVColumnParser.Stop.budgetExceeded {
                        throw TableError.memoryBudgetExceeded(source: "'\(path)'")
                    }
                }
            }
            return DataFrame(trusted: columns, rowCount: lastRow - firstRow, source: source)
        }
    }

    /// The header's names; an empty one becomes "Column N" (N its position from 0).
    private func headerNames(_ header: [UInt32], base: UnsafePointer<UInt8>, escape: UInt8?) -> [String] {
        stride(from: 0, to: header.count, by: 2).map { offset in
            let end = header[offset + 1]
            let name = ByteStringInterner.string(base, Int(header[offset]), Int(end & ~CSVTokenizer.escapedFlag),
                                                 escaped: end & CSVTokenizer.escapedFlag != 0, escapeByte: escape)
            return name.isEmpty ? "Column \(offset / 2)" : name
        }
    }

    /// The byte of a one-character option.
    /// - Throws: `TableError.invalidOption` for a non-ASCII character, a quote or a line break.
    static func asciiByte(_ character: Character, role: String) throws -> UInt8 {
        guard let byte = character.asciiValue, byte != 0x22, byte != 0x0A, byte != 0x0D, byte != 0 else {
            throw TableError.invalidOption("cannot use \(String(character).debugDescription) as the \(role); "
                + "use an ASCII character such as \",\", \";\" or \"\\t\"")
        }
        return byte
    }
}
