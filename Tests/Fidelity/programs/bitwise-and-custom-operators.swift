let initialBits: UInt8 = 0b00001111
let invertedBits = ~initialBits
print(invertedBits, String(invertedBits, radix: 2))
let firstSixBits: UInt8 = 0b11111100
let lastSixBits: UInt8  = 0b00111111
print(firstSixBits & lastSixBits, firstSixBits | lastSixBits, firstSixBits ^ lastSixBits)
let shiftBits: UInt8 = 4
print(shiftBits << 1, shiftBits << 2, shiftBits << 5, shiftBits << 6, shiftBits >> 2)
let pink: UInt32 = 0xCC6699
let redComponent = (pink & 0xFF0000) >> 16
let greenComponent = (pink & 0x00FF00) >> 8
let blueComponent = pink & 0x0000FF
print(redComponent, greenComponent, blueComponent)
var unsignedOverflow = UInt8.max
unsignedOverflow = unsignedOverflow &+ 1
print(unsignedOverflow)
var signedOverflow = Int8.min
signedOverflow = signedOverflow &- 1
print(signedOverflow)
struct Vector2D { var x = 0.0, y = 0.0 }
extension Vector2D {
    static func + (left: Vector2D, right: Vector2D) -> Vector2D { Vector2D(x: left.x + right.x, y: left.y + right.y) }
    static prefix func - (vector: Vector2D) -> Vector2D { Vector2D(x: -vector.x, y: -vector.y) }
    static func += (left: inout Vector2D, right: Vector2D) { left = left + right }
}
extension Vector2D: Equatable {}
prefix operator +++
extension Vector2D {
    static prefix func +++ (vector: inout Vector2D) -> Vector2D { vector += vector; return vector }
}
var toBeDoubled = Vector2D(x: 1.0, y: 4.0)
let afterDoubling = +++toBeDoubled
print(toBeDoubled, afterDoubling)
infix operator +-: AdditionPrecedence
extension Vector2D {
    static func +- (left: Vector2D, right: Vector2D) -> Vector2D { Vector2D(x: left.x + right.x, y: left.y - right.y) }
}
let plusMinusVector = Vector2D(x: 1.0, y: 2.0) +- Vector2D(x: 3.0, y: 4.0)
print(plusMinusVector)
print(-Vector2D(x: 3, y: 4) == Vector2D(x: -3, y: -4))
postfix operator ^^
postfix func ^^ (n: Int) -> Int { (1...max(n, 1)).reduce(1, *) }
print(5^^)
infix operator **: MultiplicationPrecedence
func ** (base: Double, power: Double) -> Double { var r = 1.0; for _ in 0..<Int(power) { r *= base }; return r }
print(2 ** 10, 1 + 2 ** 3 * 2)
print(String(UInt64.max, radix: 16), String(Int8(-5), radix: 2), String(UInt8(255), radix: 16, uppercase: true))
