// Everyday idioms on optionals, collections and strings from beginner courses.
import Foundation
let name: String? = "Ada"
print(name?.count as Any, name?.uppercased() as Any, name.map { $0.count } as Any)
let words = ["apple", "banana"]
print(words.first?.uppercased() as Any, words.last?.count as Any, words.randomElement() != nil)
print([1, 2].description, ["a": 1].description, (1...3).description, Set([1]).description)
print([3, 1].sorted().description.count)
let pairs = Array(["b": 2, "a": 1]).sorted { $0.key < $1.key }
print(pairs)
print(zip([1, 2], zip(["a", "b"], [true, false])).map { "\($0.0)\($0.1.0)\($0.1.1)" })
print(Array(zip(1..., ["a", "b", "c"])))
print(words.map(\.count), words.map { $0.count }.reduce(0, +))
print(Double("3.14")?.rounded() as Any, Int("x") ?? -1)
let nested = [[1, 2], [3, 4, 5]]
print(nested.map { $0.count }, nested.joined().count, nested.flatMap { $0 }.max()!)
var matrix = [[Int]](repeating: [Int](repeating: 0, count: 2), count: 2)
matrix[0][1] = 7
print(matrix)
let chars = Array("hello")
print(chars.firstIndex(of: "l")!, chars.lastIndex(of: "l")!, chars.count)
print("a b c".components(separatedBy: " ").joined(separator: "-"), "x".isEmpty)
let s = "Hello"
print(s.lowercased() == "hello", s.uppercased().hasPrefix("HE"))
print(String(s.prefix(1)).uppercased() + s.dropFirst().lowercased())
print(s.index(of: "l") as Any)
for (i, c) in s.enumerated() where i % 2 == 0 { print(i, c) }
print(s.contains("ell"), s.contains(where: { $0.isUppercase }), s.allSatisfy { $0.isLetter })
let numbersText = "10,20,30"
print(numbersText.split(separator: ",").compactMap { Int($0) }.reduce(0, +))
print(numbersText.split(separator: ",").map { Int($0)! })
print(Array(repeating: "-", count: 5).joined())
print(String(repeating: "=", count: 3) + ">")
print([Int](), [String: Int](), Set<String>())
var emptyArray: [Int] = []
emptyArray.append(1)
emptyArray += [2, 3]
print(emptyArray, emptyArray.contains(2))
var arr = [5, 1, 4]
arr.sort(by: >)
print(arr, arr.sorted(by: <))
print(arr.map { Double($0) / 2 }, arr.map { String($0) }.joined(separator: ","))
print(arr.reduce("") { $0 + String($1) })
print(arr.enumerated().map { "\($0): \($1)" })
let tupleArray = [("a", 1), ("b", 2)]
for (letter, number) in tupleArray { print(letter, number) }
print(tupleArray.map { $0.1 }, tupleArray.first!.0)
let dict = Dictionary(uniqueKeysWithValues: tupleArray)
print(dict["a"]!)
let opt: Int? = nil
print(opt.map { $0 * 2 } as Any, opt ?? 0)
print([1, nil, 3].compactMap { $0 }, [Int?]([1, nil]).count)
let optionals: [Int?] = [1, nil, 3]
print(optionals)
print(optionals.compactMap { $0 }.reduce(0, +))
