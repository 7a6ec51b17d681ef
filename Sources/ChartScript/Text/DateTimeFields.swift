/// The fields of a `Date.FormatStyle` built from `.dateTime` (`.dateTime.year()`,
/// `.dateTime.month(.abbreviated).day()`), each kept as its ICU skeleton letters, and the
/// pattern Foundation writes them with in the kernel's locale (`en_001`, Linux's default).
///
/// Foundation finds the pattern with ICU's pattern generator; the kernel knows the patterns of
/// the combinations tutorials and charts use (measured against Foundation), and names the
/// others as not written rather than guessing an order.
struct DateTimeFields: Hashable {
    /// The year's letters: "y", or "yy" for two digits.
    var year: String?
    /// The month's: "M", "MM", "MMM" (abbreviated, the default), "MMMM" (wide), "MMMMM" (narrow).
    var month: String?
    /// The day's: "d", or "dd".
    var day: String?
    /// The quarter's: "Q" (one digit), "QQ" (two), "QQQ" (abbreviated, the default: Q1),
    /// "QQQQ" (wide: 1st quarter), "QQQQQ" (narrow: 1).
    var quarter: String?
    /// The weekday's: "E" (abbreviated, the default), "EEEE" (wide), "EEEEE" (narrow: T),
    /// "EEEEEE" (short: Th), "e" (one digit: the day of the week, Monday 1 in `en_001`), "ee"
    /// (two digits, which alone Foundation writes with one).
    var weekday: String?
    /// The hour's: its digits, then its AM/PM marker after a space when it has one: "h a" (the
    /// default, with AM or PM), "hh a" (two digits), "h aaaaa" (narrow: a or p), "hh" (the
    /// marker omitted, which Foundation writes with two digits).
    var hour: String?
    /// The minute's: "m".
    var minute: String?
    /// The second's: "s".
    var second: String?

    /// Whether no field was asked for: plain `.dateTime`, a numeric date and a shortened time.
    var isEmpty: Bool { [year, quarter, month, day, weekday, hour, minute, second].allSatisfy { $0 == nil } }

    /// The date fields' skeleton, in ICU's order (year, quarter, month, weekday, day).
    private var dateSkeleton: String { [year, quarter, month, weekday, day].compactMap { $0 }.joined() }
    /// The time fields' skeleton, the hour as "h" (its digits and marker are in `hourPattern`).
    private var timeSkeleton: String { [hour.map { _ in "h" }, minute, second].compactMap { $0 }.joined() }

    /// The time's pattern: with an hour, its digits, then ":mm" and ":ss" as asked, then its
    /// AM/PM marker after a narrow no-break space (as ICU writes it); without, the table's.
    private var timePattern: String? {
        let time = timeSkeleton
        if time.isEmpty { return "" }
        guard let hour else { return Self.timePatterns[time] }
        guard time == "h" || time == "hm" || time == "hms" else { return nil }
        let parts = hour.split(separator: " ", maxSplits: 1).map(String.init)
        let digits = parts.first ?? "h"
        return digits + (minute == nil ? "" : ":mm") + (second == nil ? "" : ":ss") + (parts.count > 1 ? "\u{202F}" + parts[1] : "")
    }

    /// The ICU pattern Foundation writes these fields with in `en_001`.
    ///
    /// - Throws: a message naming the combination when the kernel does not know its pattern.
    func pattern() throws(DatePattern.Failure) -> String {
        if isEmpty { return "dd/MM/y, h:mm\u{202F}a" }
        let date = dateSkeleton, time = timeSkeleton
        guard let datePattern = date.isEmpty ? "" : Self.datePatterns[date], let timePattern else {
            throw DatePattern.Failure(message: "the kernel does not write .dateTime with the fields \(date + time) (Foundation chooses their order from the locale); "
                + "it writes year, month, day and weekday as in .dateTime.year().month().day(), and hour, minute, second as in .dateTime.hour().minute()")
        }
        if datePattern.isEmpty { return timePattern }
        if timePattern.isEmpty { return datePattern }
        // A month by name joins the time with "at"; a numeric date with a comma.
        return datePattern + (month.map { $0.count >= 3 } == true ? " 'at' " : ", ") + timePattern
    }

    /// Date skeletons and their `en_001` patterns.
    private static let datePatterns: [String: String] = [
        "y": "y", "yy": "yy", "M": "M", "MM": "MM", "MMM": "MMM", "MMMM": "MMMM", "MMMMM": "MMMMM", "d": "d", "dd": "dd",
        "E": "EEE", "EEEE": "EEEE", "EEEEE": "EEEEE", "EEEEEE": "EEEEEE",
        "Q": "Q", "QQ": "QQ", "QQQ": "QQQ", "QQQQ": "QQQQ", "QQQQQ": "QQQQQ",
        "yQ": "Q y", "yQQ": "QQ y", "yQQQ": "QQQ y", "yQQQQ": "QQQQ y", "yQQQQQ": "QQQQQ y",
        "yM": "MM/y", "yMM": "MM/y", "yMMM": "MMM y", "yMMMM": "MMMM y", "yyMMM": "MMM yy",
        "Md": "dd/MM", "MMd": "d/MM", "MMMd": "d MMM", "MMMMd": "d MMMM",
        "yMd": "dd/MM/y", "yMMMd": "d MMM y", "yMMMMd": "d MMMM y",
        "Ed": "EEE d", "MMMEd": "EEE, d MMM", "yMMMEd": "EEE, d MMM y", "yMMMMEEEEd": "EEEE, d MMMM y",
        "EEEEEd": "EEEEE d", "EEEEEEd": "EEEEEE d", "MMMEEEEEd": "EEEEE, d MMM", "MMMEEEEEEd": "EEEEEE, d MMM",
        "yMMMEEEEEd": "EEEEE, d MMM y", "yMMMEEEEEEd": "EEEEEE, d MMM y",
        "e": "e", "ee": "e", "ed": "e d", "eed": "ee d", "MMMed": "e, d MMM", "MMMeed": "ee, d MMM",
        "yMMMed": "e, d MMM y", "yMMMeed": "ee, d MMM y",
    ]

    /// Time skeletons and their `en_001` patterns (a narrow no-break space before AM and PM, as ICU writes it).
    private static let timePatterns: [String: String] = [
        "m": "m", "s": "s", "ms": "mm:ss",
    ]
}
