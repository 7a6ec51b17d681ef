import FoundationEssentials

extension DataFrame {
    /// Runs one SQL query on a PostgreSQL server and gives its result as a frame, as a school's
    /// shared database would be read.
    ///
    /// `connection` is a libpq connection string (`host=/tmp dbname=school`) or URL
    /// (`postgresql://teacher@db.school.example/school`). Write `$1`, `$2`, … in the query
    /// where values go and pass them in `arguments` (Int, Double, String, Bool, Date, nil):
    /// the server binds them as data, never as SQL text. Column types follow the server's:
    /// booleans → Bool, integers → Int, real, double precision and numeric → Double, date and
    /// timestamp → Date (in UTC), anything else → String; NULL is nil.
    /// - Throws: `TableError.databaseOpenFailed` (the server's message, a password hidden),
    ///   `.queryFailed` (its message and the query), `.interrupted`.
    public init(postgres connection: String, query: String, arguments: [(any SQLiteBindable)?] = []) throws {
        let server = try PostgresConnection(connection)
        let texts: [String?] = arguments.map { argument in
            switch argument?.sqliteArgument ?? .null {
            case .integer(let value): return String(value)
            case .double(let value): return String(value)
            case .text(let value): return value
            case .null: return nil
            }
        }
        let result = try server.rows(query: query, arguments: texts)
        let rows = result.rows.map { row in
            row.enumerated().map { column, text in Self.cell(text, type: result.types[column]) }
        }
        self.init(queryResult: result.names, rows: rows, source: "PostgreSQL")
    }

    /// A value of the server's text output as a cell of the column's type (by type OID).
    static func cell(_ text: String?, type: UInt32) -> CellValue {
        guard let text else { return .missing }
        switch type {
        case 16: return .boolean(text == "t")
        case 20, 21, 23, 26: return Int(text).map(CellValue.integer) ?? .text(text)
        case 700, 701, 1700:
            switch text {
            case "NaN": return .double(.nan)
            case "Infinity": return .double(.infinity)
            case "-Infinity": return .double(-.infinity)
            default: return Double(text).map(CellValue.double) ?? .text(text)
            }
        case 1082, 1114, 1184:
            return ISODate.secondsSince1970(text).map { .date(Date(timeIntervalSince1970: $0)) } ?? .text(text)
        default: return .text(text)
        }
    }
}
