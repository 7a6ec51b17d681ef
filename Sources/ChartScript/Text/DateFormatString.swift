/// Foundation's `Date.FormatString`, as a string literal with labelled interpolations builds
/// it: `"\(year: .defaultDigits)/\(month: .twoDigits)/\(day: .twoDigits)"` is the ICU pattern
/// `y'/'MM'/'dd` (literal text quoted, each field its pattern letters).
///
/// The fields are those the kernel's date patterns read back (`DatePattern` and ChartData's
/// CSV date patterns): year, month, day, weekday, hour, minute, second and second fraction.
/// Another field or style (`era:`, `quarter:`, `week:`, `timeZone:` …) is a `Failure` naming
/// the ones known, never a pattern that reads something else.
struct DateFormatString: Hashable, Sendable {
    /// Why a field cannot be part of a format string.
    struct Failure: Error {
        let message: String
    }

    /// One style a field is written in: `.twoDigits`, `.padded(4)`,
    /// `.twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)`.
    struct Style: Equatable {
        /// The member's name (`twoDigits`).
        var name: String
        /// The implicit members given as arguments, by label (`clock: twentyFourHour`).
        var options: [String: String] = [:]
        /// An integer argument (`.padded(4)`, `.fractional(3)`), when one is given.
        var length: Int?
    }

    /// The ICU pattern built so far.
    private(set) var pattern = ""

    /// An empty format string.
    init() {}

    /// Literal text, quoted so that no letter in it is read as a field (`'` doubled).
    mutating func appendLiteral(_ text: String) {
        guard !text.isEmpty else { return }
        pattern += "'" + text.replacing("'", with: "''") + "'"
    }

    /// A field (`year`) in a style (`.defaultDigits`).
    mutating func append(field: String, style: Style) throws {
        pattern += try Self.letters(field: field, style: style)
    }

    /// The fields the kernel knows, with their styles, for messages.
    static let knownFields = "year: (.defaultDigits, .twoDigits, .padded(n)), month: (.defaultDigits, .twoDigits, .abbreviated, .wide), day: (.defaultDigits, .twoDigits), weekday: (.abbreviated, .wide), hour: (.defaultDigits(clock:hourCycle:), .twoDigits(clock:hourCycle:)), minute:, second: (.defaultDigits, .twoDigits), secondFraction: (.fractional(n))"

    /// The pattern letters of `field` in `style`.
    private static func letters(field: String, style: Style) throws -> String {
        func repeated(_ letter: String) throws -> String {
            guard let length = style.length, (1...9).contains(length) else {
                throw Failure(message: "\(field): .\(style.name)(_:) takes a length from 1 to 9")
            }
            return String(repeating: letter, count: length)
        }
        let digits = ["defaultDigits": 1, "twoDigits": 2]
        switch (field, style.name) {
        case ("year", "padded"): return try repeated("y")
        case ("year", _), ("day", _), ("minute", _), ("second", _):
            guard let count = digits[style.name] else { break }
            let letter = ["year": "y", "day": "d", "minute": "m", "second": "s"][field] ?? ""
            return String(repeating: letter, count: count)
        case ("month", _):
            let counts = ["defaultDigits": 1, "twoDigits": 2, "abbreviated": 3, "wide": 4]
            guard let count = counts[style.name] else { break }
            return String(repeating: "M", count: count)
        case ("weekday", "abbreviated"): return "EEE"
        case ("weekday", "wide"): return "EEEE"
        case ("hour", _):
            guard let count = digits[style.name] else { break }
            switch (style.options["clock"], style.options["hourCycle"]) {
            case ("twentyFourHour", "zeroBased"): return String(repeating: "H", count: count)
            case ("twelveHour", "oneBased"): return String(repeating: "h", count: count)
            default:
                throw Failure(message: "hour: .\(style.name)(clock:hourCycle:) takes clock: .twentyFourHour with hourCycle: .zeroBased, or clock: .twelveHour with hourCycle: .oneBased")
            }
        case ("secondFraction", "fractional"): return try repeated("S")
        default: break
        }
        throw Failure(message: "the kernel's Date.FormatString does not know \\(\(field): .\(style.name)); it knows \(knownFields)")
    }
}
