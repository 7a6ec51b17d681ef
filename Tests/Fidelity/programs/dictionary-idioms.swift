var stock = ["apples": 3, "pears": 0, "plums": 7]
let inStock = stock.filter { $0.value > 0 }
print(type(of: inStock), inStock.keys.sorted())
print(stock.map { "\($0.key):\($0.value)" }.sorted(), stock.mapValues { $0 * 2 }["plums"]!)
let parsed = ["a": "1", "b": "x"].compactMapValues { Int($0) }
print(parsed)
stock.merge(["kiwis": 4, "apples": 1]) { old, new in old + new }
print(stock.sorted { $0.key < $1.key })
let merged = stock.merging(["figs": 2]) { $1 }
print(merged.count, merged["figs"] ?? 0)
print(stock.min { $0.value < $1.value }!.key, stock.values.reduce(0, +), stock.keys.contains("kiwis"))
if let (fruit, count) = stock.first(where: { $0.value == 7 }) { print(fruit, count) }
stock["pears"] = nil
stock.removeValue(forKey: "kiwis")
print(stock.count, stock.isEmpty, stock.sorted(by: { $0.value > $1.value }).map(\.key))
var counts: [Character: Int] = [:]
for ch in "mississippi" { counts[ch, default: 0] += 1 }
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined(separator: " "))
let byLength = Dictionary(grouping: ["a", "bb", "cc", "d"], by: { $0.count })
for key in byLength.keys.sorted() { print(key, byLength[key]!) }
let pairs = [("x", 1), ("y", 2)]
let fromPairs = Dictionary(uniqueKeysWithValues: pairs)
let summed = Dictionary(pairs + [("x", 5)], uniquingKeysWith: +)
print(fromPairs["y"]!, summed["x"]!)
var nested: [String: [String: Int]] = ["a": ["x": 1]]
nested["a"]?["y"] = 2
nested["b", default: [:]]["z"] = 3
print(nested["a"]!.sorted { $0.key < $1.key }, nested["b"]!)
let keys = Array(stock.keys).sorted()
print(keys, Array(stock.values).sorted())
for (index, key) in keys.enumerated() { print(index, key, stock[key]!) }
