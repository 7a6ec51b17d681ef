extension Table {
    /// Runs one SQL query against an SQLite database file and returns its result as a table.
    ///
    /// Write a `?` in the query for each value and pass the values in `arguments`: they are
    /// bound by SQLite, never pasted into the SQL text. TableColumn types come from the values
    /// SQLite returns: integers, reals (doubles), ISO 8601 text (dates), else text; NULL is a
    /// missing value. The database opens read-only unless `readOnly` is false, and a file that
    /// does not exist is an error (never created). A relative `path` is resolved against the
    /// current working directory.
    ///
    /// ```swift
    /// Table(sqlite: "data/school.sqlite",
    ///       query: "SELECT name, enrolled FROM students WHERE year = ?", arguments: [2024])
    /// ```
    /// - Throws: `TableError.fileNotFound`, `.databaseOpenFailed`, `.queryFailed` (SQLite's
    ///   message and the query), `.argumentCountMismatch`.
    public init(sqlite path: String, query: String, arguments: [(any SQLiteBindable)?] = [],
                readOnly: Bool = true) throws {
        let connection = try SQLiteConnection(path: path, readOnly: readOnly)
        let result = try connection.rows(query: query,
                                         arguments: arguments.map { $0?.sqliteArgument ?? .null })
        let source = FileReader.fileName(of: path)
        var names: [String] = []
        for name in result.names {
            // Two result columns may share a name (SELECT a.id, b.id): number the later ones.
            var unique = name, suffix = 2
            while names.contains(unique) { unique = "\(name)_\(suffix)"; suffix += 1 }
            names.append(unique)
        }
        let columns = names.enumerated().map { index, name in
            TableColumn(name: name, source: source,
                   storage: .inferring(from: result.rows.map { $0[index] }))
        }
        try self.init(columns: columns, source: source)
    }
}
