import ChartCore
import ChartData

/// The Gregorian calendar as Foundation reckons it in a fixed-offset time zone (proleptic:
/// before 1582 too, so `Date.distantPast` is 0000-12-30), with the fields of an instant and
/// the instant of fields.
struct CalendarFields: Equatable {
    var year: Int
    var month: Int
    var day: Int
    var hour = 0
    var minute = 0
    var second = 0
    /// The fraction of the second, 0 ≤ fraction < 1.
    var fraction = 0.0

    /// Whether an instant is near enough to 1970 (about three million years) for its fields to
    /// be computed; callers refuse others rather than overflow.
    static func isReckonable(_ secondsSince1970: Double) -> Bool {
        secondsSince1970.isFinite && secondsSince1970.magnitude < 1e14
    }

    /// The fields of `secondsSince1970` seen `offset` seconds east of Greenwich (an instant
    /// that ``isReckonable(_:)``).
    init(secondsSince1970: Double, offset: Int = 0) {
        let local = secondsSince1970 + Double(offset)
        let days = (local / 86_400).rounded(.down)
        let (year, month, day) = Self.date(days: Int(days))
        let secondOfDay = local - days * 86_400
        let whole = Int(secondOfDay.rounded(.down))
        self.init(year: year, month: month, day: day, hour: whole / 3600, minute: whole / 60 % 60, second: whole % 60,
                  fraction: secondOfDay - Double(whole))
    }

    /// The fields as given (they may lie beyond their ranges; ``secondsSince1970(offset:)`` carries them over).
    init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0, fraction: Double = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
        self.fraction = fraction
    }

    /// The instant of the fields in a zone `offset` seconds east of Greenwich. Fields beyond
    /// their range carry over, as Foundation's `date(from:)` does (month 14 is February of the
    /// next year, day 30 of February is in March).
    func secondsSince1970(offset: Int = 0) -> Double {
        let days = Self.days(year: year, month: month, day: 1) + day - 1
        return Double(days) * 86_400 + Double(hour * 3600 + minute * 60 + second) + fraction - Double(offset)
    }

    /// 1 for Sunday … 7 for Saturday.
    var weekday: Int {
        let days = Self.days(year: year, month: month, day: day)
        return ((days + 4) % 7 + 7) % 7 + 1
    }

    /// 1 for the first of January.
    var dayOfYear: Int { Self.days(year: year, month: month, day: day) - Self.days(year: year, month: 1, day: 1) + 1 }

    /// The week of the year, weeks starting on Sunday and the week holding 1 January being week 1.
    var weekOfYear: Int {
        let weekStart = Self.days(year: year, month: month, day: day) - (weekday - 1)
        if weekStart + 6 >= Self.days(year: year + 1, month: 1, day: 1) { return 1 }
        let firstWeekStart = Self.days(year: year, month: 1, day: 1) - (CalendarFields(year: year, month: 1, day: 1).weekday - 1)
        return (weekStart - firstWeekStart) / 7 + 1
    }

    /// The number of days in the month of the fields.
    var daysInMonth: Int { Self.days(year: year, month: month + 1, day: 1) - Self.days(year: year, month: month, day: 1) }

    /// Days since 1970-01-01 of a calendar date, months beyond 1…12 carrying into other years.
    static func days(year: Int, month: Int, day: Int) -> Int {
        let months = year * 12 + (month - 1)
        let normalizedYear = months >= 0 ? months / 12 : (months - 11) / 12
        return CivilDate.days(year: normalizedYear, month: months - normalizedYear * 12 + 1, day: day)
    }

    /// The calendar date of a day number.
    static func date(days: Int) -> (year: Int, month: Int, day: Int) {
        CivilDate.date(days: days)
    }
}
