// Later assignments convert to the type Swift inferred for a variable, where only the
// type checker knows it: Result transforms, closures, loop elements over wrappers,
// `Optional<T>.none`, collection types called as initializers, subscripts and observers.
enum Failure: Error { case zero }
func half(_ n: Int) -> Result<Int, Failure> { n == 0 ? .failure(.zero) : .success(n / 2) }
let doubled = half(8).map { Double($0) }
print(doubled, type(of: doubled))
var recovered = half(0).flatMap { half($0) }
print(recovered, type(of: recovered))
recovered = half(14)
print(try recovered.get())

var pairs = [(offset: 0, element: 0.0)]
for pair in [1.5, 2.5].enumerated() { pairs.append(pair) }
print(pairs)
var sum = 0.0
for (i, x) in zip([1, 2], [0.5, 1.5]) { sum += Double(i) * x }
print(sum)
for x in stride(from: 0.0, to: 1.0, by: 0.5) { var copy = x; copy = 2; print(copy) }

var last = Optional<Double>.none
last = 3
print(last as Any)
var grid = [[Double]](repeating: [0], count: 2)
grid[0][0] = 4
print(grid)
var counts = [String: Double]()
counts["a"] = 1.5
print(counts)

let scale = { (x: Int) in Double(x) * 1.5 }
var scaled = scale(2)
scaled = 1
print(scaled)

extension Int {
    subscript(factor f: Double) -> Double { var result = 0.0; result = 2; return result * f * Double(self) }
}
print(3[factor: 0.5])
struct Meter {
    var reading = 0.0 { didSet { var delta = 0.0; delta = 1; print(reading - oldValue + delta) } }
}
var meter = Meter()
meter.reading = 5
var bits = String(255, radix: 2)
bits += "!"
print(bits, Int(bitPattern: 42), Optional(Optional(3)) as Any)
