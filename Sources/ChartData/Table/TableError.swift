/// Everything that can go wrong loading or using a table, with a message a person can act on.
public enum TableError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file does not exist (`resolvedPath` shows where it was looked for).
    case fileNotFound(path: String, resolvedPath: String)
    /// The file exists but could not be read.
    case unreadableFile(path: String, reason: String)
    /// The file is larger than a table can load (2 GiB).
    case fileTooLarge(path: String, bytes: Int)
    /// The file has no header row.
    case emptyFile(path: String)
    /// The file is not UTF-8 text; `line` is where the first bad byte is.
    case notUTF8(path: String, line: Int)
    /// A row has more or fewer fields than the header.
    case raggedRow(path: String, line: Int, expected: Int, got: Int)
    /// A quoted field opened on `line` is never closed.
    case unterminatedQuote(path: String, line: Int)
    /// Something other than a comma or a line break follows a closing quote.
    case textAfterClosingQuote(path: String, line: Int)
    /// No column has that name.
    case columnNotFound(name: String, available: [String], source: String)
    /// Two columns share a name.
    case duplicateColumn(name: String, source: String)
    /// Columns given to a table have different lengths.
    case columnLengthsDiffer(first: String, firstCount: Int, other: String, otherCount: Int)
    /// A chart needs two columns (categories, values) and the table has another number.
    case notTwoColumns(columns: [String], source: String)
    /// SQLite could not open the database.
    case databaseOpenFailed(path: String, message: String)
    /// SQLite rejected or failed the query.
    case queryFailed(path: String, query: String, message: String)
    /// The query's `?` placeholders and the arguments given do not match in number.
    case argumentCountMismatch(query: String, placeholders: Int, arguments: Int)
    /// The path names a pipe, a device or a socket, which a table does not read unless asked
    /// (reading one can wait for ever); `kind` says which.
    case notRegularFile(path: String, kind: String, canBeAllowed: Bool)
    /// The program asked the loading or the query to stop (``WorkInterruption``).
    case interrupted(source: String)
    /// Loading would pass the program's memory budget (``AllocationBudget``), so it stopped.
    case memoryBudgetExceeded(source: String)
    /// A path holding a NUL or another control character (``FilePathCheck``).
    case invalidPath(path: String, reason: String)
    /// A column was asked for as values of a type it does not hold (`df["species", Int.self]`).
    case wrongColumnType(column: String, holds: String, asked: String)
    /// A field of a column read as `type` (chosen with `types:` or inferred) is not such a value.
    case unparsableField(path: String, line: Int, column: String, value: String, type: String)
    /// An option of the CSV reader cannot be used (`reason` says why).
    case invalidOption(String)
    /// An operation needs columns of matching types (a join's keys, a combined column).
    case incompatibleColumns(first: String, firstType: String, second: String, secondType: String, operation: String)
    /// A value of another type than the column's was given.
    case wrongValueType(column: String, holds: String, given: String)

    /// The message shown to the person running the cell.
    public var description: String {
        switch self {
        case .fileNotFound(let path, let resolvedPath):
            let place = path == resolvedPath ? "" : " (looked for \(resolvedPath))"
            return "no file '\(path)'\(place); check the name and the working directory"
        case .unreadableFile(let path, let reason):
            return "cannot read '\(path)': \(reason)"
        case .fileTooLarge(let path, let bytes):
            return "'\(path)' is \(bytes) bytes; tables load files up to 2 GiB"
        case .emptyFile(let path):
            return "'\(path)' is empty; a CSV file needs a header row naming its columns"
        case .notUTF8(let path, let line):
            return "'\(path)' line \(line) is not UTF-8 text; save the file as UTF-8 and try again"
        case .raggedRow(let path, let line, let expected, let got):
            return "'\(path)' line \(line) has \(got) field\(got == 1 ? "" : "s") but the header has \(expected); "
                + "quote fields that contain commas"
        case .unterminatedQuote(let path, let line):
            return "'\(path)' line \(line): a quoted field is never closed; add the missing '\"'"
        case .textAfterClosingQuote(let path, let line):
            return "'\(path)' line \(line): text follows a closing quote; "
                + "write a quote inside a quoted field as two quotes (\"\")"
        case .columnNotFound(let name, let available, let source):
            var message = "no column '\(name)' in \(source); columns are: \(available.joined(separator: ", "))"
            if let suggestion = NameSuggestion.closest(to: name, among: available) {
                message += " (did you mean '\(suggestion)'?)"
            }
            return message
        case .duplicateColumn(let name, let source):
            return "two columns are called '\(name)' in \(source); give each column its own name"
        case .columnLengthsDiffer(let first, let firstCount, let other, let otherCount):
            return "column '\(other)' has \(otherCount) values but '\(first)' has \(firstCount); "
                + "columns of a table must have the same length"
        case .notTwoColumns(let columns, let source):
            return "a chart takes a DataFrame of two columns (categories, values) but \(source) has "
                + "\(columns.count): \(columns.joined(separator: ", ")); "
                + "pick two with selecting(columnNames: \"category\", \"value\")"
        case .databaseOpenFailed(let path, let message):
            return "cannot open database '\(path)': \(message)"
        case .queryFailed(let path, let query, let message):
            return "SQLite error in '\(path)': \(message)\n  query: \(query)"
        case .notRegularFile(let path, let kind, let canBeAllowed):
            let remedy = canBeAllowed ? "; pass allowsSpecialFiles: true to read it anyway" : "; SQLite reads databases from regular files"
            return "'\(path)' is \(kind), not a regular file\(remedy)"
        case .invalidPath(let path, let reason):
            return "cannot open \(path.debugDescription): \(reason)"
        case .interrupted(let source):
            return "reading \(source) was interrupted"
        case .memoryBudgetExceeded(let source):
            return "reading \(source) would pass the memory budget, so it stopped"
        case .wrongColumnType(let column, let holds, let asked):
            return "column '\(column)' holds \(holds) values, not \(asked); ask for it as df[\"\(column)\", \(holds).self]"
        case .unparsableField(let path, let line, let column, let value, let type):
            return "'\(path)' line \(line), column '\(column)': cannot read \(value.debugDescription) as \(type)"
        case .invalidOption(let reason):
            return reason
        case .incompatibleColumns(let first, let firstType, let second, let secondType, let operation):
            return "cannot \(operation): '\(first)' holds \(firstType) values but '\(second)' holds \(secondType)"
        case .wrongValueType(let column, let holds, let given):
            return "column '\(column)' holds \(holds) values; a \(given) cannot go in it"
        case .argumentCountMismatch(let query, let placeholders, let arguments):
            return "the query has \(placeholders) placeholder\(placeholders == 1 ? "" : "s") but "
                + "\(arguments) argument\(arguments == 1 ? " was" : "s were") given\n  query: \(query)"
        }
    }
}
