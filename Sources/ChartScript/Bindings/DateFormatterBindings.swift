import FoundationEssentials

/// Foundation's `DateFormatter` (a class: settings change in place through a `let`) with
/// `dateFormat` patterns or `dateStyle`/`timeStyle`, `timeZone` and `locale`, and
/// `ISO8601DateFormatter`, writing and reading dates as swift-corelibs Foundation does on Linux.
enum DateFormatterBindings {
    /// The binding table's name for date formatters.
    static let typeName = "DateFormatter"
    /// The binding table's name for their styles.
    static let styleTypeName = "DateFormatter.Style"
    /// The binding table's name for ISO 8601 formatters.
    static let isoTypeName = "ISO8601DateFormatter"

    /// The formatter a cell holds.
    typealias Formatter = FormatterObject<DateFormat>

    /// An ISO 8601 formatter: only its zone is settable.
    typealias ISOFormatter = FormatterObject<TimeZoneValue>

    static func register(in table: BindingTable) {
        let styles = table.enumeration(styleTypeName, DateFormat.Style.self,
            "How much of a date or time a DateFormatter writes: .none, .short, .medium, .long, .full.", example: "formatter.dateStyle = .medium")
        styles.describe = { payload in (payload as? DateFormat.Style)?.rawValue ?? styleTypeName }
        let type = table.type(typeName, doc("class DateFormatter",
            "Writes dates as text and reads them back, with a pattern (dateFormat = \"yyyy-MM-dd\") or styles (Foundation).",
            "let formatter = DateFormatter()"))
        type.describe = { _ in "<NSDateFormatter>" }
        type.addStatic("Style", .type(styles), doc("enum Style", "The formatter's styles, as in DateFormatter.Style.short.", "DateFormatter.Style.short"))
        type.addInitializer([], doc("init()", "A formatter without a format (it writes empty text until given one).", "DateFormatter()")) { _, _ in
            .native(NativeBox(typeName: typeName, payload: Formatter(DateFormat())))
        }
        registerSettings(on: type)
        type.addMethod("string", [param("from", DateBindings.typeName)], doc("func string(from date: Date) -> String",
            "The date as text.", "formatter.string(from: Date())")) { receiver, arguments, _ in
            .string(try formatter(receiver).settings.string(try DateBindings.date(try arguments.value(0))))
        }
        type.addMethod("date", [param("from", "String")], doc("func date(from string: String) -> Date?",
            "The date the text writes in the formatter's format, or nil.", "formatter.date(from: \"2024-03-15\")")) { receiver, arguments, _ in
            guard let date = try formatter(receiver).settings.date(from: try arguments.string(0)) else { return .null }
            return .wrapped(DateBindings.value(date))
        }
        registerISO(in: table)
    }

    private static func registerSettings(on type: TypeBinding) {
        setting(type, "dateFormat", "String", "var dateFormat: String!", "The pattern: yyyy year, MM month, dd day, HH hours, mm minutes, ss seconds, EEEE weekday, MMM month name, a AM/PM, 'T' literal text.", "formatter.dateFormat = \"yyyy-MM-dd\"",
                get: { .string($0.pattern) },
                set: { format, value in
                    let pattern = try text(value)
                    do { _ = try DatePattern(pattern) } catch let failure as DatePattern.Failure { throw ScriptError.library(failure.message) }
                    format.explicitFormat = pattern
                })
        setting(type, "dateStyle", styleTypeName, "var dateStyle: DateFormatter.Style", "How much of the date to write: .short 14/11/2023, .medium 14 Nov 2023, .long, .full.", "formatter.dateStyle = .medium",
                get: { .native(NativeBox(typeName: styleTypeName, payload: $0.dateStyle)) },
                set: { format, value in
                    format.dateStyle = try style(value)
                    format.explicitFormat = nil
                })
        setting(type, "timeStyle", styleTypeName, "var timeStyle: DateFormatter.Style", "How much of the time to write: .short 10:13 PM, .medium with seconds, .long with the zone.", "formatter.timeStyle = .short",
                get: { .native(NativeBox(typeName: styleTypeName, payload: $0.timeStyle)) },
                set: { format, value in
                    format.timeStyle = try style(value)
                    format.explicitFormat = nil
                })
        setting(type, "timeZone", TimeZoneBindings.typeName + "?", "var timeZone: TimeZone!", "The zone dates are written in (TimeZone.current, UTC in the kernel, unless set).", "formatter.timeZone = TimeZone(identifier: \"UTC\")",
                get: { TimeZoneBindings.value($0.timeZone) },
                set: { format, value in
                    guard let zone = value.unwrapped, !zone.isNil else { format.timeZone = .current; return }
                    format.timeZone = try TimeZoneBindings.zone(zone)
                })
        setting(type, "locale", LocaleBindings.typeName + "?", "var locale: Locale!", "The locale whose styles are used (en_US, en_US_POSIX, en_GB or Locale.current).", "formatter.locale = Locale(identifier: \"en_US_POSIX\")",
                get: { LocaleBindings.value($0.locale.rawValue) },
                set: { format, value in format.locale = try LocaleBindings.known(value.unwrapped ?? value) })
    }

