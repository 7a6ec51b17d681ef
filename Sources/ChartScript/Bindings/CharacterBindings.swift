/// Characters: `Character("a")`, `Character(scalar)`, and the Character properties
/// (`isLetter`, `isNumber`, `asciiValue`, `wholeNumberValue` …). A Character is a string of
/// one character here, so its properties are on strings too, and answer only for a string
/// of exactly one character, as Swift answers them for a Character.
enum CharacterBindings {
    static func register(on string: TypeBinding, in table: BindingTable) {
        let character = table.type("Character", doc("struct Character",
            "One user-perceived character (a grapheme cluster such as \"é\" or \"🇺🇸\"), written with string quotes where a Character is expected: let mark: Character = \"!\".",
            "let mark: Character = \"!\""))
        character.addInitializer([param(nil, "Any")], doc("init(_ value: String or Unicode.Scalar)",
            "The character of a one-character string, or of a Unicode scalar.", "Character(\"a\")")) { arguments, _ in
            let value = try arguments.value(0)
            switch value.unwrapped ?? value {
            case .string(let text):
                guard text.count == 1 else { throw ScriptError.trap("Can't form a Character from a String containing more than one extended grapheme cluster") }
                return .string(text)
            case .native(let box):
                guard let scalar = box.payload as? Unicode.Scalar else { break }
                return .string(String(scalar))
            default: break
            }
            throw ScriptError.typeMismatch("Character(_:) takes a one-character String or a Unicode.Scalar, not \(value.typeName)")
        }
        let flags: [(String, String, (Character) -> Bool)] = [
            ("isLetter", "Whether it is a letter of any script.", \.isLetter),
            ("isNumber", "Whether it represents a number (digits, fractions, Roman numerals …).", \.isNumber),
            ("isWholeNumber", "Whether it represents a whole number (wholeNumberValue is not nil).", \.isWholeNumber),
            ("isUppercase", "Whether it is upper case.", \.isUppercase),
            ("isLowercase", "Whether it is lower case.", \.isLowercase),
            ("isCased", "Whether it changes when upper- or lower-cased.", \.isCased),
            ("isWhitespace", "Whether it is whitespace: a space, a tab or a line break.", \.isWhitespace),
            ("isNewline", "Whether it is a line break.", \.isNewline),
            ("isPunctuation", "Whether it is punctuation (. , ! ? and others).", \.isPunctuation),
            ("isSymbol", "Whether it is a symbol (math, currency, emoji …).", \.isSymbol),
            ("isMathSymbol", "Whether it is a mathematical symbol (+ < = …).", \.isMathSymbol),
            ("isCurrencySymbol", "Whether it is a currency symbol ($ € …).", \.isCurrencySymbol),
            ("isASCII", "Whether it is an ASCII character.", \.isASCII),
            ("isHexDigit", "Whether it is a hexadecimal digit (0-9, a-f, A-F).", \.isHexDigit),
        ]
        for (name, summary, test) in flags {
            string.addProperty(name, type: "Bool", doc("var \(name): Bool", "Character: \(summary)", "Character(\"a\").\(name)")) { value in
                .bool(test(try single(value, name)))
            }
        }
        let numbers: [(String, String, String, (Character) -> Value?)] = [
            ("asciiValue", "UInt8?", "The ASCII code (97 for \"a\"), or nil for a character outside ASCII.",
             { $0.asciiValue.map { SizedInteger.truncating(Int($0), .uint8).value } }),
            ("wholeNumberValue", "Int?", "The whole number it represents (7 for \"7\"), or nil.", { $0.wholeNumberValue.map(Value.int) }),
            ("hexDigitValue", "Int?", "Its value as a hexadecimal digit (15 for \"f\"), or nil.", { $0.hexDigitValue.map(Value.int) }),
        ]
        for (name, type, summary, read) in numbers {
            string.addProperty(name, type: "Any", doc("var \(name): \(type)", "Character: \(summary)", "Character(\"a\").\(name)")) { value in
                .optional(read(try single(value, name)))
            }
        }
    }

    /// The one character of `value`, or an error naming the Character property asked for.
    private static func single(_ value: Value, _ property: String) throws -> Character {
        let text = StringBindings.text(value)
        guard text.count == 1, let character = text.first else {
            throw ScriptError.typeMismatch("'\(property)' is a property of Character; \(text.debugDescription) has \(text.count) characters")
        }
        return character
    }
}
