/// A set of characters: a bracketed class (`[a-z_]`, `[^\d]`, `[\w&&[^_]]`) or an escape
/// (`\d`, `\w`, `\s`, `\p{Lu}`), matched against one character as Swift Regex does at its
/// default, character level: properties are those of the character's first scalar, a range
/// holds characters of one scalar between its bounds.
struct RegexCharacterClass {
    /// One member of a class.
    indirect enum Member {
        /// A character, compared canonically (or ignoring case).
        case character(Character)
        /// The single-scalar characters from `lower` through `upper`.
        case range(Unicode.Scalar, Unicode.Scalar)
        /// A named set (`\d`, `[:alpha:]`, `\p{L}`).
        case property(RegexProperty)
        /// A nested class.
        case nested(RegexCharacterClass)
        /// `first && second`: characters in both.
        case intersection(RegexCharacterClass, RegexCharacterClass)
        /// `first -- second`: characters in the first and not the second.
        case subtraction(RegexCharacterClass, RegexCharacterClass)
    }

    /// The members; a character in any of them is in the class.
    var members: [Member]
    /// Whether the class holds every character *not* in its members (`[^…]`, `\D`).
    var isInverted = false
    /// Whether letters match either case.
    var ignoresCase = false

    /// Whether `character` is in the class.
    func contains(_ character: Character) -> Bool {
        holds(character) != isInverted
    }

    private func holds(_ character: Character) -> Bool {
        for member in members where Self.member(member, holds: character, ignoringCase: ignoresCase) {
            return true
        }
        return false
    }

    private static func member(_ member: Member, holds character: Character, ignoringCase: Bool) -> Bool {
        switch member {
        case .character(let expected):
            if expected == character { return true }
            return ignoringCase && RegexCaseFolding.equal(expected, character)
        case let .range(lower, upper):
            guard let scalar = character.unicodeScalars.singleScalar else { return false }
            if lower <= scalar && scalar <= upper { return true }
            guard ignoringCase else { return false }
            return RegexCaseFolding.variants(of: scalar).contains { lower <= $0 && $0 <= upper }
        case .property(let property):
            return property.contains(character)
        case .nested(let inner):
            return inner.contains(character)
        case let .intersection(first, second):
            return first.contains(character) && second.contains(character)
        case let .subtraction(first, second):
            return first.contains(character) && !second.contains(character)
        }
    }
}

extension Character.UnicodeScalarView {
    /// The scalar of a character made of one scalar.
    var singleScalar: Unicode.Scalar? {
        var iterator = makeIterator()
        guard let first = iterator.next(), iterator.next() == nil else { return nil }
        return first
    }
}

/// The named sets of characters: the escapes `\d \w \s \h \v`, POSIX classes `[:alpha:]`
/// and Unicode properties `\p{…}`, each decided on a character's first scalar.
enum RegexProperty {
    case decimalDigit, wordCharacter, whitespace, horizontalWhitespace, newline, anyCharacter
    case hexDigit, alphabetic, alphanumeric, uppercase, lowercase, punctuation, control
    case graphical, printable, blank, ascii
    case generalCategories([Unicode.GeneralCategory])

    /// Whether `character` has the property.
    func contains(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        let properties = scalar.properties
        switch self {
        case .decimalDigit: return character.isNumber
        case .wordCharacter: return Self.isWordCharacter(character)
        case .whitespace: return character.isWhitespace
        case .horizontalWhitespace: return properties.isWhitespace && !character.isNewline
        case .newline: return character.isNewline
        case .anyCharacter: return true
        case .hexDigit: return character.isHexDigit
        case .alphabetic: return properties.isAlphabetic
        case .alphanumeric: return character.isLetter || character.isNumber
        case .uppercase: return properties.isUppercase
        case .lowercase: return properties.isLowercase
        case .punctuation: return Self.punctuationCategories.contains(properties.generalCategory)
        case .control: return properties.generalCategory == .control
        case .graphical: return !properties.isWhitespace && !Self.invisibleCategories.contains(properties.generalCategory)
        case .printable:
            return !Self.invisibleCategories.contains(properties.generalCategory) || scalar == " "
        case .blank: return scalar == " " || scalar == "\t" || properties.generalCategory == .spaceSeparator
        case .ascii: return scalar.isASCII
        case .generalCategories(let categories): return categories.contains(properties.generalCategory)
        }
    }

    /// Whether `character` is a word character for `\w` and `\b`: a letter, a number or `_`.
    static func isWordCharacter(_ character: Character) -> Bool {
        if let ascii = character.asciiValue {
            return (ascii >= 0x30 && ascii <= 0x39) || (ascii >= 0x41 && ascii <= 0x5A)
                || (ascii >= 0x61 && ascii <= 0x7A) || ascii == 0x5F
        }
        return character.isLetter || character.isNumber || character == "_"
    }

    private static let punctuationCategories: [Unicode.GeneralCategory] = [
        .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
        .initialPunctuation, .finalPunctuation, .otherPunctuation,
    ]
    private static let invisibleCategories: [Unicode.GeneralCategory] = [
        .control, .format, .surrogate, .unassigned, .lineSeparator, .paragraphSeparator, .spaceSeparator,
    ]

