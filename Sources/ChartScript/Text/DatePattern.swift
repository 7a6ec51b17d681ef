/// A `DateFormatter.dateFormat` pattern (ICU's letters: `yyyy-MM-dd HH:mm:ss`, `EEEE, MMM d`,
/// `h:mm a`, `'T'` for literal text) in English, writing dates and reading them back.
struct DatePattern {
    /// Why a pattern cannot be used.
    struct Failure: Error {
        let message: String
    }

    private enum Piece {
        case literal(String)
        case field(Character, Int)
    }

    /// The letters the kernel writes; the others (`w`, `e`, `F` …) depend on locale week rules.
    static let supportedLetters: Set<Character> = ["G", "y", "Y", "u", "Q", "q", "M", "L", "d", "D", "E", "a", "h", "H", "k", "K",
                                                   "m", "s", "S", "Z", "X", "x", "z", "O"]
    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                             "October", "November", "December"]
    static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    private let pieces: [Piece]

    /// The pattern's pieces; a letter the kernel cannot write is a `Failure`. With
    /// `writesLocalWeekday`, "e" (the local day of the week as a number) is written as in
    /// `en_001`, Linux's default locale, whose week starts on Monday (Monday 1 … Sunday 7):
    /// `.dateTime.weekday(.oneDigit)` asks for it in that locale; a `DateFormatter` pattern,
    /// whose locale may be another, does not.
    init(_ pattern: String, writesLocalWeekday: Bool = false) throws {
        var pieces: [Piece] = []
        var characters = Array(pattern)[...]
        var literal = ""
        while let character = characters.first {
            if character == "'" {
                characters.removeFirst()
                if characters.first == "'" {
                    literal.append("'")
                    characters.removeFirst()
                    continue
                }
                while let quoted = characters.first {
                    characters.removeFirst()
                    if quoted == "'" {
                        if characters.first == "'" {
                            literal.append("'")
                            characters.removeFirst()
                            continue
                        }
                        break
                    }
                    literal.append(quoted)
                }
                continue
            }
            guard character.isASCII, character.isLetter else {
                literal.append(character)
                characters.removeFirst()
                continue
            }
            guard Self.supportedLetters.contains(character) || (writesLocalWeekday && character == "e") else {
                throw Failure(message: "the date format letter '\(character)' is not supported by the kernel (it knows \(Self.supportedLetters.sorted().map(String.init).joined()))")
            }
            let count = characters.prefix { $0 == character }.count
            characters.removeFirst(count)
            if !literal.isEmpty {
                pieces.append(.literal(literal))
                literal = ""
            }
            pieces.append(.field(character, count))
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        self.pieces = pieces
    }

    /// The instant written in the zone.
    func string(secondsSince1970 seconds: Double, zone: TimeZoneValue) -> String {
        let fields = CalendarFields(secondsSince1970: seconds, offset: zone.offset)
        var text = ""
        for piece in pieces {
            switch piece {
            case .literal(let literal): text += literal
            case let .field(letter, count): text += Self.field(letter, count, fields, zone)
            }
        }
        return text
    }

    private static func field(_ letter: Character, _ count: Int, _ fields: CalendarFields, _ zone: TimeZoneValue) -> String {
        switch letter {
        case "G": return count == 4 ? (fields.year > 0 ? "Anno Domini" : "Before Christ") : (fields.year > 0 ? "AD" : "BC")
        case "y", "Y", "u":
            let year = letter == "u" ? fields.year : (fields.year > 0 ? fields.year : 1 - fields.year)
            return count == 2 ? padded(year % 100, 2) : padded(year, count)
        case "Q", "q":
            let quarter = (fields.month - 1) / 3 + 1
            switch count {
            case 3: return "Q\(quarter)"
            case 4: return ["1st", "2nd", "3rd", "4th"][quarter - 1] + " quarter"
            case 5: return "\(quarter)"
            default: return padded(quarter, count)
            }
        case "M", "L":
            switch count {
            case 3: return String(monthNames[fields.month - 1].prefix(3))
            case 4: return monthNames[fields.month - 1]
            case 5: return String(monthNames[fields.month - 1].prefix(1))
            default: return padded(fields.month, count)
            }
        case "d": return padded(fields.day, count)
        case "e": return padded((fields.weekday + 5) % 7 + 1, count)
        case "D": return padded(fields.dayOfYear, count)
        case "E":
            let name = weekdayNames[fields.weekday - 1]
            switch count {
            case 4: return name
            case 5: return String(name.prefix(1))
            case 6: return String(name.prefix(2))
            default: return String(name.prefix(3))
            }
        case "a": return count == 5 ? (fields.hour < 12 ? "a" : "p") : (fields.hour < 12 ? "AM" : "PM")
        case "h": return padded(fields.hour % 12 == 0 ? 12 : fields.hour % 12, count)
        case "H": return padded(fields.hour, count)
        case "k": return padded(fields.hour == 0 ? 24 : fields.hour, count)
        case "K": return padded(fields.hour % 12, count)
        case "m": return padded(fields.minute, count)
        case "s": return padded(fields.second, count)
        case "S":
            var digits = ""
            var rest = fields.fraction
            for _ in 0..<count {
                rest *= 10
                let digit = min(Int((rest + 1e-9).rounded(.down)), 9)
                digits += String(digit)
                rest -= Double(digit)
            }
            return digits
        default: return zoneField(letter, count, zone)
        }
    }

    private static func zoneField(_ letter: Character, _ count: Int, _ zone: TimeZoneValue) -> String {
        let offset = zone.offset
        switch (letter, count) {
        case ("z", 4): return zone.longName
        case ("z", _): return zone.abbreviation
        case ("O", 4): return offset == 0 ? "GMT" : "GMT" + TimeZoneValue.offsetText(offset, separator: ":", minutesAlways: true)
        case ("O", _): return offset == 0 ? "GMT" : "GMT" + TimeZoneValue.offsetText(offset, separator: ":", minutesAlways: false, padsHours: false)
        case ("Z", 4): return offset == 0 ? "GMT" : "GMT" + TimeZoneValue.offsetText(offset, separator: ":", minutesAlways: true)
        case ("Z", 5): return offset == 0 ? "Z" : TimeZoneValue.offsetText(offset, separator: ":", minutesAlways: true)
        case ("Z", _): return TimeZoneValue.offsetText(offset, separator: "", minutesAlways: true)
        default:
            // X writes Z for Greenwich, x never does; one letter gives +01, two +0100, three +01:00.
            if letter == "X" && offset == 0 { return "Z" }
            switch count {
            case 1: return TimeZoneValue.offsetText(offset, separator: "", minutesAlways: false)
            case 2, 4: return TimeZoneValue.offsetText(offset, separator: "", minutesAlways: true)
            default: return TimeZoneValue.offsetText(offset, separator: ":", minutesAlways: true)
            }
        }
    }

    private static func padded(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }

    /// The instant `text` writes in this pattern (fields it leaves out are those of
    /// 2000-01-01 00:00, as ICU's are; spaces around the text and other punctuation between
    /// fields are accepted, and a month's full or short name wherever either is written), or `nil` when it does not match or names an impossible date.
    func secondsSince1970(from text: String, zone: TimeZoneValue) -> Double? {
        var reader = DatePatternReader(text: Array(text)[...])
        reader.skipWhitespace()
        var fields = CalendarFields(year: 2000, month: 1, day: 1)
        var isAfternoon: Bool?
        var twelveHour: Int?
        var offset = zone.offset
        for (index, piece) in pieces.enumerated() {
            switch piece {
            case .literal(let literal):
                guard reader.consume(literal) else { return nil }
            case let .field(letter, count):
                var nextIsNumber = false
                if index + 1 < pieces.count, case .field(let next, let nextCount) = pieces[index + 1] {
                    nextIsNumber = !(["a", "E", "G", "z", "Z", "X", "x", "O"] as [Character]).contains(next) && !(next == "M" && nextCount >= 3)
                }
                switch letter {
                case "M" where count >= 3, "L" where count >= 3:
                    guard let month = reader.name(from: Self.monthNames) ?? reader.name(from: Self.monthNames.map { String($0.prefix(3)) }) else { return nil }
                    fields.month = month + 1
                case "E":
                    guard reader.name(from: Self.weekdayNames) ?? reader.name(from: Self.weekdayNames.map { String($0.prefix(3)) }) != nil else { return nil }
                case "a":
                    guard let marker = reader.name(from: ["AM", "PM"]) else { return nil }
                    isAfternoon = marker == 1
                case "G":
                    guard reader.name(from: ["AD", "BC"]) != nil else { return nil }
                case "z", "Z", "X", "x", "O":
                    guard let parsed = reader.zoneOffset() else { return nil }
                    offset = parsed
                case "S":
                    guard let digits = reader.digits(max: nextIsNumber ? count : 9) else { return nil }
                    fields.fraction = Double("0." + digits) ?? 0
                default:
                    let maximum = nextIsNumber ? count : (["y", "Y", "u"].contains(letter) ? 9 : max(count, 2))
                    guard let digits = reader.digits(max: maximum), let number = Int(digits) else { return nil }
                    switch letter {
                    case "y", "Y", "u": fields.year = count == 2 && digits.count == 2 ? 2000 + number : number
                    case "M", "L": fields.month = number
                    case "d": fields.day = number
                    case "H", "k": fields.hour = number == 24 && letter == "k" ? 0 : number
                    case "h", "K": twelveHour = number
                    case "m": fields.minute = number
                    case "s": fields.second = number
                    default: break
                    }
                }
            }
        }
        reader.skipWhitespace()
        guard reader.isAtEnd else { return nil }
        if let twelveHour {
            guard (0...12).contains(twelveHour) else { return nil }
            fields.hour = twelveHour % 12 + ((isAfternoon ?? false) ? 12 : 0)
        } else if let isAfternoon, isAfternoon, fields.hour < 12 {
            fields.hour += 12
        }
        guard (1...12).contains(fields.month), fields.day >= 1, fields.day <= fields.daysInMonth,
              (0..<24).contains(fields.hour), (0..<60).contains(fields.minute), (0..<60).contains(fields.second) else { return nil }
        return fields.secondsSince1970(offset: offset)
    }
}

