import FoundationEssentials

/// Foundation's `Date.ParseStrategy` and `Date.FormatString`, as TabularData's date parsing
/// takes them: `Date.ParseStrategy(format: "\(year: .defaultDigits)/\(month: .twoDigits)/\(day:
/// .twoDigits)", timeZone: .gmt)`, given to `options.addDateParseStrategy(_:)` or asked to
/// `parse(_:)` a string. The format string is built by the string literal's labelled
/// interpolations (``DateFormatString``); the strategy reads dates with the kernel's date
/// patterns, strictly (the whole text must match: Foundation's lenient parse also takes a date
/// written with other separators).
enum DateParseStrategyBindings {
    /// The binding table's name for `Date.FormatString`.
    static let formatStringTypeName = "Date.FormatString"
    /// The binding table's name for `Date.ParseStrategy`.
    static let strategyTypeName = "Date.ParseStrategy"

    /// A strategy: the pattern and the zone its dates are read in.
    struct Strategy: Hashable {
        var format: DateFormatString
        var timeZone: TimeZoneValue
    }

    static func register(in table: BindingTable) {
        let formatString = table.type(formatStringTypeName, doc("struct Date.FormatString",
            "A date's layout for Date.ParseStrategy, written as a string literal with labelled interpolations: \"\\(year: .defaultDigits)/\\(month: .twoDigits)/\\(day: .twoDigits)\". The kernel knows \(DateFormatString.knownFields).",
            "let format: Date.FormatString = \"\\(day: .twoDigits).\\(month: .twoDigits).\\(year: .defaultDigits)\""))
        formatString.describe = { payload in (payload as? DateFormatString).map { "FormatString(rawFormat: \"\($0.pattern)\")" } ?? formatStringTypeName }
        formatString.bridge = { value in
            if case .string = value { throw plainStringFormat }
            return nil
        }

        let strategy = table.type(strategyTypeName, doc("struct Date.ParseStrategy",
            "Reads dates laid out as a Date.FormatString, in a time zone: Date.ParseStrategy(format: \"\\(year: .defaultDigits)/\\(month: .twoDigits)/\\(day: .twoDigits)\", timeZone: .gmt).",
            "let strategy = Date.ParseStrategy(format: \"\\(year: .defaultDigits)/\\(month: .twoDigits)/\\(day: .twoDigits)\", timeZone: .gmt)"))
        strategy.describe = { payload in
            (payload as? Strategy).map { "ParseStrategy(format: \"\($0.format.pattern)\", timeZone: \($0.timeZone.identifier))" } ?? strategyTypeName
        }
        strategy.addInitializer([param("format", formatStringTypeName), param("timeZone", TimeZoneBindings.typeName)],
            doc("init(format: Date.FormatString, timeZone: TimeZone)",
                "A strategy reading dates laid out as the format string, in the zone (a date without a time is midnight there).",
                "Date.ParseStrategy(format: \"\\(year: .defaultDigits)-\\(month: .twoDigits)-\\(day: .twoDigits)\", timeZone: .gmt)")) { arguments, _ in
            let format = try formatStringValue(try arguments.value(0))
            let zone = try TimeZoneBindings.zone(try arguments.value(1))
            _ = try pattern(of: format)
            return value(Strategy(format: format, timeZone: zone))
        }
        strategy.addMethod("parse", [param(nil, "String")], doc("func parse(_ value: String) throws -> Date",
            "The date the text gives; an error when it does not match the format.",
            "let day = try strategy.parse(\"2012/01/01\")")) { receiver, arguments, _ in
            let parser = try self.strategy(receiver)
            let text = try arguments.string(0)
            guard let seconds = try pattern(of: parser.format).secondsSince1970(from: text, zone: parser.timeZone) else {
                throw ScriptError.library("Cannot parse \(text).")
            }
            return DateBindings.value(Date(timeIntervalSince1970: seconds))
        }

        guard let date = table.types[DateBindings.typeName] else { return }
        date.addStatic("ParseStrategy", .type(strategy), doc("struct ParseStrategy",
            "Reads dates laid out as a Date.FormatString.", "Date.ParseStrategy(format: \"\\(year: .defaultDigits)\", timeZone: .gmt)"))
        date.addStatic("FormatString", .type(formatString), doc("struct FormatString",
            "A date's layout, written with labelled interpolations.", "let format: Date.FormatString = \"\\(year: .defaultDigits)\""))
    }

    /// A format string as a cell value.
    static func value(_ format: DateFormatString) -> Value {
        .native(NativeBox(typeName: formatStringTypeName, payload: format))
    }

    /// A strategy as a cell value.
    static func value(_ strategy: Strategy) -> Value {
        .native(NativeBox(typeName: strategyTypeName, payload: strategy))
    }

    /// The strategy a cell value holds.
    static func strategy(_ value: Value) throws -> Strategy {
        guard case .native(let box) = value, let strategy = box.payload as? Strategy else {
            throw ScriptError.typeMismatch("expected a Date.ParseStrategy, not \(value.typeName)")
        }
        return strategy
    }

    private static func formatStringValue(_ value: Value) throws -> DateFormatString {
        if case .native(let box) = value, let format = box.payload as? DateFormatString { return format }
        if case .string = value { throw plainStringFormat }
        throw ScriptError.typeMismatch("format: takes a Date.FormatString such as \"\\(year: .defaultDigits)/\\(month: .twoDigits)\", not \(value.typeName)")
    }

    /// Foundation reads a plain string as a format string of literal text, which no date matches.
    private static var plainStringFormat: ScriptError { .typeMismatch("a Date.FormatString from a plain string is literal text, which no date matches: write its fields as interpolations, \"\\(year: .defaultDigits)/\\(month: .twoDigits)/\\(day: .twoDigits)\" (or use options.addDateParseStrategy(format: \"yyyy/MM/dd\"))") }

    /// The kernel's date pattern for the format string.
    private static func pattern(of format: DateFormatString) throws -> DatePattern {
        do { return try DatePattern(format.pattern) } catch let failure as DatePattern.Failure {
            throw ScriptError.library(failure.message)
        }
    }
}
