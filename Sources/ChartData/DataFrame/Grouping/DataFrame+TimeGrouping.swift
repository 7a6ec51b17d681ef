import ChartCore
import FoundationEssentials

extension DataFrame {
    /// The rows grouped by the calendar period (UTC) that holds each date of the column called
    /// `columnName`: `.year`, `.quarter`, `.month`, `.weekOfYear` (weeks from Monday), `.day`,
    /// `.hour`, `.minute` or `.second` group by the period, keyed by the Date it starts at
    /// (so monthly means chart on a date axis, as pandas' `resample("MS")`); `.weekday` groups
    /// by the day of the week (1 is Sunday, as Foundation numbers them). The key column keeps
    /// the column's name.
    public func grouped(by columnName: String, timeUnit: Calendar.Component) -> RowGrouping {
        let dates = self[columnName, Date.self]
        let key: ColumnContents
        if timeUnit == .weekday {
            key = ColumnContents.make(dates.map { date in date.map { TimePeriod.weekday(of: $0) } })
        } else {
            key = ColumnContents.make(dates.map { date in date.map { TimePeriod.start(of: $0, unit: timeUnit) } })
        }
        return RowGrouping(frame: self, keys: [AnyColumn(name: columnName, contents: key)])
    }
}

/// Calendar periods in UTC, computed with the proleptic Gregorian calendar (``CivilDate``).
enum TimePeriod {
    /// The instant the `unit` period holding `date` starts.
    static func start(of date: Date, unit: Calendar.Component) -> Date {
        let seconds = date.timeIntervalSince1970
        guard seconds.isFinite, abs(seconds) < 1e14 else { return date }
        let days = Int((seconds / 86_400).rounded(.down))
        let (year, month, _) = CivilDate.date(days: days)
        let dayStart = Double(days) * 86_400
        switch unit {
        case .year, .era, .yearForWeekOfYear:
            return Date(timeIntervalSince1970: Double(CivilDate.days(year: year, month: 1, day: 1)) * 86_400)
        case .quarter:
            return Date(timeIntervalSince1970: Double(CivilDate.days(year: year, month: (month - 1) / 3 * 3 + 1, day: 1)) * 86_400)
        case .month:
            return Date(timeIntervalSince1970: Double(CivilDate.days(year: year, month: month, day: 1)) * 86_400)
        case .weekOfYear, .weekOfMonth, .weekdayOrdinal:
            // 1970-01-01 was a Thursday: days since the Monday before it, in weeks.
            let monday = days - ((days + 3) % 7 + 7) % 7
            return Date(timeIntervalSince1970: Double(monday) * 86_400)
        case .hour:
            return Date(timeIntervalSince1970: (seconds / 3600).rounded(.down) * 3600)
        case .minute:
            return Date(timeIntervalSince1970: (seconds / 60).rounded(.down) * 60)
        case .second, .nanosecond:
            return Date(timeIntervalSince1970: seconds.rounded(.down))
        default:
            return Date(timeIntervalSince1970: dayStart)
        }
    }

    /// The day of the week of `date` in UTC, 1 for Sunday to 7 for Saturday.
    static func weekday(of date: Date) -> Int {
        let days = Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
        return ((days + 4) % 7 + 7) % 7 + 1
    }
}
