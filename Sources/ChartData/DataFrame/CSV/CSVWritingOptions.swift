/// How a DataFrame is written as CSV, as TabularData's `CSVWritingOptions`.
public struct CSVWritingOptions: Sendable, Equatable {
    /// Whether the first line names the columns.
    public var includesHeader: Bool
    /// What a missing value is written as.
    public var nilEncoding: String
    /// What `true` is written as.
    public var trueEncoding: String
    /// What `false` is written as.
    public var falseEncoding: String
    /// The line ending.
    public var newline: String
    /// The character between fields.
    public var delimiter: Character

    /// Options with TabularData's defaults unless told.
    public init(includesHeader: Bool = true, nilEncoding: String = "", trueEncoding: String = "true",
                falseEncoding: String = "false", newline: String = "\n", delimiter: Character = ",") {
        self.includesHeader = includesHeader
        self.nilEncoding = nilEncoding
        self.trueEncoding = trueEncoding
        self.falseEncoding = falseEncoding
        self.newline = newline
        self.delimiter = delimiter
    }
}
