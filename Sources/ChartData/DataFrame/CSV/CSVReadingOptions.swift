import FoundationEssentials

/// How a CSV file is read, as TabularData's `CSVReadingOptions`: the header row, the
/// spellings of missing, true and false values, the delimiter, quoting and escaping, and
/// how dates are written.
///
/// ```swift
/// var options = CSVReadingOptions()
/// options.addDateParseStrategy(format: "yyyy/MM/dd")
/// let weather = try DataFrame(contentsOfCSVFile: "data/seattle-weather.csv", options: options)
/// ```
public struct CSVReadingOptions: Sendable {
    /// The spellings of a missing value that TabularData and pandas know: an empty field,
    /// `NA`, `N/A`, `NaN`, `null`, `nil`, `None`, `#N/A`, … (compared with the field exactly).
    public static let defaultNilEncodings: Set<String> = [
        "", "#N/A", "#N/A N/A", "#NA", "-1.#IND", "-1.#QNAN", "-NaN", "-nan", "1.#IND", "1.#QNAN",
        "<NA>", "N/A", "NA", "NULL", "NaN", "None", "n/a", "nan", "null", "nil",
    ]

    /// Whether the first row names the columns (otherwise they are "Column 0", "Column 1", …).
    public var hasHeaderRow: Bool
    /// Fields read as missing values.
    public var nilEncodings: Set<String>
    /// Fields read as `true` in a boolean column.
    public var trueEncodings: Set<String>
    /// Fields read as `false` in a boolean column.
    public var falseEncodings: Set<String>
    /// The type of numbers with a fraction (`.double`; `.float` is read as Double too).
    public var floatingPointType: CSVType
    /// Whether blank lines are skipped.
    public var ignoresEmptyLines: Bool
    /// Whether fields may be quoted with `"` (RFC 4180).
    public var usesQuoting: Bool
    /// Whether `escapeCharacter` makes the next character literal.
    public var usesEscaping: Bool
    /// The character between fields (an ASCII character other than a quote or a line break).
    public var delimiter: Character
    /// The escape character, used when `usesEscaping`.
    public var escapeCharacter: Character
    /// Whether a pipe or device path (`/dev/stdin`, a FIFO) may be read (reading one can wait
    /// for ever, so it is refused unless asked).
    public var allowsSpecialFiles: Bool = false

    /// How dates that are not ISO 8601 are read, tried in order after ISO 8601.
    var dateParsers: [DateFieldParser] = []

    /// Options with TabularData's defaults, and pandas' spellings of missing added.
    public init(hasHeaderRow: Bool = true, nilEncodings: Set<String> = CSVReadingOptions.defaultNilEncodings,
                trueEncodings: Set<String> = ["1", "True", "TRUE", "true"],
                falseEncodings: Set<String> = ["0", "False", "FALSE", "false"],
                floatingPointType: CSVType = .double, ignoresEmptyLines: Bool = true, usesQuoting: Bool = true,
                usesEscaping: Bool = false, delimiter: Character = ",", escapeCharacter: Character = "\\") {
        self.hasHeaderRow = hasHeaderRow
        self.nilEncodings = nilEncodings
        self.trueEncodings = trueEncodings
        self.falseEncodings = falseEncodings
        self.floatingPointType = floatingPointType
        self.ignoresEmptyLines = ignoresEmptyLines
        self.usesQuoting = usesQuoting
        self.usesEscaping = usesEscaping
        self.delimiter = delimiter
        self.escapeCharacter = escapeCharacter
    }

    /// Reads dates with `strategy` (any Foundation parse strategy from String to Date), after
    /// ISO 8601 and the strategies added before.
    public mutating func addDateParseStrategy<Strategy: ParseStrategy>(_ strategy: Strategy)
        where Strategy.ParseInput == String, Strategy.ParseOutput == Date {
        let box = UncheckedSendable(strategy)
        dateParsers.append(DateFieldParser(description: String(describing: Strategy.self)) { text in
            try? box.value.parse(text)
        })
    }

    /// Reads dates written as `format`, a Unicode date pattern such as `"yyyy/MM/dd"` or
    /// `"MMM d yyyy"` (`yyyy` year, `MM` month number, `MMM` or `MMMM` English month name,
    /// `dd` day, `HH:mm:ss` time, `a` AM/PM, `'…'` literal text), in UTC.
    /// - Note: a ChartData addition; TabularData takes a `Date.ParseStrategy`.
    public mutating func addDateParseStrategy(format: String) {
        let pattern = DateFormatPattern(format)
        dateParsers.append(DateFieldParser(description: format, pattern: pattern))
    }
}

/// One way of reading a date field: a pattern read from bytes, or a Foundation strategy.
struct DateFieldParser: Sendable {
    /// The pattern or strategy, for messages.
    let description: String
    /// The pattern, when the parser is one (fast: no String per field).
    let pattern: DateFormatPattern?
    /// A strategy's parse, when the parser is one.
    let parse: (@Sendable (String) -> Date?)?

    init(description: String, pattern: DateFormatPattern) {
        self.description = description
        self.pattern = pattern
        parse = nil
    }

    init(description: String, parse: @escaping @Sendable (String) -> Date?) {
        self.description = description
        pattern = nil
        self.parse = parse
    }

    /// Seconds since 1970 for the field's bytes, or nil.
    func secondsSince1970(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        if let pattern { return pattern.secondsSince1970(bytes) }
        return parse?(String(decoding: bytes, as: UTF8.self))?.timeIntervalSince1970
    }
}

/// A value handed across a `@Sendable` boundary that the caller knows is not shared.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