/// Reads a date's text piece by piece for ``DatePattern``.
private struct DatePatternReader {
    var text: ArraySlice<Character>

    var isAtEnd: Bool { text.isEmpty }

    /// Reads literal text as ICU's lenient parsing does: any run of spaces for a space, any
    /// punctuation mark for one, letters ignoring case.
    mutating func consume(_ literal: String) -> Bool {
        for expected in literal {
            if expected.isWhitespace {
                skipWhitespace()
            } else if expected.isLetter || expected.isNumber {
                guard let next = text.first, next.lowercased() == expected.lowercased() else { return false }
                text.removeFirst()
            } else {
                guard let next = text.first, !next.isLetter, !next.isNumber, !next.isWhitespace else { return false }
                text.removeFirst()
            }
        }
        return true
    }

    /// Whether the text starts with `literal` exactly, which is then read.
    mutating func consumeExactly(_ literal: String) -> Bool {
        guard text.starts(with: literal) else { return false }
        text.removeFirst(literal.count)
        return true
    }

    /// Reads any spaces.
    mutating func skipWhitespace() {
        while let next = text.first, next.isWhitespace { text.removeFirst() }
    }

    /// Reads one to `max` ASCII digits, or nothing when none come next.
    mutating func digits(max: Int) -> String? {
        let digits = text.prefix(max).prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty else { return nil }
        text.removeFirst(digits.count)
        return String(digits)
    }

    /// The index of the longest name the text starts with, ignoring case.
    mutating func name(from names: [String]) -> Int? {
        let candidates = names.enumerated().sorted { $0.element.count > $1.element.count }
        for (index, name) in candidates where text.count >= name.count && String(text.prefix(name.count)).lowercased() == name.lowercased() {
            text.removeFirst(name.count)
            return index
        }
        return nil
    }

    /// `Z`, `+0100`, `+01:00`, `+01`, `GMT`, `UTC`, `GMT+1` as seconds east of Greenwich.
    mutating func zoneOffset() -> Int? {
        if consumeExactly("Z") { return 0 }
        if consumeExactly("GMT") || consumeExactly("UTC") {
            guard let sign = text.first, sign == "+" || sign == "-" else { return 0 }
        }
        guard let sign = text.first, sign == "+" || sign == "-" else { return nil }
        text.removeFirst()
        guard let hours = digits(max: 2).flatMap({ Int($0) }) else { return nil }
        var minutes = 0
        _ = consumeExactly(":")
        if let more = digits(max: 2), let value = Int(more) { minutes = value }
        let total = hours * 3600 + minutes * 60
        return sign == "-" ? -total : total
    }
}
