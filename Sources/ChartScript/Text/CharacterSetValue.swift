/// A set of Unicode scalars, as Foundation's `CharacterSet`: the named sets cells pass to
/// `trimmingCharacters(in:)` and `components(separatedBy:)`, sets of given characters, and
/// their unions and inverses.
struct CharacterSetValue {
    /// What the set is called in messages (`whitespaces`, `CharacterSet(charactersIn: ",;")`).
    let name: String
    private let test: (Unicode.Scalar) -> Bool

    init(name: String, _ test: @escaping (Unicode.Scalar) -> Bool) {
        self.name = name
        self.test = test
    }

    /// Whether `scalar` is in the set.
    func contains(_ scalar: Unicode.Scalar) -> Bool { test(scalar) }

    /// The scalars of either set.
    func union(_ other: CharacterSetValue) -> CharacterSetValue {
        CharacterSetValue(name: "\(name) ∪ \(other.name)") { self.test($0) || other.test($0) }
    }

    /// The scalars not in the set.
    var inverted: CharacterSetValue {
        CharacterSetValue(name: "\(name).inverted") { !self.test($0) }
    }

    /// The set of the scalars of `text`.
    static func characters(in text: String) -> CharacterSetValue {
        let scalars = Set(text.unicodeScalars)
        return CharacterSetValue(name: "CharacterSet(charactersIn: \(text.debugDescription))") { scalars.contains($0) }
    }

    /// Foundation's named sets, with the general categories Foundation gives them.
    static let named: [(String, String, CharacterSetValue)] = [
        ("whitespaces", "Spaces and tabs.", CharacterSetValue(name: "whitespaces", String.isWhitespace)),
        ("whitespacesAndNewlines", "Spaces, tabs and line breaks.", CharacterSetValue(name: "whitespacesAndNewlines", String.isWhitespaceOrNewline)),
        ("newlines", "Line breaks (U+000A–U+000D, U+0085, U+2028, U+2029).",
         CharacterSetValue(name: "newlines") { String.isWhitespaceOrNewline($0) && !String.isWhitespace($0) }),
        ("decimalDigits", "Decimal digits of any script.", category("decimalDigits", [.decimalNumber])),
        ("letters", "Letters and marks.", category("letters", [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter,
                                                               .otherLetter, .nonspacingMark, .spacingMark, .enclosingMark])),
        ("lowercaseLetters", "Lower-case letters.", category("lowercaseLetters", [.lowercaseLetter])),
        ("uppercaseLetters", "Upper-case and title-case letters.", category("uppercaseLetters", [.uppercaseLetter, .titlecaseLetter])),
        ("alphanumerics", "Letters, marks and numbers.", category("alphanumerics", [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter,
                                                                                    .modifierLetter, .otherLetter, .nonspacingMark, .spacingMark,
                                                                                    .enclosingMark, .decimalNumber, .letterNumber, .otherNumber])),
        ("punctuationCharacters", "Punctuation marks.", category("punctuationCharacters", [.connectorPunctuation, .dashPunctuation,
                                                                                           .openPunctuation, .closePunctuation, .initialPunctuation,
                                                                                           .finalPunctuation, .otherPunctuation])),
        ("symbols", "Symbols: math, currency, modifiers and others.", category("symbols", [.mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol])),
        ("controlCharacters", "Control and format characters.", category("controlCharacters", [.control, .format])),
    ]

    private static func category(_ name: String, _ categories: Set<Unicode.GeneralCategory>) -> CharacterSetValue {
        CharacterSetValue(name: name) { categories.contains($0.properties.generalCategory) }
    }
}
