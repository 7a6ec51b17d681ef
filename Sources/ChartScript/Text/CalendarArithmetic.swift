/// Calendar arithmetic in a fixed-offset zone as Foundation's Gregorian calendar does it:
/// the fields of an instant, adding units (a month after 31 January is the last of February),
/// and the difference between two instants in chosen units.
enum CalendarArithmetic {
    /// `Calendar.Component`.
    enum Unit: String, CaseIterable {
        case era, year, month, day, hour, minute, second, nanosecond, weekday, weekdayOrdinal, quarter,
             weekOfMonth, weekOfYear, yearForWeekOfYear, dayOfYear

        /// The unit's length in seconds, for the units of fixed length.
        var seconds: Double? {
            switch self {
            case .day, .weekday, .dayOfYear: return 86_400
            case .weekOfYear, .weekOfMonth: return 604_800
            case .hour: return 3600
            case .minute: return 60
            case .second: return 1
            case .nanosecond: return 1e-9
            default: return nil
            }
        }
    }

    /// The value of `unit` at the instant.
    static func component(_ unit: Unit, of seconds: Double, offset: Int) -> Int {
        let fields = CalendarFields(secondsSince1970: seconds, offset: offset)
        switch unit {
        case .era: return fields.year > 0 ? 1 : 0
        case .year, .yearForWeekOfYear: return fields.year
        case .month: return fields.month
        case .day: return fields.day
        case .hour: return fields.hour
        case .minute: return fields.minute
        case .second: return fields.second
        case .nanosecond: return Int((fields.fraction * 1e9).rounded(.down))
        case .weekday: return fields.weekday
        case .weekdayOrdinal: return (fields.day - 1) / 7 + 1
        case .quarter: return (fields.month - 1) / 3 + 1
        case .weekOfMonth:
            let firstWeekday = CalendarFields(year: fields.year, month: fields.month, day: 1).weekday
            return (fields.day - 1 + firstWeekday - 1) / 7 + 1
        case .weekOfYear: return fields.weekOfYear
        case .dayOfYear: return fields.dayOfYear
        }
    }

    /// The instant `value` units after `seconds`, or `nil` for a unit that cannot be added or
    /// a result too far from 1970 to reckon.
    static func adding(_ value: Int, _ unit: Unit, to seconds: Double, offset: Int) -> Double? {
        guard CalendarFields.isReckonable(seconds) else { return nil }
        switch unit {
        case .year, .month, .quarter:
            // Beyond a hundred million years the result is not a date the calendar reckons.
            guard value.magnitude < 1_200_000_000 else { return nil }
            var fields = CalendarFields(secondsSince1970: seconds, offset: offset)
            let months = unit == .year ? value * 12 : unit == .quarter ? value * 3 : value
            let total = fields.year * 12 + fields.month - 1 + months
            fields.year = total >= 0 ? total / 12 : (total - 11) / 12
            fields.month = total - fields.year * 12 + 1
            fields.day = min(fields.day, fields.daysInMonth)
            return fields.secondsSince1970(offset: offset)
        case .era, .yearForWeekOfYear, .weekdayOrdinal:
            return nil
        default:
            guard let length = unit.seconds else { return nil }
            return seconds + Double(value) * length
        }
    }

    /// How many whole `units` (largest first) lie from `start` to `end`, as
    /// `Calendar.dateComponents(_:from:to:)` counts them (negative when `end` is earlier).
    static func difference(_ units: [Unit], from start: Double, to end: Double, offset: Int) -> [(Unit, Int)] {
        var current = start
        var result: [(Unit, Int)] = []
        let ordered = Unit.allCases.filter { units.contains($0) }
        for unit in ordered {
            if unit == .year || unit == .month || unit == .quarter {
                // Start from the average length of the unit, then step to the exact count.
                let average = unit == .year ? 31_556_952.0 : unit == .quarter ? 7_889_238.0 : 2_629_746.0
                let estimate = ((end - current) / average).rounded(.towardZero)
                var count = estimate.magnitude < 1e9 ? Int(estimate) : 0
                let step = end >= current ? 1 : -1
                func passes(_ candidate: Int) -> Bool {
                    guard let next = adding(candidate, unit, to: current, offset: offset) else { return true }
                    return step > 0 ? next > end : next < end
                }
                while count != 0, passes(count) { count -= step }
                while !passes(count + step) { count += step }
                result.append((unit, count))
                current = adding(count, unit, to: current, offset: offset) ?? current
            } else if let length = unit.seconds, unit != .weekday, unit != .dayOfYear {
                let count = ((end - current) / length).rounded(.towardZero)
                let whole = count.magnitude < 1e15 ? Int(count) : 0
                result.append((unit, whole))
                current += Double(whole) * length
            }
        }
        return result
    }
}
