// A string's code units have Swift's types: UTF-8 bytes are UInt8, UTF-16 units UInt16, a
// scalar's value UInt32; arithmetic stays in the type and converts with Int(_:).
let s = "héllo, Dog‼"
for b in s.utf8.prefix(3) { print(b, type(of: b)) }
let b = s.utf8.first!
print(type(of: b), b + 1, Int(b) + 1000, b == 104, b < 200)
print(Array(s.utf8), type(of: Array(s.utf8)))
print(type(of: s.utf16.first!), s.utf16.count, Array("Dog‼".utf16))
let scalar = s.unicodeScalars.first!
print(type(of: scalar.value), scalar.value, scalar.value + 1)
let total = s.utf8.reduce(0) { $0 + Int($1) }
print(total)
let bytes = s.utf8.map { $0 }
print(bytes.count, type(of: bytes), s.utf8.max()!, s.utf8.min()!)
var counts = [UInt8: Int]()
for byte in "abca".utf8 { counts[byte, default: 0] += 1 }
print(counts.keys.sorted(), counts[97]!)
let upper = "abc".utf8.map { $0 - 32 }
print(String(decoding: upper, as: UTF8.self))
print(UInt8(ascii: "a") == "a".utf8.first!, Character(Unicode.Scalar(b)))
let sum: UInt32 = s.unicodeScalars.reduce(0) { $0 + $1.value }
print(sum)
