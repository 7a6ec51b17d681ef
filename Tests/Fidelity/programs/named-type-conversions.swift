// Conversions and casts decided by the type a name stands for (Float and Float32, sized
// integers, Set/Array/Dictionary/Optional written by name), not by the spelling of the name.
let f: Float = 1.5
let a: Any = f
print(a is Float, a is Double, a is Int, a as? Float as Any)
let g: Float32 = 3
var floats: [Float] = [1, 2]
floats.append(4)
print(floats, g, type(of: g))
let byte: UInt8 = 200
let held: Any = byte
print(held is UInt8, held is Int, held as? UInt8 as Any)
let bytes: [UInt8] = [1, 2, 255]
print(bytes, type(of: bytes))
let set = Set<Int>([3, 1, 3])
let array = Array<Double>([1, 2])
let dictionary = Dictionary<String, Int>()
print(set.sorted(), array, dictionary)
let maybe: Optional<Int> = 4
switch maybe {
case .some(let value): print("some", value)
case .none: print("none")
}
print(MemoryLayout<Optional<Int>>.size, MemoryLayout<Float>.size)
let anything: [Any] = [1, 2.5, Float(3), "x", UInt8(7)]
for value in anything {
    print(value is Int, value is Double, value is Float, value is String, value is UInt8)
}
