// Slices, reversals and flattenings of lazy wrappers have the types Swift gives them: a prefix
// of a lazy map over a collection is a lazy map over the collection's slice.
let a = [1, 2, 3, 4, 5]
let p = a[1...].lazy.map { $0 * 2 }.prefix(2)
print(p)
print(type(of: p), Array(p))
let d = a[1...].lazy.map { $0 * 2 }.dropFirst(2)
print(d)
print(type(of: d), Array(d))
let m = a.lazy.map { $0 + 1 }
print(type(of: m.prefix(2)), type(of: m.dropFirst()))
print(m.prefix(2))
print(m.dropFirst(3))
print(a[1...].lazy.map { $0 * 2 })
print(type(of: a[1...]), a[1...])
print(a[1...].lazy.filter { $0 > 2 })
let s = a.lazy.map { $0 * 3 }.suffix(2)
print(type(of: s), Array(s))
let r = a.lazy.map { $0 * 3 }.reversed()
print(type(of: r), Array(r))
print(type(of: a.lazy.reversed()), type(of: a.lazy.filter { $0 > 1 }.reversed()))
let f = a.lazy.flatMap { [$0, $0] }
print(type(of: f))
print(Array(f))
print(type(of: a.lazy.map { $0 }.flatMap { [$0, -$0] }))
print(type(of: (1...5).lazy.map { $0 }.prefix(2)), type(of: (1..<5).lazy.map { $0 }.prefix(2)))
print(type(of: "abc".lazy.map { $0 }.dropFirst()))
print(type(of: a.lazy.filter { $0 > 1 }.dropFirst()), type(of: a.lazy.filter { $0 > 1 }.map { $0 }.prefix(1)))
print(type(of: a.lazy.compactMap { $0 }.prefix(1)))
print(type(of: a.lazy.filter { $0 > 2 }.prefix(2)))
print(type(of: a.lazy.suffix(2)), type(of: a.lazy.dropFirst()), type(of: a.lazy.prefix(1)))
print(type(of: (1...).lazy.map { $0 }.prefix(2)))
let text = "hello world"
let lp = text.lazy.prefix(3)
print(type(of: lp), String(lp), Array(lp))
let lm = text.lazy.map { $0.uppercased() }.prefix(2)
print(type(of: lm), Array(lm))
print(type(of: "hello".lazy.reversed()))
// One-sided ranges print as Swift's types.
print(1...)
print(type(of: 1...))
print(...5)
print(..<5)
let from = 3...
print(from, from.lowerBound, (...5).upperBound, (..<5).upperBound)
let everything = ...Int.max
print(everything.contains(3), everything.contains(Int.max), everything.upperBound)
print(everything)
print(a[...2], a[..<1], (...3).contains(3), (..<3).contains(3))
