// Built-in methods called from one site again and again (a loop), where the site keeps the
// method it found: String, Array, Set and Dictionary receivers, mutating and not, in
// variables, stored properties and dictionary values; arguments that read the receiver.
var seen = Set<Int>()
var repeats = 0
for i in 0..<40 {
    if !seen.insert((i * 7) % 13).inserted { repeats += 1 }
}
print(seen.count, repeats, seen.contains(5), seen.contains(13))
let negatives: Set<Int> = [Int.min, -1, 0, Int.max]
var copy = negatives
print(copy.insert(-1).inserted, copy.insert(2).inserted, negatives.count, copy.count)
print(copy.remove(Int.min) == Int.min, copy.remove(Int.min) == nil, copy.count)

var counts: [Int: Int] = [:]
for i in 0..<30 { counts[i % 4, default: 0] += i }
print(counts.keys.sorted(), counts[0]!, counts[3]!, counts[9] == nil)
var names: [String: Int] = ["a": 1]
for word in ["a", "b", "a", "c"] { names[word, default: 0] += 1 }
print(names.keys.sorted(), names["a"]!)

var a: [Int] = []
for _ in 0..<5 { a.append(a.count * 2) }
print(a)
var words: [String] = []
for w in ["x", "y", "z"] { words.append(w + String(words.count)) }
print(words, words.contains("y1"), words.contains("q"))

var groups: [Int: [Int]] = [:]
for i in 0..<12 { groups[i % 3, default: []].append(i) }
print(groups[0]!, groups[2]!, groups.count)

var text = ""
for i in 0..<6 { text.append(i % 2 == 0 ? "a" : "b"); text += String(text.count) }
print(text, text.hasPrefix("a1"), text.contains("b"))
var vowels = 0
for ch in "The quick brown fox" where "aeiou".contains(ch) { vowels += 1 }
print(vowels)

struct Stack {
    var items: [Int] = []
    var log = Set<String>()
    mutating func push(_ x: Int) { items.append(x); log.insert("push") }
    mutating func pop() -> Int? { log.insert("pop"); return items.popLast() }
}
var stack = Stack()
var total = 0
for i in 0..<10 { stack.push(i); if i % 3 == 0 { total += stack.pop() ?? 0 } }
print(stack.items, total, stack.log.sorted())
let saved = stack
stack.push(99)
print(saved.items.count, stack.items.count)

// A site that meets values of two kinds: a method of each.
let mixed: [Any] = ["abc", [1, 2, 3]]
for value in mixed {
    if let s = value as? String { print(s.uppercased(), s.count) }
    if let xs = value as? [Int] { print(Array(xs.reversed()), xs.count) }
}
func describe<T: Collection>(_ items: T) -> String { "\(items.count) \(items.isEmpty)" }
print(describe("hey"), describe([1, 2]), describe(Set<Int>()))
