// [Float] holds 32-bit Floats: each element rounded to Float, printed as Swift prints a Float.
let a: [Float] = [1.0 / 3]
print(a)
let b: [Float] = [0.1, 0.2, 1, 2.5, 1e-7]
print(b, b.count)
print(b.reduce(0, +))
print(b.max()!, b.min()!, b.sorted())
print(b.map { $0 * 3 })
var c: [Float] = []
c.append(0.1)
c.append(1.0 / 3)
c += [2]
print(c, c[1])
let d: [Float32] = [2.0 / 3, 16_777_217]
print(d)
let e = b.filter { $0 > 0.15 }
print(e, type(of: e))
let f = a.first!
print(f, type(of: f), f * 3)
print(b.contains(0.1), Array(b.reversed()))
let grid: [[Float]] = [[1.0 / 3, 0.5], [2]]
print(grid)
var h: [Float] = [1]
h += [0.1]
h[0] = 1.0 / 3
h.insert(0.2, at: 0)
h.append(contentsOf: [2.0 / 3])
print(h)
struct Samples { var values: [Float] = [] }
var samples = Samples()
samples.values.append(0.1 / 3)
print(samples.values)
