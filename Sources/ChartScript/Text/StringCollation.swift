/// How Foundation orders strings on Linux: `compare(_:)` by canonically decomposed code units
/// (an accented letter sorts as its letter followed by the accent), the case-insensitive form
/// of it, and the localized comparisons, which follow ICU's root collation closely enough for
/// English text: spaces, then punctuation, then symbols, digits and letters; letters by
/// their base letter first, then accents, then case (lower before upper).
enum StringCollation {
    /// `compare(_:options:)`'s options.
    struct Options: OptionSet {
        let rawValue: Int
        static let caseInsensitive = Options(rawValue: 1)
        static let numeric = Options(rawValue: 2)
        static let diacriticInsensitive = Options(rawValue: 4)
        /// Named so that it can be refused: the kernel has no regular expressions.
        static let regularExpression = Options(rawValue: 8)
    }

    /// -1, 0 or 1 for `compare(_:)`, `caseInsensitiveCompare(_:)` and `compare(_:options:)`.
    static func compare(_ a: String, _ b: String, options: Options = []) -> Int {
        let first = units(a, options)
        let second = units(b, options)
        if options.contains(.numeric) { return numericOrder(first, second) }
        return order(first, second)
    }

    /// -1, 0 or 1 for the localized comparisons.
    static func localizedCompare(_ a: String, _ b: String, caseInsensitive: Bool, numeric: Bool = false) -> Int {
        let first = keys(a)
        let second = keys(b)
        let primary = numeric ? numericOrder(first.map(\.primary), second.map(\.primary)) : order(first.map(\.primary), second.map(\.primary))
        if primary != 0 { return primary }
        let accents = order(first.map(\.accent), second.map(\.accent))
        if accents != 0 || caseInsensitive { return accents }
        return order(first.map(\.upper), second.map(\.upper))
    }

    private static func order<T: Comparable>(_ a: [T], _ b: [T]) -> Int {
        for (x, y) in zip(a, b) where x != y { return x < y ? -1 : 1 }
        return a.count == b.count ? 0 : (a.count < b.count ? -1 : 1)
    }

    /// Orders runs of ASCII digits by their value, everything else by `order`.
    private static func numericOrder(_ a: [UInt32], _ b: [UInt32]) -> Int {
        var i = 0
        var j = 0
        let digitBase = primaryDigitBase
        func isDigit(_ unit: UInt32) -> Bool { (48...57).contains(unit) || (digitBase...(digitBase + 9)).contains(unit) }
        while i < a.count, j < b.count {
            if isDigit(a[i]), isDigit(b[j]) {
                var x = i
                var y = j
                while x < a.count, isDigit(a[x]) { x += 1 }
                while y < b.count, isDigit(b[y]) { y += 1 }
                let left = Array(a[i..<x].drop { $0 == 48 || $0 == digitBase })
                let right = Array(b[j..<y].drop { $0 == 48 || $0 == digitBase })
                if left.count != right.count { return left.count < right.count ? -1 : 1 }
                let digits = order(left, right)
                if digits != 0 { return digits }
                i = x
                j = y
            } else {
                if a[i] != b[j] { return a[i] < b[j] ? -1 : 1 }
                i += 1
                j += 1
            }
        }
        return i == a.count && j == b.count ? 0 : (i == a.count ? -1 : 1)
    }

    /// The string's UTF-16 units after canonical decomposition of the common accented letters.
    private static func units(_ text: String, _ options: Options) -> [UInt32] {
        var result: [UInt32] = []
        for scalar in text.unicodeScalars {
            var (base, accent) = decomposed(scalar)
            if options.contains(.caseInsensitive) { base = folded(base) }
            result.append(contentsOf: String(base).utf16.map(UInt32.init))
            if let accent, !options.contains(.diacriticInsensitive) { result.append(accent) }
        }
        return result
    }

    private struct Key {
        var primary: UInt32
        var accent: UInt32
        var upper: UInt32
    }

    private static let primaryDigitBase: UInt32 = 0x30_0000

    private static func keys(_ text: String) -> [Key] {
        text.unicodeScalars.map { scalar in
            let (base, accent) = decomposed(scalar)
            let lower = folded(base)
            let properties = lower.properties
            let group: UInt32
            if properties.isWhitespace {
                group = 0
            } else if lower.properties.numericType != nil, let digit = Int(String(lower)) {
                return Key(primary: primaryDigitBase + UInt32(digit), accent: accent ?? 0, upper: 0)
            } else if properties.isAlphabetic {
                group = 4
            } else if [.mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol].contains(properties.generalCategory) {
                group = 2
            } else {
                group = 1
            }
            return Key(primary: group << 22 | lower.value, accent: accent ?? 0, upper: base == lower ? 0 : 1)
        }
    }

    private static func folded(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let lower = scalar.properties.lowercaseMapping.unicodeScalars
        return lower.count == 1 ? lower.first ?? scalar : scalar
    }

    /// A Latin letter with an accent as its base letter and the combining accent.
    private static func decomposed(_ scalar: Unicode.Scalar) -> (Unicode.Scalar, UInt32?) {
        guard let entry = latinAccents[scalar] else { return (scalar, nil) }
        return entry
    }

    private static let latinAccents: [Unicode.Scalar: (Unicode.Scalar, UInt32?)] = {
        var table: [Unicode.Scalar: (Unicode.Scalar, UInt32?)] = [:]
        let rows: [(String, String)] = [
            ("ÀÁÂÃÄÅ", "AAAAAA"), ("àáâãäå", "aaaaaa"), ("ÈÉÊË", "EEEE"), ("èéêë", "eeee"),
            ("ÌÍÎÏ", "IIII"), ("ìíîï", "iiii"), ("ÒÓÔÕÖ", "OOOOO"), ("òóôõö", "ooooo"),
            ("ÙÚÛÜ", "UUUU"), ("ùúûü", "uuuu"), ("Ññ", "Nn"), ("Çç", "Cc"), ("Ýýÿ", "Yyy"),
        ]
        let marks: [Character: UInt32] = ["À": 0x300, "à": 0x300, "È": 0x300, "è": 0x300, "Ì": 0x300, "ì": 0x300, "Ò": 0x300, "ò": 0x300, "Ù": 0x300, "ù": 0x300,
                                          "Á": 0x301, "á": 0x301, "É": 0x301, "é": 0x301, "Í": 0x301, "í": 0x301, "Ó": 0x301, "ó": 0x301, "Ú": 0x301, "ú": 0x301, "Ý": 0x301, "ý": 0x301,
                                          "Â": 0x302, "â": 0x302, "Ê": 0x302, "ê": 0x302, "Î": 0x302, "î": 0x302, "Ô": 0x302, "ô": 0x302, "Û": 0x302, "û": 0x302,
                                          "Ã": 0x303, "ã": 0x303, "Õ": 0x303, "õ": 0x303, "Ñ": 0x303, "ñ": 0x303,
                                          "Ä": 0x308, "ä": 0x308, "Ë": 0x308, "ë": 0x308, "Ï": 0x308, "ï": 0x308, "Ö": 0x308, "ö": 0x308, "Ü": 0x308, "ü": 0x308, "ÿ": 0x308,
                                          "Å": 0x30A, "å": 0x30A, "Ç": 0x327, "ç": 0x327]
        for (accented, bases) in rows {
            for (letter, base) in zip(accented, bases) {
                guard let scalar = letter.unicodeScalars.first, let baseScalar = base.unicodeScalars.first else { continue }
                table[scalar] = (baseScalar, marks[letter])
            }
        }
        return table
    }()
}