    /// The property a POSIX class names (`alpha` in `[:alpha:]`), or nil.
    static func posix(_ name: String) -> RegexProperty? {
        switch name.lowercased() {
        case "alpha": return .alphabetic
        case "digit": return .decimalDigit
        case "alnum": return .alphanumeric
        case "upper": return .uppercase
        case "lower": return .lowercase
        case "space": return .whitespace
        case "punct": return .punctuation
        case "xdigit": return .hexDigit
        case "word": return .alphanumeric
        case "blank": return .blank
        case "cntrl": return .control
        case "graph": return .graphical
        case "print": return .printable
        case "ascii": return .ascii
        default: return nil
        }
    }

    /// The property `\p{name}` names: a general category by its short or long name
    /// (`L`, `Lu`, `Letter`, `Uppercase_Letter`), a POSIX name, or one of Unicode's binary
    /// properties (`Alphabetic`, `White_Space`, `Uppercase`, `Lowercase`, `ASCII`, `Any`).
    static func unicode(_ name: String) -> RegexProperty? {
        let key = name.lowercased().filter { $0 != "_" && $0 != " " && $0 != "-" }
        let value = key.hasPrefix("gc=") ? String(key.dropFirst(3))
            : key.hasPrefix("generalcategory=") ? String(key.dropFirst(16)) : key
        if let categories = categoryNames[value] { return .generalCategories(categories) }
        switch value {
        case "alphabetic", "alpha": return .alphabetic
        case "whitespace", "space": return .whitespace
        case "uppercase", "upper": return .uppercase
        case "lowercase", "lower": return .lowercase
        case "ascii": return .ascii
        case "any": return .anyCharacter
        case "digit": return .decimalDigit
        case "word", "w": return .wordCharacter
        case "xdigit", "hexdigit", "asciihexdigit": return .hexDigit
        case "alnum": return .alphanumeric
        case "punct": return .punctuation
        case "blank": return .blank
        case "cntrl": return .control
        case "graph": return .graphical
        case "print": return .printable
        default: return nil
        }
    }

    private static let categoryNames: [String: [Unicode.GeneralCategory]] = {
        let letters: [Unicode.GeneralCategory] = [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter]
        let marks: [Unicode.GeneralCategory] = [.nonspacingMark, .spacingMark, .enclosingMark]
        let numbers: [Unicode.GeneralCategory] = [.decimalNumber, .letterNumber, .otherNumber]
        let symbols: [Unicode.GeneralCategory] = [.mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol]
        let separators: [Unicode.GeneralCategory] = [.spaceSeparator, .lineSeparator, .paragraphSeparator]
        let others: [Unicode.GeneralCategory] = [.control, .format, .surrogate, .privateUse, .unassigned]
        var names: [String: [Unicode.GeneralCategory]] = [
            "l": letters, "letter": letters, "lc": [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter],
            "casedletter": [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter],
            "m": marks, "mark": marks, "combiningmark": marks,
            "n": numbers, "number": numbers, "s": symbols, "symbol": symbols,
            "z": separators, "separator": separators, "c": others, "other": others,
            "p": punctuationCategories, "punctuation": punctuationCategories,
        ]
        let single: [(String, String, Unicode.GeneralCategory)] = [
            ("lu", "uppercaseletter", .uppercaseLetter), ("ll", "lowercaseletter", .lowercaseLetter),
            ("lt", "titlecaseletter", .titlecaseLetter), ("lm", "modifierletter", .modifierLetter),
            ("lo", "otherletter", .otherLetter), ("mn", "nonspacingmark", .nonspacingMark),
            ("mc", "spacingmark", .spacingMark), ("me", "enclosingmark", .enclosingMark),
            ("nd", "decimalnumber", .decimalNumber), ("nl", "letternumber", .letterNumber),
            ("no", "othernumber", .otherNumber), ("pc", "connectorpunctuation", .connectorPunctuation),
            ("pd", "dashpunctuation", .dashPunctuation), ("ps", "openpunctuation", .openPunctuation),
            ("pe", "closepunctuation", .closePunctuation), ("pi", "initialpunctuation", .initialPunctuation),
            ("pf", "finalpunctuation", .finalPunctuation), ("po", "otherpunctuation", .otherPunctuation),
            ("sm", "mathsymbol", .mathSymbol), ("sc", "currencysymbol", .currencySymbol),
            ("sk", "modifiersymbol", .modifierSymbol), ("so", "othersymbol", .otherSymbol),
            ("zs", "spaceseparator", .spaceSeparator), ("zl", "lineseparator", .lineSeparator),
            ("zp", "paragraphseparator", .paragraphSeparator), ("cc", "control", .control),
            ("cf", "format", .format), ("cs", "surrogate", .surrogate), ("co", "privateuse", .privateUse),
            ("cn", "unassigned", .unassigned),
        ]
        for (short, long, category) in single {
            names[short] = [category]
            names[long] = [category]
        }
        return names
    }()
}

/// Comparing characters without regard to case, as `(?i)` does: by their lowercase forms.
enum RegexCaseFolding {
    /// Whether `first` and `second` are the same letter in either case.
    static func equal(_ first: Character, _ second: Character) -> Bool {
        if let a = first.asciiValue, let b = second.asciiValue { return lower(a) == lower(b) }
        return first.lowercased() == second.lowercased()
    }

    /// The scalar and its other-case forms, for ranges under `(?i)`.
    static func variants(of scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        var result = [scalar]
        for text in [scalar.properties.lowercaseMapping, scalar.properties.uppercaseMapping] {
            let scalars = text.unicodeScalars
            if scalars.count == 1, let only = scalars.first, only != scalar { result.append(only) }
        }
        return result
    }

    @inline(__always)
    private static func lower(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }
}
