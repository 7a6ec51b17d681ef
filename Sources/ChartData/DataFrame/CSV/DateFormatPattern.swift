import ChartCore

/// A Unicode date pattern (`"yyyy/MM/dd"`, `"MMM d yyyy"`, `"dd.MM.yyyy HH:mm"`) read from
/// bytes, for CSV columns whose dates are not ISO 8601. Dates are in UTC unless the pattern
/// reads a zone (`Z`, `XXX`).
///
/// Fields: `y`/`yyyy` year (up to four digits), `yy` two-digit year (69–99 → 19xx, else 20xx),
/// `M`/`MM` month number, `MMM`/`MMMM` English month name or abbreviation (any case), `d`/`dd`
/// day, `H`/`HH` hour 0–23, `h`/`hh` hour 1–12 with `a` (AM/PM), `m`/`mm` minutes,
/// `s`/`ss` seconds, `S…` fractions of a second, `E…` a weekday name (read and ignored),
/// `Z`/`X…`/`x…` a zone (`Z`, `+02:00`, `+0200`); `'text'` and any other character stand
/// for themselves. The whole field must match, and out-of-range parts (month 13,
/// February 30) make the field not a date.
struct DateFormatPattern: Sendable, Equatable {
    /// One part of a pattern.
    enum Part: Sendable, Equatable {
        case year(digits: Int)
        case twoDigitYear
        case month
        case monthName
        case day
        case hour24
        case hour12
        case minute
        case second
        case fraction
        case dayPeriod
        case weekdayName
        case zone
        case literal([UInt8])
    }

    /// The parts in order.
    let parts: [Part]

    /// The pattern `format`.
    init(_ format: String) {
        var parts: [Part] = []
        let characters = Array(format)
        var index = 0
        func appendLiteral(_ text: String) {
            let bytes = Array(text.utf8)
            if case .literal(let previous)? = parts.last {
                parts[parts.count - 1] = .literal(previous + bytes)
            } else {
                parts.append(.literal(bytes))
            }
        }
        while index < characters.count {
            let character = characters[index]
            if character == "'" {
                var end = index + 1
                var text = ""
                while end < characters.count {
                    if characters[end] == "'" {
                        if end + 1 < characters.count && characters[end + 1] == "'" { text.append("'"); end += 2; continue }
                        break
                    }
                    text.append(characters[end])
                    end += 1
                }
                appendLiteral(index + 1 == end ? "'" : text)
                index = end + 1
                continue
            }
            var run = 1
            while index + run < characters.count && characters[index + run] == character { run += 1 }
            switch character {
            case "y", "u": parts.append(run == 2 ? .twoDigitYear : .year(digits: max(4, run)))
            case "M", "L": parts.append(run >= 3 ? .monthName : .month)
            case "d": parts.append(.day)
            case "H", "k": parts.append(.hour24)
            case "h", "K": parts.append(.hour12)
            case "m": parts.append(.minute)
            case "s": parts.append(.second)
            case "S": parts.append(.fraction)
            case "a": parts.append(.dayPeriod)
            case "E", "e", "c": parts.append(.weekdayName)
            case "Z", "X", "x", "z", "O": parts.append(.zone)
            default: appendLiteral(String(repeating: character, count: run))
            }
            index += run
        }
        self.parts = parts
    }

    private static let monthNames: [[UInt8]] = ["january", "february", "march", "april", "may", "june", "july",
                                                "august", "september", "october", "november", "december"].map { Array($0.utf8) }

    /// Seconds since 1970 for `bytes` read with the pattern, or nil when they do not match.
    func secondsSince1970(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var position = 0
        var year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0.0
        var isAfternoon: Bool?, zoneOffset = 0
        func number(maximumDigits: Int) -> Int? {
            var value = 0, digits = 0
            while digits < maximumDigits, position < bytes.count, bytes[position] >= 0x30, bytes[position] <= 0x39 {
                value = value * 10 + Int(bytes[position] - 0x30)
                position += 1
                digits += 1
            }
            return digits == 0 ? nil : value
        }
        func lowercased(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte }
        func letters() -> [UInt8] {
            var word: [UInt8] = []
            while position < bytes.count, case let byte = lowercased(bytes[position]), byte >= 0x61 && byte <= 0x7A {
                word.append(byte)
                position += 1
            }
            return word
        }
        for part in parts {
            switch part {
            case .year(let digits):
                guard let value = number(maximumDigits: digits) else { return nil }
                year = value
            case .twoDigitYear:
                guard let value = number(maximumDigits: 2) else { return nil }
                year = value >= 69 ? 1900 + value : 2000 + value
            case .month:
                guard let value = number(maximumDigits: 2) else { return nil }
                month = value
            case .monthName:
                let word = letters()
                guard word.count >= 3, let index = Self.monthNames.firstIndex(where: { $0 == word || Array($0.prefix(3)) == word })
                else { return nil }
                month = index + 1
            case .day:
                guard let value = number(maximumDigits: 2) else { return nil }
                day = value
            case .hour24, .hour12:
                guard let value = number(maximumDigits: 2) else { return nil }
                hour = value
            case .minute:
                guard let value = number(maximumDigits: 2) else { return nil }
                minute = value
            case .second:
                guard let value = number(maximumDigits: 2) else { return nil }
                second = Double(value)
            case .fraction:
                var scale = 0.1
                let start = position
                while position < bytes.count, bytes[position] >= 0x30, bytes[position] <= 0x39 {
                    second += Double(bytes[position] - 0x30) * scale
                    scale /= 10
                    position += 1
                }
                if position == start { return nil }
            case .dayPeriod:
                let word = letters()
                if word == Array("am".utf8) { isAfternoon = false } else if word == Array("pm".utf8) { isAfternoon = true } else { return nil }
            case .weekdayName:
                guard letters().count >= 2 else { return nil }
            case .zone:
                guard position < bytes.count else { return nil }
                if bytes[position] == 0x5A || bytes[position] == 0x7A { position += 1; continue }
                let sign = bytes[position]
                guard sign == 0x2B || sign == 0x2D else { return nil }
                position += 1
                guard let hours = number(maximumDigits: 2), hours < 24 else { return nil }
                var minutes = 0
                if position < bytes.count && bytes[position] == 0x3A { position += 1 }
                if position < bytes.count, bytes[position] >= 0x30, bytes[position] <= 0x39 {
                    guard let value = number(maximumDigits: 2), value < 60 else { return nil }
                    minutes = value
                }
                zoneOffset = (hours * 3600 + minutes * 60) * (sign == 0x2B ? 1 : -1)
            case .literal(let literal):
                guard position + literal.count <= bytes.count else { return nil }
                for (offset, byte) in literal.enumerated() where lowercased(bytes[position + offset]) != lowercased(byte) { return nil }
                position += literal.count
            }
        }
        guard position == bytes.count else { return nil }
        if let isAfternoon {
            guard hour >= 1 && hour <= 12 else { return nil }
            hour = hour % 12 + (isAfternoon ? 12 : 0)
        }
        guard (1...12).contains(month), day >= 1, day <= CivilDate.daysInMonth(year: year, month: month),
              hour < 24, minute < 60, second < 61 else { return nil }
        let days = CivilDate.days(year: year, month: month, day: day)
        return Double(days) * 86_400 + Double(hour * 3600 + minute * 60) + second - Double(zoneOffset)
    }
}
