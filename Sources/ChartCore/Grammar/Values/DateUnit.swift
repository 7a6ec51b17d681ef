import FoundationEssentials

/// A calendar unit that dates are binned to and axes step by (`unit: .month`,
/// `.stride(by: .month)`), reckoned in UTC on the proleptic Gregorian calendar, as the kernel
/// reckons local time.
public enum DateUnit: String, Hashable, Sendable, CaseIterable {
    case second, minute, hour, day, weekOfYear, month, quarter, year

    /// The unit for a calendar component; components without a fixed step (era, weekday…)
    /// count as days.
    public init(_ component: Calendar.Component) {
        switch component {
        case .second, .nanosecond: self = .second
        case .minute: self = .minute
        case .hour: self = .hour
        case .weekOfYear, .weekOfMonth, .yearForWeekOfYear: self = .weekOfYear
        case .month: self = .month
        case .quarter: self = .quarter
        case .year, .era: self = .year
        default: self = .day
        }
    }

    /// About how many seconds the unit lasts (a month 30.44 days), for choosing tick steps.
    public var approximateSeconds: Double {
        switch self {
        case .second: return 1
        case .minute: return 60
        case .hour: return 3_600
        case .day: return 86_400
        case .weekOfYear: return 604_800
        case .month: return 2_629_746
        case .quarter: return 7_889_238
        case .year: return 31_556_952
        }
    }

    /// The start of the unit holding `seconds` (seconds since 1970): midnight for a day, the
    /// Monday for a week (ISO 8601), the 1st for a month, 1 January for a year.
    public func floor(_ seconds: Double) -> Double {
        guard seconds.isFinite, abs(seconds) < 1e15 else { return seconds }
        switch self {
        case .second: return seconds.rounded(.down)
        case .minute: return (seconds / 60).rounded(.down) * 60
        case .hour: return (seconds / 3_600).rounded(.down) * 3_600
        case .day: return (seconds / 86_400).rounded(.down) * 86_400
        case .weekOfYear:
            let days = Int((seconds / 86_400).rounded(.down))
            let weekday = ((days % 7) + 7 + 3) % 7   // 1970-01-01 was a Thursday: Monday is 0
            return Double(days - weekday) * 86_400
        case .month, .quarter, .year:
            let (year, month, _) = CivilDate.date(secondsSince1970: seconds)
            let firstMonth = self == .month ? month : self == .quarter ? (month - 1) / 3 * 3 + 1 : 1
            return Double(CivilDate.days(year: year, month: firstMonth, day: 1)) * 86_400
        }
    }

    /// `seconds` moved on by `count` units (months keep their day, clamped to the month's end).
    public func adding(_ count: Int, to seconds: Double) -> Double {
        guard seconds.isFinite, abs(seconds) < 1e15 else { return seconds }
        switch self {
        case .second, .minute, .hour, .day, .weekOfYear:
            return seconds + Double(count) * approximateSeconds
        case .month, .quarter, .year:
            let months = count * (self == .month ? 1 : self == .quarter ? 3 : 12)
            let days = Int((seconds / 86_400).rounded(.down))
            let timeOfDay = seconds - Double(days) * 86_400
            let (year, month, day) = CivilDate.date(days: days)
            let total = year * 12 + (month - 1) + months
            let newYear = total >= 0 ? total / 12 : (total - 11) / 12
            let newMonth = total - newYear * 12 + 1
            let newDay = min(day, CivilDate.daysInMonth(year: newYear, month: newMonth))
            return Double(CivilDate.days(year: newYear, month: newMonth, day: newDay)) * 86_400 + timeOfDay
        }
    }
}
