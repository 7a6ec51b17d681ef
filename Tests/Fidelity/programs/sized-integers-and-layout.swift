// MemoryLayout, the 64-bit unsigned types beyond Int.max, conversions that clamp or truncate, sized integers in collections, and Float arithmetic and members.
struct Pixel { var r: UInt8; var g: UInt8; var b: UInt8 }
struct Mixed { var flag: Bool; var count: Int; var small: Int16 }
enum Suit { case hearts, spades }
print(MemoryLayout<Int>.size, MemoryLayout<UInt8>.stride, MemoryLayout<Double>.alignment)
print(MemoryLayout<Pixel>.size, MemoryLayout<Mixed>.size, MemoryLayout<Mixed>.stride, MemoryLayout<Mixed>.alignment)
print(MemoryLayout<Int?>.size, MemoryLayout<String?>.size, MemoryLayout<Bool?>.size, MemoryLayout<Suit>.size, MemoryLayout<(Int8, Int)>.size)
print(MemoryLayout.size(ofValue: 3.5), MemoryLayout<String>.size, MemoryLayout<[Int]>.size)
var counter: UInt8 = 250
for _ in 0..<5 { counter = counter &+ 3; print(counter, terminator: " ") }
print()
let big = UInt64.max
print(big, big / 3, big % 10, UInt64.max - 1, big >> 60, type(of: big))
let negative: Int8 = -5
print(negative, negative * 20, Int8.min, Int8.max, -negative, abs(Int(negative)))
print(UInt8(truncatingIfNeeded: 300), Int8(truncatingIfNeeded: 200), UInt8(clamping: -4), UInt8(clamping: 999), UInt8(exactly: 256) as Any, UInt8(exactly: 25) as Any)
print(UInt16(0xFFFF).nonzeroBitCount, UInt8(1).leadingZeroBitCount, UInt8(8).trailingZeroBitCount)
print(UInt8.max.addingReportingOverflow(1), Int8(100).multipliedReportingOverflow(by: 2))
let values: [UInt8] = [3, 200, 17]
print(values.max()!, values.sorted(), values.map { Int($0) * 2 }, values.reduce(0) { $0 + Int($1) })
let d: [UInt8: String] = [1: "one"]
print(d[1] ?? "none")
let x: Float = 2.5
let y = x * 1.1
print(y, x / 3, Float(10) / 3, Double(x) / 3, Float.pi, Int(y), x > 2, x == 2.5)
print(Float("3.25")!, Float(1e-3), Float(16).squareRoot(), Float(2.5).rounded(), String(describing: Float(0.1)))
print(Int32.max, Int32.min, UInt32.max, Int16.max, Int64.max, UInt.max)
print(UInt8(ascii: "A"), "\(UInt8(65))", Double(UInt8(7)) / 2)
