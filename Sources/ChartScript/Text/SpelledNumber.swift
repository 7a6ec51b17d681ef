/// Numbers in English words and ordinals, as ICU's `spellout-numbering` and `digits-ordinal`
/// rules write them for `NumberFormatter`'s `.spellOut` and `.ordinal` styles.
enum SpelledNumber {
    private static let units = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                                "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
                                "eighteen", "nineteen"]
    private static let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    private static let scales: [(value: UInt, name: String)] = [
        (1_000_000_000_000_000, "quadrillion"),
        (1_000_000_000_000, "trillion"), (1_000_000_000, "billion"), (1_000_000, "million"), (1_000, "thousand"),
    ]

    /// `42` as "forty-two", `-5` as "minus five"; from a quintillion on, digits, as ICU's rules
    /// stop there.
    static func words(_ number: Int) -> String {
        if number.magnitude >= 1_000_000_000_000_000_000 {
            var digits = NumberFormat()
            digits.style = .decimal
            return digits.string(number)
        }
        return number < 0 ? "minus " + words(magnitude: number.magnitude) : words(magnitude: number.magnitude)
    }

    /// `3.5` as "three point five": the whole part in words, then each fraction digit.
    static func words(_ number: Double) -> String {
        let digits = DecimalDigits(number)
        let whole = digits.integerDigits(minimumCount: 1)
        guard let magnitude = UInt(whole) else { return "\(number)" }
        var text = (number.sign == .minus ? "minus " : "") + words(magnitude: magnitude)
        let fraction = digits.fractionDigits(minimumCount: 0)
        if !fraction.isEmpty {
            text += " point " + fraction.compactMap { $0.wholeNumberValue.map { units[$0] } }.joined(separator: " ")
        }
        return text
    }

    /// `1` as "1st", `22` as "22nd", `113` as "113th".
    static func ordinal(_ number: Int) -> String {
        ordinal(digits: String(number.magnitude), isNegative: number < 0)
    }

    /// The ordinal of a whole number from its decimal `digits`
    /// ("150000000000000000000" → "150,000,000,000,000,000,000th"), as Foundation writes it.
    static func ordinal(digits: String, isNegative: Bool) -> String {
        let lastTwo = Int(digits.suffix(2)) ?? 0
        let suffix = (11...13).contains(lastTwo) ? "th" : [1: "st", 2: "nd", 3: "rd"][lastTwo % 10] ?? "th"
        var grouped = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (isNegative ? "\u{2212}" : "") + grouped + suffix
    }

    private static func words(magnitude: UInt) -> String {
        if magnitude < 1000 { return belowThousand(Int(magnitude)) }
        var parts: [String] = []
        var rest = magnitude
        for (value, name) in scales where rest >= value {
            parts.append(belowThousand(Int(rest / value)) + " " + name)
            rest %= value
        }
        if rest > 0 { parts.append(belowThousand(Int(rest))) }
        return parts.joined(separator: " ")
    }

    private static func belowThousand(_ number: Int) -> String {
        if number < 20 { return units[number] }
        if number < 100 { return tens[number / 10] + (number % 10 == 0 ? "" : "-" + units[number % 10]) }
        let hundreds = units[number / 100] + " hundred"
        return number % 100 == 0 ? hundreds : hundreds + " " + belowThousand(number % 100)
    }
}
