import FoundationEssentials

/// How a DataFrame's cells are written: one rule per kind of value, shared by the text and
/// HTML displays, rows' descriptions and the CSV writer.
enum CellText {
    /// What a missing value shows as in a display.
    static let missing = "nil"

    /// A cell as Swift prints the value (`39.1`, `3750`, `true`, `Adelie`), dates in
    /// ISO 8601 (`2012-01-01`, `2012-01-01T08:30:00Z`), `nil` when missing.
    static func plain(_ contents: ColumnContents, row: Int) -> String {
        text(contents, row: row) ?? missing
    }

    /// A cell's text, nil when missing.
    static func text(_ contents: ColumnContents, row: Int) -> String? {
        switch contents {
        case .integer(let values): return values[row].map { String($0) }
        case .double(let values): return values[row].map { String($0) }
        case .boolean(let values): return values[row].map { String($0) }
        case .date(let values): return values[row].map(date)
        case .text(let values): return values[row]
        case .other(let values): return values.values[row].map { String(describing: $0) }
        }
    }

    /// A cell for reading in a table: doubles with six significant digits at most, like
    /// pandas' display (`43.9219`); everything else as ``plain(_:row:)``.
    static func compact(_ contents: ColumnContents, row: Int) -> String {
        if case .double(let values) = contents, let value = values[row] { return CellFormat.displayNumber(value) }
        return plain(contents, row: row)
    }

    /// A date in ISO 8601: the day alone at midnight UTC, else the instant in UTC.
    static func date(_ date: Date) -> String {
        ISODate.format(secondsSince1970: date.timeIntervalSince1970)
    }
}
