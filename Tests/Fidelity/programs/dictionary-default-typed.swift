// A subscript's `default:` value takes the dictionary's Value type: `[]` is a Set, an
// array or a dictionary as the dictionary's values are.
var sets: [String: Set<Int>] = [:]
sets["a", default: []].insert(1)
sets["a", default: []].insert(2)
sets["a", default: []].insert(1)
sets["b", default: []].formUnion([7, 8])
print(sets["a", default: []].sorted(), sets["b"]!.sorted(), type(of: sets["c", default: []]))
let inserted = sets["c", default: []].insert(5)
print(inserted.inserted, inserted.memberAfterInsert, sets["c"]!.contains(5))
print(sets["z", default: []].isEmpty, sets["a", default: []].contains(2))

var lists: [String: [Int]] = [:]
lists["a", default: []].append(1)
lists["a", default: []] += [2, 3]
lists["b", default: []].insert(9, at: 0)
print(lists.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }, type(of: lists["q", default: []]))

var tables: [String: [String: Int]] = [:]
tables["t", default: [:]]["x", default: 0] += 1
tables["t", default: [:]]["x", default: 0] += 1
tables["u", default: [:]]["y"] = 4
print(tables["t"]!, tables["u", default: [:]], type(of: tables["v", default: [:]]))

var totals: [String: Double] = [:]
totals["a", default: 0] += 1
totals["a", default: 0] += 0.5
print(totals["a", default: 0], totals["b", default: 0])

struct Inventory {
    var bins: [String: Set<String>] = [:]
    mutating func put(_ item: String, in bin: String) { bins[bin, default: []].insert(item) }
}
var inventory = Inventory()
inventory.put("bolt", in: "A")
inventory.put("nut", in: "A")
inventory.put("bolt", in: "A")
print(inventory.bins["A", default: []].sorted(), inventory.bins["B", default: []].count)

var words: [Int: Set<Character>] = [:]
for word in ["apple", "avocado", "banana"] { words[word.count, default: []].formUnion(word) }
print(words.keys.sorted(), words[5, default: []].sorted(), words[7, default: []].count)
