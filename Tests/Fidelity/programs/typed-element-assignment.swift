// An integer literal assigned into a Double or Float element takes the element's type:
// tuple elements (numbered and labelled), dictionary values, array elements, struct fields
// holding tuples, and places nested in each other.

var t = (1, 2.5)
t.1 = 4
print(t, type(of: t))
t.1 += 1
print(t)
t.0 = 7
print(t, type(of: t))

var p = (x: 1.0, y: 2.0)
p.x = 3
p.y -= 1
print(p, type(of: p))

var m = ["a": 1.0]
m["b"] = 2
print(m["b"]!, m.count)
m["a"]! += 1
print(m["a"]!)

var d: [String: Double] = [:]
d["k"] = 1
d["k", default: 0] += 1
d["n", default: 0] += 1
print(d.sorted { $0.key < $1.key })

var a = [(1, 2.0)]
a[0].1 = 3
a[0].0 = 5
print(a, type(of: a))

var nested = [[1.5, 2.5], [3.5]]
nested[1][0] = 9
print(nested)

var table: [String: (count: Int, mean: Double)] = ["x": (1, 0.5)]
table["x"]!.mean = 2
print(table["x"]!)

struct Segment {
    var ends: (Double, Double)
    var weights: [String: Double]
}
var segment = Segment(ends: (0.5, 1.5), weights: ["w": 0.25])
segment.ends.0 = 2
segment.weights["v"] = 3
print(segment.ends, segment.weights["v"]!)

var singles: (Float, Int) = (1.5, 2)
singles.0 = 3
print(singles, type(of: singles))
var floatTable: [String: Float] = [:]
floatTable["f"] = 1
print(floatTable["f"]!, type(of: floatTable["f"]!))

var pairs: [(String, Double)] = [("a", 1)]
pairs[0] = ("b", 2)
print(pairs)

var anything: (Int, Any) = (1, 2.5)
anything.1 = 4
print(anything.1, type(of: anything.1))

var maybe: (Int, Double?) = (1, nil)
maybe.1 = 4
print(maybe)

var both = (1, 2.5)
var totals: [String: Double] = [:]
(both.1, totals["t"]) = (6, 7)
print(both, totals["t"]!)

var sums: [String: Float] = ["s": 0.5]
sums["s"]! += 1
sums["r", default: 0] += 2
print(sums.sorted { $0.key < $1.key }, type(of: sums["r"]!))

var bytes: (UInt8, Double) = (1, 0.5)
bytes.0 = 200
bytes.1 = 4 + 1
print(bytes, type(of: bytes))

var grid = [[(1, 1.5)]]
grid[0][0].1 = 8
let k = 3
grid[0][0].0 = k
print(grid)

final class Meter {
    var reading = (label: "m", value: 0.5)
}
let meter = Meter()
meter.reading.value = 12
print(meter.reading)
