// `lazy` and `enumerated()` make elements only when asked for, so they work over ranges too
// large to build; the closure runs only for the elements asked for.
print((0..<Int.max).lazy.map { $0 * $0 }.first as Any)
print((1...Int.max).lazy.filter { $0 % 7 == 0 }.first as Any)
print(Array((0..<Int.max).lazy.map { $0 * $0 }.prefix(4)))
if let found = (0..<Int.max).enumerated().first(where: { $0.element == 5 }) { print(found.offset, found.element) }
print((0..<Int.max).lazy.map { $0 + 1 }.contains(5))
print((0..<Int.max).lazy.map { $0 * 2 }.first { $0 > 10 } as Any)
var calls = 0
let squares = (1...10).lazy.map { (n: Int) -> Int in calls += 1; return n * n }
print(squares.first as Any, calls)
print(Array(squares.prefix(3)), calls)
print(squares.reduce(0, +), calls)
let evens = (0..<Int.max).lazy.filter { $0 % 2 == 0 }.map { $0 * 10 }
print(Array(evens.prefix(5)))
print(Array((1...Int.max).lazy.compactMap { $0 % 3 == 0 ? $0 : nil }.prefix(3)))
print(Array((0..<Int.max).lazy.prefix(while: { $0 < 4 })))
print(Array((0..<10).lazy.dropFirst(7)), Array((0..<10).lazy.drop(while: { $0 < 8 })))
for (offset, element) in (10..<Int.max).lazy.map({ $0 * 3 }).enumerated() {
    if offset == 2 { print(offset, element); break }
}
let words = ["a", "bb", "ccc", "dddd"]
print(words.lazy.map { $0.count }.filter { $0 > 1 }.first as Any, Array(words.lazy.filter { $0.count % 2 == 0 }))
print(Array((1...5).lazy.map { $0 * $0 }.filter { $0 % 2 == 1 }), (0..<5).lazy.count)
for (i, value) in (5...Int.max).enumerated() where i == 3 { print(i, value); break }
