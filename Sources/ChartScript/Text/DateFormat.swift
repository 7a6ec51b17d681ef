import FoundationEssentials

/// The settings of a Foundation `DateFormatter` and the text it gives: a `dateFormat` pattern,
/// or the date and time styles of one of the English locales the kernel knows, in a zone.
struct DateFormat {
    /// `DateFormatter.Style`.
    enum Style: String, CaseIterable {
        case none, short, medium, long, full
    }

    var dateStyle = Style.none
    var timeStyle = Style.none
    var locale = KnownLocale.current
    var timeZone = TimeZoneValue.current
    /// The pattern set with `dateFormat`; setting a style clears it.
    var explicitFormat: String?

    /// The pattern in use: the one set, else the styles' for the locale.
    var pattern: String { explicitFormat ?? stylePattern }

    private var stylePattern: String {
        let date: String
        switch dateStyle {
        case .none: date = ""
        case .short: date = locale.writesDayFirst ? "dd/MM/y" : "M/d/yy"
        case .medium: date = locale.writesDayFirst ? "d MMM y" : "MMM d, y"
        case .long: date = locale.writesDayFirst ? "d MMMM y" : "MMMM d, y"
        case .full: date = locale.writesDayFirst ? "EEEE, d MMMM y" : "EEEE, MMMM d, y"
        }
        let clock = locale.uses24HourClock ? "HH:mm" : "h:mm"
        let marker = locale.uses24HourClock ? "" : "\u{202F}a"
        let time: String
        switch timeStyle {
        case .none: time = ""
        case .short: time = clock + marker
        case .medium: time = clock + ":ss" + marker
        case .long: time = clock + ":ss" + marker + " z"
        case .full: time = clock + ":ss" + marker + " zzzz"
        }
        if date.isEmpty || time.isEmpty { return date + time }
        return date + (dateStyle == .short ? ", " : " 'at' ") + time
    }

    /// The date as text.
    func string(_ date: Date) throws -> String {
        let seconds = date.timeIntervalSince1970
        guard seconds.isFinite, seconds.magnitude < 1e15 else { return "" }
        do {
            return try DatePattern(pattern).string(secondsSince1970: seconds, zone: timeZone)
        } catch let failure as DatePattern.Failure {
            throw ScriptError.library(failure.message)
        }
    }

    /// The date the text writes, or `nil`.
    func date(from text: String) throws -> Date? {
        do {
            return try DatePattern(pattern).secondsSince1970(from: text, zone: timeZone).map { Date(timeIntervalSince1970: $0) }
        } catch let failure as DatePattern.Failure {
            throw ScriptError.library(failure.message)
        }
    }
}
