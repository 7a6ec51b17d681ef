/// Dates as axis labels and legends print them: en_US names, UTC, the shortest text that tells
/// neighbouring ticks apart ("Jan", "Feb" within a year; "2024" for years; "Jan 5" for days).
public enum DateLabels {
    /// Abbreviated month names, January first.
    public static let monthAbbreviations = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    /// Full month names, January first.
    public static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August",
                                    "September", "October", "November", "December"]
    /// Abbreviated weekday names, Sunday first.
    public static let weekdayAbbreviations = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    /// "Jan 5, 2024".
    public static func mediumDate(_ seconds: Double) -> String {
        guard seconds.isFinite, abs(seconds) < 1e15 else { return "\(seconds)" }
        let (year, month, day) = CivilDate.date(secondsSince1970: seconds)
        return "\(monthAbbreviations[month - 1]) \(day), \(year)"
    }

    /// The label of a tick at `seconds` on an axis stepping by `unit`: "2024" for years,
    /// "Jan" for months and quarters (with the year under January when the axis spans years,
    /// "Jan 2024"), "Jan 5" for days and weeks, "14:00" for hours, "14:05" for minutes,
    /// "14:05:30" for seconds.
    public static func label(_ seconds: Double, unit: DateUnit, spansYears: Bool) -> String {
        guard seconds.isFinite, abs(seconds) < 1e15 else { return "\(seconds)" }
        let days = Int((seconds / 86_400).rounded(.down))
        let (year, month, day) = CivilDate.date(days: days)
        let secondOfDay = Int(seconds - Double(days) * 86_400)
        let hour = secondOfDay / 3_600, minute = secondOfDay / 60 % 60, second = secondOfDay % 60
        func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
        switch unit {
        case .year: return "\(year)"
        case .month, .quarter:
            return spansYears && month == 1 ? "\(monthAbbreviations[0]) \(year)" : monthAbbreviations[month - 1]
        case .day, .weekOfYear: return "\(monthAbbreviations[month - 1]) \(day)"
        case .hour: return "\(two(hour)):00"
        case .minute: return "\(two(hour)):\(two(minute))"
        case .second: return "\(two(hour)):\(two(minute)):\(two(second))"
        }
    }
}
