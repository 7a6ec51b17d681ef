// Character values and their properties, as beginner exercises use them.
let letter: Character = "a"
let digit: Character = "7"
let space: Character = " "
let upper: Character = "Q"
let mark: Character = "!"
print(letter, digit, space, upper, mark)
print(letter.isLetter, digit.isLetter, digit.isNumber, letter.isNumber)
print(upper.isUppercase, letter.isUppercase, letter.isLowercase, space.isWhitespace, letter.isWhitespace)
print(mark.isPunctuation, letter.isPunctuation, "\n".first!.isNewline)
print(letter.asciiValue!, upper.asciiValue!, Character("é").asciiValue as Any)
print(digit.wholeNumberValue!, letter.wholeNumberValue as Any, Character("٣").wholeNumberValue!)
print(letter.isASCII, Character("é").isASCII, digit.isHexDigit, Character("f").hexDigitValue!)
print(letter.uppercased(), upper.lowercased(), Character("ß").uppercased())
print(letter.isSymbol, Character("+").isMathSymbol, Character("$").isCurrencySymbol)
print(Character("a") < Character("b"), Character("Z") < Character("a"), letter == "a")
print(String(letter) + String(digit), "\(letter)\(upper)")
let characters: [Character] = ["s", "w", "i", "f", "t"]
print(String(characters), characters.count, String(characters.reversed()))
print(Array("hello"), Array("hello").count, Set("hello").count)
print("hello".map { String($0) }, "hello".compactMap { $0.asciiValue })
var counts: [Character: Int] = [:]
for character in "mississippi" {
    counts[character, default: 0] += 1
}
for key in counts.keys.sorted() {
    print(key, counts[key]!)
}
let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
let sentence = "Programming in Swift is fun"
let vowelCount = sentence.lowercased().filter { vowels.contains($0) }.count
print("vowels:", vowelCount)
var consonants = 0
for character in sentence.lowercased() where character.isLetter && !vowels.contains(character) {
    consonants += 1
}
print("consonants:", consonants)
let digits = "a1b2c3".filter { $0.isNumber }
print(digits, digits.compactMap { $0.wholeNumberValue }.reduce(0, +))
let shifted = "abc".map { Character(UnicodeScalar($0.asciiValue! + 1)) }
print(String(shifted))
let scalar = Unicode.Scalar(65)!
print(scalar, Character(scalar), scalar.value)
if let smile = Unicode.Scalar(0x1F600) {
    print(smile, String(smile), smile.value)
}
for scalar in "Ab".unicodeScalars {
    print(scalar.value, scalar, scalar.properties.isAlphabetic)
}
print(Character("A").unicodeScalars.first!.value, "z".unicodeScalars.map { $0.value })
print("café".utf8.count, "café".unicodeScalars.count, "café".count, Array("hi".utf8))
func isPalindrome(_ text: String) -> Bool {
    let cleaned = text.lowercased().filter { $0.isLetter }
    return cleaned == String(cleaned.reversed())
}
print(isPalindrome("A man, a plan, a canal: Panama"), isPalindrome("Swift"))
func caesar(_ text: String, shift: Int) -> String {
    var result = ""
    for character in text {
        if let ascii = character.asciiValue, character.isLowercase {
            let shiftedValue = (Int(ascii) - 97 + shift) % 26 + 97
            result.append(Character(UnicodeScalar(UInt8(shiftedValue))))
        } else {
            result.append(character)
        }
    }
    return result
}
print(caesar("hello, world", shift: 3))
let title = "the swift programming language"
let capitalized = title.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
print(capitalized)
print(Character("x").description, String(describing: Character("y")))
