// Numbers: integer and floating-point operations and how Swift prints them.
import Foundation

print(abs(-7), abs(-2.5), abs(3), min(4, 2, 9), max(4, 2, 9), min(1.5, 0.5), max("a", "b"))
print(pow(2.0, 10.0), pow(2, 3), sqrt(16.0), 2.0.squareRoot(), sqrt(2.0))
print(3.7.rounded(), 3.2.rounded(), (-3.5).rounded(), 2.5.rounded())
print(3.7.rounded(.down), 3.2.rounded(.up), 2.5.rounded(.toNearestOrEven), 3.5.rounded(.toNearestOrEven))
print((-3.7).rounded(.towardZero), 3.7.rounded(.awayFromZero), (-2.5).rounded(.toNearestOrAwayFromZero))
var value = 7.6
value.round()
print(value)
value = 7.6
value.round(.down)
print(value)
print(floor(2.7), ceil(2.1), round(2.5), trunc(-2.7))
print(10.5.truncatingRemainder(dividingBy: 3), (-7).quotientAndRemainder(dividingBy: 2))
let (quotient, remainder) = 17.quotientAndRemainder(dividingBy: 5)
print(quotient, remainder)
print(12.isMultiple(of: 4), 13.isMultiple(of: 4), 0.isMultiple(of: 0))
print(Int.max, Int.min, Int8.max, UInt8.max, Int32.min, Int16.max, UInt.min)
print(Double.pi, Double.infinity, -Double.infinity, Double.nan, Double.greatestFiniteMagnitude)
print(Double.leastNonzeroMagnitude, Double.ulpOfOne, Double.leastNormalMagnitude)
print((0.0 / 0.0).isNaN, (1.0 / 0.0).isInfinite, 1.0.isFinite, Double.nan.isNaN, (-1.0 / 0.0))
print(Int.max &+ 1, Int.min &- 1, 100 &* Int.max)
print(1 << 4, 256 >> 2, 5 & 3, 5 | 3, 5 ^ 3, ~5, -16 >> 2)
print(1e16, 1e15, 123456789012345680.0, 5e-324, 1e-5, 0.0001, 100.0, 1.0e20)
print(0.1 + 0.2, 1.0 / 3.0, 2.0 / 3.0, 10.0 / 4, 1e100, -0.0)
print(1 / 3, 7 / 2, -7 / 2, 7 % 3, -7 % 3, 7.0 / 2.0)
print(Int(3.99), Int(-3.99), Int(Double(7)), Double(7) / 2, Int("12")! * 2)
print(Int(exactly: 3.0) as Any, Int(exactly: 3.5) as Any, Double(exactly: 3) as Any)
print(0b1010, 0o17, 0xFF, 1_000_000, 1.5e3)
print(Double(5), Double("2.5")!)
print(String(255, radix: 16), String(255, radix: 2), Int("ff", radix: 16)!, String(5, radix: 2).count)
print(String(format: "%.3f", Double.pi), String(format: "%5.1f|", 2.25), String(format: "%d items", 3))
print(String(format: "%02d:%02d", 5, 7), String(format: "%.2f%%", 12.345), String(format: "%@ is %d", "Ada", 36))
print(String(format: "%x", 255), String(format: "%e", 12345.678), String(format: "%g", 0.0001))
print(42.description, 3.5.description, (-2).signum(), 7.signum(), 0.signum())
print(10.0.squareRoot() * 10.0.squareRoot(), 3 * 0.1)
print(Double(Int.max), Double(1 << 53) + 1, Int(1e18))
print(5.0 == 5, 0.1 + 0.2 == 0.3, abs(0.1 + 0.2 - 0.3) < 1e-9)
let celsius = 36.6
let fahrenheit = celsius * 9 / 5 + 32
print(fahrenheit, (fahrenheit * 10).rounded() / 10)
let average = Double([3, 4, 5].reduce(0, +)) / Double(3)
print(average, Double(10) / Double(4), 10 / 4)
var counter = 0
counter += 5
counter -= 2
counter *= 3
counter /= 2
counter %= 3
print(counter)
var total = 0.0
for price in [19.99, 5.01, 0.5] { total += price }
print(total, String(format: "%.2f", total))
print(Int.random(in: 1...6) >= 1, Double.random(in: 0..<1) < 1, Bool.random() || true)
print(2.0 * Double.pi, Double.pi / 2, exp(1.0), log(M_E), log2(8.0), log10(1000.0))
print(sin(0.0), cos(0.0), atan2(1.0, 1.0), hypot(3.0, 4.0))
print(Int.max.description.count, (1...10).reduce(1, *), Int(pow(2.0, 20.0)))
print(7.0 / 0.5, 1.0 - 0.9, 100.0 * 1.1, 1.1 * 1.1, 3.0 * 1.5)
print(123.456, 1234567.0, 12345678.9, 0.000123, 1.0 / 7.0)
print(Int(Double.pi * 100), Double(Int(2.9)), Double(round(2.345 * 100) / 100))
print(max(3, 7.5), min(-1, -1.5))
print(17.0.remainder(dividingBy: 5), Double.maximum(1.0, 2.0), Double.minimum(1.0, 2.0))
print(5.magnitude, (-5).magnitude, (-2.5).magnitude, 8.0.significand, 8.0.exponent)
print(UInt8(200) + 55, Int8(-128), UInt(5) * 3, Int64(1) << 40, Int32(7) / 2)
print(Int(truncatingIfNeeded: 300) , UInt8(truncatingIfNeeded: 300), Int(bitPattern: 42))
print(0.1.nextUp > 0.1, 1.0.ulp, Double(Int8.max) + 0.5)
