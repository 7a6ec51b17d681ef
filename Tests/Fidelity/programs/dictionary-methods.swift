// Dictionary methods, as collection chapters and exercises use them.
var ages = ["Ada": 36, "Grace": 45, "Alan": 41]
print(ages.count, ages.isEmpty, ages["Ada"]!, ages["Nobody"] as Any)
print(ages.updateValue(37, forKey: "Ada") as Any, ages.updateValue(29, forKey: "Linus") as Any)
print(ages["Ada"]!, ages.count)
print(ages.removeValue(forKey: "Linus") as Any, ages.removeValue(forKey: "Linus") as Any)
print(ages.keys.sorted(), ages.values.sorted(), ages.keys.count)
for (name, age) in ages.sorted(by: { $0.key < $1.key }) {
    print("\(name) is \(age)")
}
for (name, age) in ages.sorted(by: { $0.value > $1.value }) {
    print(name, age)
}
let older = ages.filter { $0.value > 40 }
print(older.count, older.keys.sorted(), older["Ada"] as Any)
let nextYear = ages.mapValues { $0 + 1 }
print(nextYear["Grace"]!, nextYear.count)
let descriptions = ages.map { "\($0.key): \($0.value)" }.sorted()
print(descriptions)
print(ages.map { $1 }.sorted(), ages.map { key, value in key.count + value }.sorted())
let raw = ["a": "1", "b": "x", "c": "3"]
let parsed = raw.compactMapValues { Int($0) }
print(parsed.keys.sorted(), parsed["c"]!, parsed["b"] as Any)
var inventory = ["apples": 3, "pears": 1]
inventory.merge(["pears": 4, "plums": 2]) { current, new in current + new }
print(inventory.sorted { $0.key < $1.key })
let merged = inventory.merging(["apples": 10]) { _, new in new }
print(merged["apples"]!, inventory["apples"]!)
let words = ["apple", "avocado", "banana", "blueberry", "cherry"]
let byLetter = Dictionary(grouping: words, by: { $0.first! })
for letter in byLetter.keys.sorted() {
    print(letter, byLetter[letter]!)
}
let byLength = Dictionary(grouping: words) { $0.count }
print(byLength[6]!, byLength.keys.sorted())
let squares = Dictionary(uniqueKeysWithValues: (1...4).map { ($0, $0 * $0) })
print(squares[3]!, squares.count)
let pairs = Dictionary(uniqueKeysWithValues: zip(["x", "y"], [10, 20]))
print(pairs["y"]!)
let counts = Dictionary(["a", "b", "a", "c", "a"].map { ($0, 1) }, uniquingKeysWith: +)
print(counts["a"]!, counts["b"]!)
let frequencies = "hello world".reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
print(frequencies["l"]!, frequencies["o"]!, frequencies[" "]!)
let letterCounts = words.reduce(into: [:]) { result, word in result[word.count, default: 0] += 1 }
print(letterCounts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
print(ages.first(where: { $0.value == 45 })!.key, ages.contains { $0.value > 100 })
print(ages.keys.contains("Grace"), ages["Grace"] != nil, ages.values.contains(41))
let maxEntry = ages.max { $0.value < $1.value }!
print(maxEntry.key, maxEntry.value)
let minEntry = ages.min(by: { $0.value < $1.value })!
print(minEntry)
var empty: [String: [Int]] = [:]
print(empty.isEmpty, empty)
empty["evens", default: []].append(2)
empty["evens", default: []].append(4)
empty["odds"] = [1]
print(empty["evens"]!, empty["odds"]!, empty.count)
empty["odds"]?.append(3)
print(empty["odds"]!)
empty.removeAll()
print(empty.count, empty)
let single = ["only": 1]
print(single, ["k": [1, 2]], [1: "one"], [2.5: true])
print(single.first!.key, single.first!.value)
var scores: [String: Double] = ["math": 90]
scores["art"] = 85.5
if let math = scores["math"] {
    print("math \(math)")
}
print(scores.values.reduce(0, +), scores.keys.sorted().joined(separator: ","))
let total = ages.reduce(0) { $0 + $1.value }
print(total, ages.values.reduce(0, +) == total)
for key in ages.keys.sorted() where key.hasPrefix("A") {
    print(key)
}
let swapped = Dictionary(uniqueKeysWithValues: ages.map { ($0.value, $0.key) })
print(swapped.keys.sorted(), swapped[45]!)
let nested = ["fruits": ["apple": 1], "veg": ["kale": 2]]
print(nested["fruits"]!["apple"]!, nested["veg"]?["kale"] as Any, nested["x"]?["y"] as Any)
print(Array(ages.keys).sorted(), [String](ages.keys).count, Array(ages.values).count)
print(ages == ["Ada": 37, "Grace": 45, "Alan": 41], ["a": 1] == ["a": 2])
let sortedByValue = ages.sorted { $0.value < $1.value }
print(sortedByValue.map { $0.key }, sortedByValue.first!.value)
print(ages.sorted(by: { $0.key > $1.key }).first!)
