import ChartCore
#if canImport(Glibc)
import Glibc
#endif

/// Reads and writes ISO 8601 dates and date-times straight from bytes.
///
/// Accepted: `2024-09-01`, `2024-09-01T08:30`, `2024-09-01T08:30:15`, `2024-09-01 08:30:15.250`,
/// each optionally followed by `Z` or an offset `+02:00` / `-0500`. Times without an offset are
/// taken as UTC. Out-of-range parts (month 13, February 30, hour 24) make the text not a date.
enum ISODate {
    /// Seconds since 1970-01-01T00:00:00Z for the ISO 8601 text in `bytes`, or nil.
    static func secondsSince1970(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        let count = bytes.count
        guard count >= 10, bytes[4] == 0x2D, bytes[7] == 0x2D,
              let year = digits(bytes, 0, 4), let month = digits(bytes, 5, 2), let day = digits(bytes, 8, 2),
              (1...12).contains(month), day >= 1, day <= CivilDate.daysInMonth(year: year, month: month)
        else { return nil }
        var seconds = Double(CivilDate.days(year: year, month: month, day: day)) * 86_400
        if count == 10 { return seconds }
        // A time: "T" or " ", then HH:MM, then optionally :SS and a fraction.
        guard bytes[10] == 0x54 || bytes[10] == 0x20 || bytes[10] == 0x74, count >= 16, bytes[13] == 0x3A,
              let hour = digits(bytes, 11, 2), let minute = digits(bytes, 14, 2), hour < 24, minute < 60
        else { return nil }
        seconds += Double(hour * 3600 + minute * 60)
        var position = 16
        if position < count && bytes[position] == 0x3A {
            guard position + 3 <= count, let second = digits(bytes, position + 1, 2), second < 61 else { return nil }
            seconds += Double(second)
            position += 3
            if position < count && (bytes[position] == 0x2E || bytes[position] == 0x2C) {
                position += 1
                var scale = 0.1
                let start = position
                while position < count, bytes[position] >= 0x30, bytes[position] <= 0x39 {
                    seconds += Double(bytes[position] - 0x30) * scale
                    scale /= 10
                    position += 1
                }
                if position == start { return nil }
            }
        }
        if position == count { return seconds }
        // A zone: Z, or +HH:MM, +HHMM, +HH (and the same with -).
        let sign = bytes[position]
        if (sign == 0x5A || sign == 0x7A) && position + 1 == count { return seconds }
        guard sign == 0x2B || sign == 0x2D, position + 3 <= count,
              let offsetHours = digits(bytes, position + 1, 2), offsetHours < 24 else { return nil }
        position += 3
        var offsetMinutes = 0
        if position < count {
            if bytes[position] == 0x3A { position += 1 }
            guard position + 2 == count, let minutes = digits(bytes, position, 2), minutes < 60 else { return nil }
            offsetMinutes = minutes
        }
        let offset = Double(offsetHours * 3600 + offsetMinutes * 60)
        return sign == 0x2B ? seconds - offset : seconds + offset
    }

    /// Seconds since 1970 for ISO 8601 text, or nil.
    static func secondsSince1970(_ text: String) -> Double? {
        var text = text
        return text.withUTF8 { secondsSince1970($0) }
    }

    /// `2024-09-01` for midnight UTC, otherwise `2024-09-01T08:30:15Z`
    /// (with milliseconds when there are any).
    static func format(secondsSince1970 seconds: Double) -> String {
        guard seconds.isFinite else { return "" }
        guard abs(seconds) < 1e14 else { return CellFormat.number(seconds) + " s" }
        let days = (seconds / 86_400).rounded(.down)
        let (year, month, day) = CivilDate.date(days: Int(days))
        let datePart = "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
        let secondOfDay = seconds - days * 86_400
        if secondOfDay == 0 { return datePart }
        let whole = Int(secondOfDay.rounded(.down))
        var text = "\(datePart)T\(padded(whole / 3600, 2)):\(padded(whole / 60 % 60, 2)):\(padded(whole % 60, 2))"
        let milliseconds = Int(((secondOfDay - Double(whole)) * 1000).rounded())
        if milliseconds > 0 && milliseconds < 1000 { text += "." + padded(milliseconds, 3) }
        return text + "Z"
    }

    /// `"2024-09"` for the month of an instant.
    static func monthText(year: Int, month: Int) -> String { "\(padded(year, 4))-\(padded(month, 2))" }

    private static func padded(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }

    /// The number written by `length` ASCII digits at `start`, or nil if any is not a digit.
    @inline(__always)
    private static func digits(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> Int? {
        var value = 0
        for position in start..<(start + length) {
            let byte = bytes[position]
            guard byte >= 0x30 && byte <= 0x39 else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }
}
