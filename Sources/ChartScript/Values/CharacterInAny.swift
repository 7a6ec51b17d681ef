/// A `Character` held as `Any` (`let value: Any = letter`, an element of an `[Any]` literal):
/// characters are strings here, so one seen as `Any` where the code shows it is a Character
/// is boxed, and `type(of:)`, `is`, `as?` and `switch` patterns see a Character, not a
/// String. Casting it back to `Character` gives the string again.
struct CharacterInAny: CustomStringConvertible {
    /// The character, as a one-character string.
    let text: String

    var description: String { text }

    /// The binding-table name the box carries, which `type(of:)` prints.
    static let typeName = "Character"
}

extension Value {
    /// `text` (a character) as a value held as `Any`.
    static func characterInAny(_ text: String) -> Value {
        .native(NativeBox(typeName: CharacterInAny.typeName, payload: CharacterInAny(text: text)))
    }

    /// The character's text when the value is a Character held as `Any`, else `nil`.
    var characterInAny: String? {
        guard case .native(let box) = self, let character = box.payload as? CharacterInAny else { return nil }
        return character.text
    }

    /// The value as `Any` holds it when the code shows it is a Character: boxed (a string value
    /// is left alone otherwise).
    var heldAsAnyCharacter: Value {
        guard case .string(let text) = self, text.count == 1 else { return self }
        return .characterInAny(text)
    }
}
