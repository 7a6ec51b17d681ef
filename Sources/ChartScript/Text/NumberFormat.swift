/// The settings of a Foundation `NumberFormatter` and the text it gives, as swift-corelibs
/// Foundation (ICU) formats on Linux for the English locales the kernel knows.
struct NumberFormat {
    /// `NumberFormatter.Style`.
    enum Style: String, CaseIterable {
        case none, decimal, currency, percent, spellOut, ordinal

        /// The fraction digits ICU gives the style when none are set.
        var defaultFractionDigits: (minimum: Int, maximum: Int) {
            switch self {
            case .decimal: return (0, 3)
            case .currency: return (2, 2)
            default: return (0, 0)
            }
        }
    }

    var style = Style.none
    var locale = KnownLocale.current
    var minimumFractionDigitsSet: Int?
    var maximumFractionDigitsSet: Int?
    var minimumIntegerDigits = 1
    var usesGroupingSeparator: Bool?
    var groupingSeparator = ","
    var decimalSeparator = "."
    var currencySymbolSet: String?

    var minimumFractionDigits: Int { minimumFractionDigitsSet ?? style.defaultFractionDigits.minimum }
    var maximumFractionDigits: Int { maximumFractionDigitsSet ?? style.defaultFractionDigits.maximum }

    /// The currency symbol: the one set, else the locale's.
    var currencySymbol: String {
        currencySymbolSet ?? locale.currencyPrefix.replacingEvery("\u{00A0}", with: "")
    }

    /// Whether digits are grouped in threes.
    var groups: Bool { usesGroupingSeparator ?? (style != .none) }

    /// The digits the number is rounded to: with a minimum above zero, corelibs Foundation
    /// keeps the style's maximum (or the minimum, when larger) whatever maximum was set.
    var effectiveFractionDigits: (minimum: Int, maximum: Int) {
        let minimum = minimumFractionDigits
        if minimum > 0 { return (minimum, max(minimum, style.defaultFractionDigits.maximum)) }
        return (0, maximumFractionDigits)
    }

    /// The text for a double.
    func string(_ number: Double) -> String {
        if number.isNaN { return "NaN" }
        if number.isInfinite { return (number < 0 ? "-" : "+") + "∞" }
        switch style {
        case .spellOut: return SpelledNumber.words(number)
        case .ordinal:
            let whole = number.rounded(.toNearestOrEven)
            if let exact = Int(exactly: whole) { return SpelledNumber.ordinal(exact) }
            // Past Int's range: the shortest digits, grouped, with the suffix of the last two.
            return SpelledNumber.ordinal(digits: DecimalDigits(whole).integerDigits(minimumCount: 1), isNegative: whole < 0)
        default: return text(DecimalDigits(number), isNegative: number.sign == .minus)
        }
    }

    /// The text for an integer.
    func string(_ number: Int) -> String {
        switch style {
        case .spellOut: return SpelledNumber.words(number)
        case .ordinal: return SpelledNumber.ordinal(number)
        default: return text(DecimalDigits(number), isNegative: number < 0)
        }
    }

    private func text(_ digits: DecimalDigits, isNegative: Bool) -> String {
        let scaled = style == .percent ? digits.shifted(by: 2) : digits
        let (minimum, maximum) = effectiveFractionDigits
        let rounded = scaled.rounded(toFractionDigits: maximum)
        var whole = rounded.integerDigits(minimumCount: minimumIntegerDigits)
        if groups { whole = grouped(whole) }
        let fraction = rounded.fractionDigits(minimumCount: minimum)
        var body = fraction.isEmpty ? whole : whole + decimalSeparator + fraction
        switch style {
        case .currency: body = (currencySymbolSet ?? locale.currencyPrefix) + body
        case .percent: body += "%"
        default: break
        }
        return isNegative ? "-" + body : body
    }

    private func grouped(_ digits: String) -> String {
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { result += groupingSeparator }
            result.append(digit)
        }
        return result
    }

    /// The number written in `text` (grouping separators, the currency sign and a percent sign
    /// allowed, as the formatter writes them), or `nil`.
    func number(from text: String) -> Double? {
        var cleaned = text.trimmingWhitespace()
        if style == .currency {
            let prefix = currencySymbolSet ?? locale.currencyPrefix
            if cleaned.hasPrefix(prefix) {
                cleaned = String(cleaned.dropFirst(prefix.count))
            } else if cleaned.hasPrefix("-" + prefix) {
                cleaned = "-" + cleaned.dropFirst(prefix.count + 1)
            } else {
                return nil
            }
        }
        for symbol in [currencySymbol, locale.currencyPrefix, groupingSeparator, "\u{00A0}"] where !symbol.isEmpty {
            cleaned = cleaned.replacingEvery(symbol, with: "")
        }
        var scale = 1.0
        if cleaned.hasSuffix("%") {
            cleaned.removeLast()
            scale = 0.01
        }
        if decimalSeparator != "." { cleaned = cleaned.replacingEvery(decimalSeparator, with: ".") }
        guard !cleaned.isEmpty, cleaned.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" }),
              let value = Double(cleaned) else { return nil }
        return value * scale
    }
}
