// Implicit floating-point members where the type that takes them is Float: in a [Float]
// literal, and with a sign in a Float declaration.
let singles: [Float] = [.pi, 1, .greatestFiniteMagnitude, .infinity, .leastNormalMagnitude, .ulpOfOne]
print(singles)
let doubles: [Double] = [-.pi, .pi, -.greatestFiniteMagnitude, -.ulpOfOne]
print(doubles)
let one: Float = -.pi
let big: Float = -.greatestFiniteMagnitude
let tiny: Float = -.leastNormalMagnitude
print(one, big, tiny)
let angles: [Float] = [0, .pi]
print(angles.map { $0 / 2 })
let mixed: [Float] = [1.0 / 3, .pi]
print(mixed, mixed.count)
