// `-.infinity` and other negated implicit members where the type is known: declarations,
// array literals, arguments, defaults, stored properties, returns and closures.
let low: Double = -.infinity
var bounds: [Double] = [-.infinity, .infinity]
print(low, bounds)
func clamped(_ x: Double, below ceiling: Double = .infinity, above floor: Double = -.infinity) -> Double {
    min(max(x, floor), ceiling)
}
print(clamped(3), clamped(3, above: -.pi), clamped(-.greatestFiniteMagnitude, above: -1))
struct Interval {
    var low: Double = -.infinity
    var high: Double = .infinity
}
print(Interval().low, Interval(low: -.pi, high: 1).low)
func smallest() -> Double { return -.leastNonzeroMagnitude }
let tilt: () -> Double = { -.pi / 2 }
print(smallest(), tilt())
let single: Float = -.pi
print(single)
var best = -Double.infinity
for value in [3.0, -2.0, 7.5] where value > best { best = value }
print(best, [1.0, -.infinity].max()!, [2.5, -.infinity].min()!)
let guess: Double? = -.nan
print(guess!.isNaN, (-Double.nan).sign == .minus)
