import Foundation
let sentence = "The quick brown fox"
let words = sentence.split(separator: " ")
print(words.count, words.map { $0.count }, words.map(String.init).joined(separator: "-"))
print(sentence.lowercased().filter { "aeiou".contains($0) }.count)
print(String(sentence.reversed()), sentence.uppercased().prefix(3), sentence.suffix(3))
let title = words.map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined(separator: " ")
print(title)
var s = "Hello"
s += ", World"
s.append("!")
print(s, s.count, s.isEmpty, s.contains("World"), s.hasPrefix("He"))
print(s.replacingOccurrences(of: "l", with: "L") == s.replacing("l", with: "L"))
print(s.firstIndex(of: "o").map { s.distance(from: s.startIndex, to: $0) } as Any)
print(s.components(separatedBy: ", "), s.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
let csv = "name,age\nAnn,30\nBob,25"
for line in csv.split(separator: "\n").dropFirst() {
    let parts = line.split(separator: ",")
    print(parts[0], Int(parts[1])! + 1)
}
let n = 42
print("Value: \(n)", "Padded: \(String(n).padding(toLength: 5, withPad: " ", startingAt: 0))|")
print(String(format: "%05.2f|%@|%3d", 3.14159, "ab", 7))
let ch: Character = "a"
print(ch.isLetter, ch.uppercased(), Character("9").wholeNumberValue!, ch.asciiValue!, Character(UnicodeScalar(98)))
print("abc" < "abd", "Zebra" < "apple")
let multi = """
    Line 1
      Line 2
    """
print(multi.split(separator: "\n").count, multi)
print("tab\there", "quote\"s", "back\\slash", "\u{1F600}".count)
let palindrome = "racecar"
print(palindrome == String(palindrome.reversed()))
print(Array("hello").sorted().map(String.init).joined(), Set("hello").count)
print("a-b-c".split(separator: "-", maxSplits: 1), "a,,b".split(separator: ",", omittingEmptySubsequences: false))