    private static func registerISO(in table: BindingTable) {
        let type = table.type(isoTypeName, doc("class ISO8601DateFormatter",
            "Writes and reads internet dates such as 2023-11-14T22:13:20Z (Foundation).", "ISO8601DateFormatter().string(from: Date())"))
        type.describe = { _ in "<NSISO8601DateFormatter>" }
        type.addInitializer([], doc("init()", "A formatter of dates with time and zone, in UTC.", "ISO8601DateFormatter()")) { _, _ in
            .native(NativeBox(typeName: isoTypeName, payload: ISOFormatter(.greenwich)))
        }
        type.addProperty("timeZone", type: TimeZoneBindings.typeName + "?", doc("var timeZone: TimeZone!", "The zone dates are written in (UTC unless set).", "iso.timeZone = TimeZone(secondsFromGMT: 3600)"), get: { receiver in
            TimeZoneBindings.value(try isoFormatter(receiver).settings)
        }, set: { receiver, value in
            guard let zone = value.unwrapped, !zone.isNil else { try isoFormatter(receiver).settings = .greenwich; return }
            try isoFormatter(receiver).settings = try TimeZoneBindings.zone(zone)
        })
        type.addMethod("string", [param("from", DateBindings.typeName)], doc("func string(from date: Date) -> String",
            "The date as 2023-11-14T22:13:20Z.", "iso.string(from: Date())")) { receiver, arguments, _ in
            let seconds = try DateBindings.date(try arguments.value(0)).timeIntervalSince1970
            guard seconds.isFinite, seconds.magnitude < 1e15 else { return .string("") }
            return .string(try isoPattern.string(secondsSince1970: seconds, zone: try isoFormatter(receiver).settings))
        }
        type.addMethod("date", [param("from", "String")], doc("func date(from string: String) -> Date?",
            "The date written as 2023-11-14T22:13:20Z (or with an offset such as +01:00), or nil.", "iso.date(from: \"2024-03-15T09:30:00Z\")")) { receiver, arguments, _ in
            guard let seconds = try isoPattern.secondsSince1970(from: try arguments.string(0), zone: try isoFormatter(receiver).settings) else { return .null }
            return .wrapped(DateBindings.value(Date(timeIntervalSince1970: seconds)))
        }
    }

    private static var isoPattern: DatePattern {
        get throws { try DatePattern("yyyy-MM-dd'T'HH:mm:ssXXXXX") }
    }

    private static func setting(_ type: TypeBinding, _ name: String, _ valueType: String, _ signature: String, _ summary: String, _ example: String,
                                get: @escaping (DateFormat) -> Value, set: @escaping (inout DateFormat, Value) throws -> Void) {
        Formatter.bindSetting(on: type, name, valueType, doc(signature, summary, example), get: get, set: set)
    }

    private static func formatter(_ value: Value) throws -> Formatter {
        try Formatter.of(value, typeName: typeName)
    }

    private static func isoFormatter(_ value: Value) throws -> ISOFormatter {
        try ISOFormatter.of(value, typeName: isoTypeName)
    }

    private static func style(_ value: Value) throws -> DateFormat.Style {
        if case .implicitMember(let name) = value, let style = DateFormat.Style(rawValue: name) { return style }
        guard case .native(let box) = value, let style = box.payload as? DateFormat.Style else {
            throw ScriptError.typeMismatch("cannot assign a value of type '\(value.typeName)' to a property of type '\(styleTypeName)'")
        }
        return style
    }

    private static func text(_ value: Value) throws -> String {
        guard case .string(let text) = value.unwrapped ?? value else { throw ScriptError.typeMismatch("expected a String, not \(value.typeName)") }
        return text
    }
}
