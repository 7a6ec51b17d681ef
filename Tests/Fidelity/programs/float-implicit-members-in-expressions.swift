// `.pi`, `.infinity` and friends take the context's floating-point type inside expressions,
// in array literals and as arguments: Float's own constant, not Double's made a Float.
let xs: [Float] = [.pi / 2, .pi, -.pi / 4]
print(xs)
func half(_ x: Float) -> Float { x / 2 }
print(half(-.pi))
print(half(.pi / 2))
print(half(.pi))
let y: Float = .pi * 2
print(y)
let ds: [Double] = [.pi / 2, -.pi]
print(ds)
var g: Float = 1
g = .pi / 3
print(g)
let big: Float = .greatestFiniteMagnitude / 2
print(big)
let tiny: Float = .ulpOfOne
print(tiny)
func twice(_ d: Double) -> Double { d * 2 }
print(twice(.pi / 8))
let inf: [Float] = [.infinity, -.infinity]
print(inf)
print(type(of: xs[0]))
let m = Int.max / 2
print(m)
