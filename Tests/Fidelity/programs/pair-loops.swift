// for-in loops whose pattern takes each pair apart: a dictionary's keys and values and the
// offsets and elements of enumerated(), over arrays of each kind, strings and slices, with
// `where`, `_`, `break`, labelled tuples, closures capturing the names, and a changed copy.
let scores = ["ann": 3, "bob": 5, "cy": 1]
var total = 0
var names: [String] = []
for (name, score) in scores { total += score; names.append(name) }
print(total, names.sorted())
for (name, _) in scores where name.hasPrefix("b") { print("b:", name) }
for (_, score) in scores where score > 4 { print("big", score) }
var grid: [Int: [Int]] = [1: [1, 2], 2: [3]]
for (key, values) in grid { grid[key] = values + [key * 10] }
print(grid.keys.sorted(), grid[1]!, grid[2]!)
let ints = [10, 20, 30, 40]
for (i, x) in ints.enumerated() { if i == 2 { break }; print(i, x) }
let doubles = [0.5, 1.5]
for (i, x) in doubles.enumerated() { print(i, x * 2) }
let words = ["a", "bb", "ccc"]
for (i, w) in words.enumerated() where w.count > 1 { print(i, w) }
let optionals: [Int?] = [1, nil, 3]
for (i, value) in optionals.enumerated() { print(i, value ?? -1) }
let text = "héllo\r\n!"
for (i, ch) in text.enumerated() { print(i, ch == "\r\n" ? "CRLF" : String(ch)) }
let slice = ints[1...]
for (i, x) in slice.enumerated() { print("slice", i, x) }
for (offset: i, element: x) in ints.enumerated() where i == 3 { print("labelled", i, x) }
for pair in ints.enumerated() where pair.offset == 1 { print(pair.offset, pair.element) }
var closures: [() -> String] = []
for (i, w) in words.enumerated() { closures.append { "\(i)=\(w)" } }
print(closures.map { $0() })
var changing = [1, 2, 3]
for (i, x) in changing.enumerated() { changing.append(x * 10 + i) }
print(changing)
struct Team { var members = ["x", "y"] }
let team = Team()
for (i, m) in team.members.enumerated() { print(i, m) }
outer: for (i, x) in ints.enumerated() {
    for (j, y) in ints.enumerated() where j > i {
        if x + y > 50 { print("first", i, j); break outer }
    }
}
