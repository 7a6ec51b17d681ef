// type(of:) of what strings are made of: characters, substrings, positions and their
// ranges, and collections of them, as swiftc names them.
let word = "hello world"
let c: Character = "a"
print(type(of: c), "\(type(of: c))", String(describing: type(of: c)))
print(type(of: Character("b")), type(of: word.first!), type(of: word.last), type(of: word.first))
let sub = word.dropFirst()
print(type(of: sub), type(of: word.prefix(2)), type(of: word.suffix(3)), type(of: word.dropLast()))
print(type(of: word.split(separator: " ")), type(of: Array(word)))
let start = word.startIndex
print(type(of: start), type(of: word.firstIndex(of: "o")), type(of: word.index(after: start)))
print(type(of: word[start]), type(of: word[start...]), type(of: word[..<word.endIndex]))
print(type(of: word.startIndex..<word.endIndex))
print(type(of: word.unicodeScalars.first!), type(of: [c]), type(of: word.randomElement()))
let letters: [Character] = ["x", "y"]
print(type(of: letters), letters)
let maybe: Character? = nil
print(type(of: maybe))
let firstWord = word.split(separator: " ")[0]
print(firstWord, type(of: String(firstWord)))
for c in word.prefix(3) { print(type(of: c), c, terminator: " ") }
for c in word.reversed() where c == "o" { print(type(of: c), terminator: " ") }
for c in Array("ab") { print(type(of: c), terminator: " ") }
for c in letters { print(type(of: c), terminator: " ") }
print()
for (i, c) in "ab".enumerated() { print(i, type(of: i), c, type(of: c)) }
for pair in sub.prefix(1).enumerated() { print(type(of: pair), type(of: pair.1), type(of: pair.element), pair.offset) }
let pair = (1, "x")
print(type(of: pair.0), type(of: pair.1), type(of: pair))
for part in word.split(separator: " ") { print(type(of: part), part, terminator: " ") }
for (i, part) in word.split(separator: " ").enumerated() { print(i, type(of: part), terminator: " ") }
print()
