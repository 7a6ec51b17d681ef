// Fixed-width integers (the Integers and Advanced Operators chapters): bounds, overflow operators, bits, conversions, and Float's precision.
let minValue = UInt8.min
let maxValue = UInt8.max
print(minValue, maxValue)
var unsignedOverflow = UInt8.max
unsignedOverflow = unsignedOverflow &+ 1
print(unsignedOverflow)
var signedOverflow = Int8.min
signedOverflow = signedOverflow &- 1
print(signedOverflow)
let initialBits: UInt8 = 0b00001111
let invertedBits = ~initialBits
print(invertedBits)
let shiftBits: UInt8 = 4
print(shiftBits << 1, shiftBits << 2, shiftBits << 5, shiftBits << 6, shiftBits >> 2)
let twoThousand: UInt16 = 2_000
let one: UInt8 = 1
let twoThousandAndOne = twoThousand + UInt16(one)
print(twoThousandAndOne, type(of: twoThousandAndOne))
print(type(of: one), type(of: Int32(5)), MemoryLayout<UInt8>.size, MemoryLayout<Int>.size)
let pink: UInt32 = 0xCC6699
let redComponent = (pink & 0xFF0000) >> 16
let greenComponent = (pink & 0x00FF00) >> 8
let blueComponent = pink & 0x0000FF
print(redComponent, greenComponent, blueComponent)
let f: Float = 1.0 / 3.0
print(f, Float(0.1) + Float(0.2), type(of: f))
let bytes: [UInt8] = [72, 105]
print(bytes, String(decoding: bytes, as: UTF8.self))
