// Lazy collections subscripted by their base's indices, and lazy sequences of endless ranges.
let squares = (0..<5).lazy.map { $0 * $0 }
print(squares[2], squares[4])
let shifted = (3..<8).lazy.map { $0 * 10 }
print(shifted[4])
let lengths = ["a", "bb", "ccc"].lazy.map { $0.count }
print(lengths[1])
let even = [5, 6, 7, 8].lazy.filter { $0 % 2 == 0 }
print(even[1], even[3])
var calls = 0
let counted = (0..<1_000).lazy.map { (n: Int) -> Int in
    calls += 1
    return n * 3
}
print(counted[999], calls)
print(Array((1...).lazy.map { $0 * $0 }.prefix(3)))
print((1...).lazy.filter { $0 % 7 == 0 }.first(where: { $0 > 20 }) as Any)
print(Array((10...).lazy.prefix(2)))
for (index, cube) in (1...).lazy.map({ $0 * $0 * $0 }).enumerated() {
    if cube > 50 { print(index, cube); break }
}
