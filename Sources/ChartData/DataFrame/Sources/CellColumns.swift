import FoundationEssentials

extension AnyColumn {
    /// A column of database cells, typed by what its present values share: integers, numbers
    /// (integers and reals mixed: doubles), dates (ISO 8601 text or dates), booleans, else
    /// text with numbers and dates written out. A column without any value is text.
    init(name: String, cells: [CellValue]) {
        var allIntegers = true, allNumbers = true, allDates = true, allBooleans = true, sawValue = false
        for cell in cells {
            switch cell {
            case .missing: continue
            case .integer: allDates = false; allBooleans = false
            case .double: allIntegers = false; allDates = false; allBooleans = false
            case .date: allIntegers = false; allNumbers = false; allBooleans = false
            case .boolean: allIntegers = false; allNumbers = false; allDates = false
            case .text(let text):
                allIntegers = false; allNumbers = false; allBooleans = false
                if allDates && ISODate.secondsSince1970(text) == nil { allDates = false }
            }
            sawValue = true
            if !allIntegers && !allNumbers && !allDates && !allBooleans { break }
        }
        let contents: ColumnContents
        if !sawValue {
            contents = .text(TextValues(cells.map { _ in nil }))
        } else if allIntegers {
            contents = .integer(TypedValues(optionals: cells.map(\.integer), placeholder: 0))
        } else if allNumbers {
            contents = .double(TypedValues(optionals: cells.map(\.number), placeholder: 0))
        } else if allBooleans {
            contents = .boolean(TypedValues(optionals: cells.map(\.boolean), placeholder: false))
        } else if allDates {
            contents = .date(TypedValues(optionals: cells.map { cell -> Date? in
                switch cell {
                case .date(let date): return date
                case .text(let text): return ISODate.secondsSince1970(text).map { Date(timeIntervalSince1970: $0) }
                default: return nil
                }
            }, placeholder: ColumnContents.placeholderDate))
        } else {
            contents = .text(TextValues(cells.map { $0.isMissing ? nil : $0.description }))
        }
        self.init(name: name, contents: contents)
    }
}

extension DataFrame {
    /// A frame of a query's result: column names (a repeated name numbered `id_2`, `id_3`)
    /// and rows of cells.
    init(queryResult names: [String], rows: [[CellValue]], source: String) {
        var unique: [String] = []
        for name in names {
            var candidate = name, suffix = 2
            while unique.contains(candidate) { candidate = "\(name)_\(suffix)"; suffix += 1 }
            unique.append(candidate)
        }
        let columns = unique.enumerated().map { index, name in AnyColumn(name: name, cells: rows.map { $0[index] }) }
        self.init(trusted: columns, rowCount: rows.count, source: source)
    }

    /// Runs one SQL query against an SQLite database file and gives its result as a frame.
    ///
    /// Write a `?` in the query for each value and pass the values in `arguments`: SQLite
    /// binds them as data, never as SQL text. Column types come from the values SQLite
    /// returns (INTEGER → Int, REAL → Double, ISO 8601 TEXT → Date, other TEXT → String,
    /// NULL → nil). The database opens read-only unless `readOnly` is false; a file that does
    /// not exist is an error (never created). A relative `path` is read from the working directory.
    /// - Throws: `TableError.fileNotFound`, `.databaseOpenFailed`, `.queryFailed` (SQLite's
    ///   message and the query), `.argumentCountMismatch`, `.interrupted`.
    public init(sqlite path: String, query: String, arguments: [(any SQLiteBindable)?] = [], readOnly: Bool = true) throws {
        let connection = try SQLiteConnection(path: path, readOnly: readOnly)
        let result = try connection.rows(query: query, arguments: arguments.map { $0?.sqliteArgument ?? .null })
        self.init(queryResult: result.names, rows: result.rows, source: FileReader.fileName(of: path))
    }
}
