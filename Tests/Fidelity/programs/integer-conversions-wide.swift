// Int made from other integer types, the unsigned 64-bit ones past Int.max among them.
let wide: [UInt64] = [0, 42, UInt64(Int.max), UInt64(Int.max) + 1, UInt64.max - 1, UInt64.max]
for value in wide {
    print(value, Int(truncatingIfNeeded: value), Int(bitPattern: UInt(value)), Int(clamping: value), Int(exactly: value) as Any)
}
let small: [Int8] = [-128, -1, 0, 127]
for value in small {
    print(value, Int(truncatingIfNeeded: value), Int(clamping: value), Int(exactly: value) as Any, Int(value))
}
print(Int(truncatingIfNeeded: UInt8.max), Int(truncatingIfNeeded: UInt32.max), Int(truncatingIfNeeded: Int32.min))
print(Int(truncatingIfNeeded: UInt.max), Int(clamping: UInt.max), Int(exactly: UInt(7)) as Any)
print(Int(truncatingIfNeeded: -5), Int(clamping: Int.min), Int(bitPattern: 12))
