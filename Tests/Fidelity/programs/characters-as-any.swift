// A Character held as Any stays a Character: type(of:), is, as? and switch patterns see it.
let letter: Character = "q"
let held: Any = letter
print(type(of: held), held is Character, held is String, held)
if let back = held as? Character { print("a character:", back, type(of: back)) }
if let text = held as? String { print("a string:", text) } else { print("not a string") }
let word = "swift"
let firstLetter: Any = word.first!
print(type(of: firstLetter), firstLetter)
let mixed: [Any] = [letter, "text", 7, word.last!]
print(mixed)
for item in mixed {
    switch item {
    case let character as Character: print("Character", character)
    case let string as String: print("String", string)
    default: print(type(of: item), item)
    }
}
func describe(_ value: Any) -> String { "\(type(of: value)): \(value)" }
print(describe(letter), describe("longer text"), describe(3))
print("\(held)", String(describing: held), (held as! Character) == "q")
