// Results of built-in methods kept by the cell stay as they were when later calls at the
// same place return new ones, and calls that come back to the place they are made from
// (inside their own arguments or closures) each get their own arguments.
var seen = Set<Int>()
let first = seen.insert(1)
let second = seen.insert(1)
print(first, second)
var results: [(inserted: Bool, memberAfterInsert: Int)] = []
for x in [1, 2, 1] { results.append(seen.insert(x)) }
print(results)
print(seen.insert(7).inserted, seen.insert(7).inserted, seen.insert(7).memberAfterInsert)
var repeats = 0
for i in 0..<1_000 { if !seen.insert((i * 7919) % 100).inserted { repeats += 1 } }
print(seen.count, repeats)

func total(_ n: Int) -> Int { n == 0 ? 0 : [n, 10].reduce(total(n - 1), +) }
print(total(3))
func depth(_ n: Int) -> Int { [n].map { n == 0 ? 0 : depth($0 - 1) + 1 }[0] }
print(depth(5))

var words = Set<String>()
for word in ["a", "b", "c", "d", "e"] { words.insert(word) }
words.remove("b")
words.remove("e")
print(words.sorted(), words.count, words.contains("b"), words.contains("c"))
words.insert("b")
print(words.sorted(), words.count)
var numbers = Set(0..<40)
for n in 0..<30 where n % 3 != 0 { numbers.remove(n) }
print(numbers.sorted(), numbers.count, numbers.contains(3), numbers.contains(4))
print(numbers.filter { $0 > 30 }.sorted(), numbers.reduce(0, +))
