// A mutating method called on a subscript place evaluates the place's index once per call, on
// the first call at a site as on later ones, and before the call's arguments: the index's side
// effects happen once, in Swift's order.
var calls = 0
var log: [String] = []
func next() -> Int { calls += 1; log.append("index \(calls)"); return calls % 3 }
func item(_ x: Int) -> Int { log.append("argument \(x)"); return x }

var groups: [Int: [Int]] = [:]
for i in 0..<6 { groups[next(), default: []].append(item(i)) }
print(calls, groups.keys.sorted(), groups[0]!, groups[1]!, groups[2]!)
print(log.prefix(4))

var rows: [[Int]] = [[], [], []]
calls = 0
log = []
rows[next()].append(item(7))
rows[next()].append(item(8))
print(calls, rows, log)

struct Tally {
    var total = 0
    mutating func add(_ amount: Int) { total += amount }
}
var tallies = [Tally(), Tally(), Tally()]
calls = 0
log = []
for i in 1...4 { tallies[next()].add(item(i * 10)) }
print(calls, tallies.map(\.total), log)

var sets: [String: Set<Int>] = [:]
var keys = 0
func key() -> String { keys += 1; return keys % 2 == 0 ? "even" : "odd" }
for i in 0..<5 { sets[key(), default: Set<Int>()].insert(i) }
print(keys, sets["odd"]!.sorted(), sets["even"]!.sorted())
