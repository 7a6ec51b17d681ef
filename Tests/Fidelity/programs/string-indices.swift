// String indices, as The Swift Programming Language's "Accessing and Modifying a String".
import Foundation
let greeting = "Guten Tag!"
print(greeting[greeting.startIndex])
print(greeting[greeting.index(before: greeting.endIndex)])
print(greeting[greeting.index(after: greeting.startIndex)])
let index = greeting.index(greeting.startIndex, offsetBy: 7)
print(greeting[index])
for index in greeting.indices {
    print("\(greeting[index]) ", terminator: "")
}
print("")
var welcome = "hello"
welcome.insert("!", at: welcome.endIndex)
print(welcome)
welcome.insert(contentsOf: " there", at: welcome.index(before: welcome.endIndex))
print(welcome)
welcome.remove(at: welcome.index(before: welcome.endIndex))
print(welcome)
let range = welcome.index(welcome.endIndex, offsetBy: -6)..<welcome.endIndex
welcome.removeSubrange(range)
print(welcome)

let greeting2 = "Hello, world!"
let commaIndex = greeting2.firstIndex(of: ",") ?? greeting2.endIndex
let beginning = greeting2[..<commaIndex]
let newString = String(beginning)
print(beginning, newString)
let afterComma = greeting2[greeting2.index(after: commaIndex)...]
print(afterComma)
print(greeting2[greeting2.startIndex..<greeting2.index(greeting2.startIndex, offsetBy: 4)])
print(greeting2[...greeting2.index(greeting2.startIndex, offsetBy: 2)])
print(greeting2.distance(from: greeting2.startIndex, to: commaIndex))
if let firstO = greeting2.firstIndex(of: "o"), let lastO = greeting2.lastIndex(of: "o") {
    print(greeting2.distance(from: firstO, to: lastO), greeting2[firstO...lastO])
}
if let space = greeting2.firstIndex(where: { $0 == " " }) {
    print(greeting2[space...])
}
print(greeting2.startIndex < greeting2.endIndex, greeting2.startIndex == greeting2.startIndex)
let empty = ""
print(empty.startIndex == empty.endIndex)
var word = "cafe"
let lastIndex = word.index(before: word.endIndex)
word.replaceSubrange(lastIndex...lastIndex, with: "é")
print(word, word.count)
let text = "abcdef"
let start = text.index(text.startIndex, offsetBy: 1)
let end = text.index(text.endIndex, offsetBy: -1)
print(text[start..<end])
if let limited = text.index(text.startIndex, offsetBy: 10, limitedBy: text.endIndex) {
    print(text[limited])
} else {
    print("out of bounds")
}
func character(_ s: String, at offset: Int) -> Character {
    s[s.index(s.startIndex, offsetBy: offset)]
}
print(character("Swift", at: 2))
var chars = Array("hello")
chars[0] = "j"
print(String(chars))
let hw = "Hello, world"
let sub = hw[hw.index(hw.startIndex, offsetBy: 7)...]
print(sub, sub.count, sub.uppercased(), sub.hasPrefix("wor"))
if let inside = text.index(text.startIndex, offsetBy: 3, limitedBy: text.endIndex) {
    print(text[inside])
}
let café = "café!"
let accent = café.firstIndex(of: "é")!
print(café.startIndex, accent, café.index(after: accent), café.endIndex, café.startIndex..<accent)
print(café.startIndex < accent, accent == café.index(café.startIndex, offsetBy: 3), café[accent...])
if let found = café.range(of: "fé") {
    print(café[found], café.distance(from: café.startIndex, to: found.lowerBound))
}
