// A subscript's `default:` value is an autoclosure: it runs only when the key is missing,
// once per access, for reads, compound assignments, assignments and mutating calls.
func fallback() -> Int { print("fallback"); return 0 }
var d: [String: Int] = [:]
d["x", default: fallback()] += 1
d["x", default: fallback()] += 1
print(d["x", default: fallback()])
print(d["missing", default: fallback()])
d["y", default: fallback()] = 5
d["y", default: fallback()] = 6
print(d["y", default: fallback()], d.count)

func emptyList(_ tag: String) -> [Int] { print("new list", tag); return [] }
var lists: [String: [Int]] = [:]
for (key, value) in [("a", 1), ("b", 2), ("a", 3)] {
    lists[key, default: emptyList(key)].append(value)
}
print(lists.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

func emptySet() -> Set<String> { print("new set"); return [] }
var tags: [Int: Set<String>] = [:]
tags[1, default: emptySet()].insert("x")
tags[1, default: emptySet()].insert("y")
print(tags[1, default: emptySet()].sorted(), tags[2, default: emptySet()].count)

var calls = 0
func counted() -> Int { calls += 1; return 100 }
var scores = ["ann": 1]
for name in ["ann", "bob", "ann", "bob", "cy"] { scores[name, default: counted()] += 1 }
print(scores.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }, calls)

func next() -> String { print("key"); return "k" }
var keyed: [String: [Int]] = [:]
keyed[next(), default: emptyList("k")].append(1)
keyed[next(), default: emptyList("k")].append(2)
print(keyed)

struct Tally {
    var counts: [String: Int] = [:]
    mutating func add(_ word: String) { counts[word, default: fallback()] += 1 }
}
var tally = Tally()
tally.add("a")
tally.add("a")
print(tally.counts)

final class Registry {
    var groups: [String: [Int]] = [:]
}
let registry = Registry()
registry.groups["g", default: emptyList("g")].append(1)
registry.groups["g", default: emptyList("g")].append(2)
print(registry.groups["g", default: emptyList("g")].count, registry.groups["h", default: emptyList("h")].isEmpty)

let fixed = ["a": [1, 2]]
print(fixed["a", default: emptyList("fixed a")].count, fixed["b", default: emptyList("fixed b")].count)
print(lists["a", default: emptyList("read a")].reversed(), lists["zz", default: emptyList("read zz")].first as Any)

struct Grid {
    var cells = [0, 0, 0]
    subscript(index: Int, default fallback: Int) -> Int {
        get { index < cells.count ? cells[index] : fallback }
        set { if index < cells.count { cells[index] = newValue } }
    }
}
var grid = Grid()
grid[1, default: fallback()] += 5
print(grid[1, default: fallback()], grid[9, default: fallback()])
