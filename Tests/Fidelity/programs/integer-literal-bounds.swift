// The smallest integers written as literals: -9223372036854775808 is Int.min (alone, in an
// array, as an argument), and each sized type's minimum fits its type.
let smallest = -9223372036854775808
print(smallest, smallest == Int.min, [-9223372036854775808, 0])
func show(_ value: Int) { print("show", value) }
show(-9223372036854775808)
print(min(-9223372036854775808, 5), -9223372036854775807 - 1 == Int.min)
print(abs(-9223372036854775807), 0 - -9223372036854775807)
let a: Int8 = -128
let b: Int16 = -32768
let c: Int32 = -2147483648
let e: Int64 = -9223372036854775808
let f: [Int64] = [-9223372036854775808, 9223372036854775807]
print(a, b, c, e, f)
print(type(of: a), type(of: e), a == Int8.min, e == Int64.min)
let g: Int8 = 127
print(g, Int8(-128) == Int8.min, 0x7fffffffffffffff)
