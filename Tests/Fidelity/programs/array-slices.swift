// ArraySlice keeps the indices of the array it was cut from; slices print as their elements
// and name themselves inside other values.
let a = [10, 20, 30, 40, 50]
let rest = a[1...]
print(rest)
print(rest[1], rest.startIndex, rest.endIndex, rest.indices)
print([rest])
debugPrint(rest)
print(rest.count, rest.first!, rest.last!)
print(type(of: rest))
print(rest.firstIndex(of: 30)!)
print(rest.enumerated().map { $0.offset })
var s = a[2..<4]
s[2] = 99
print(s, s.startIndex)
s.removeFirst()
print(s, s.startIndex)
s.append(7)
print(s, s.startIndex, s.endIndex)
let f = rest.filter { $0 > 20 }
print(f.startIndex, type(of: f))
let m = rest.map { $0 * 2 }
print(m.startIndex, type(of: m))
print(Array(rest), Array(rest).startIndex)
print(a.split(separator: 30))
print(a.dropFirst(2).startIndex, a.prefix(2).endIndex, a.suffix(2).startIndex, a.dropLast(1))
print(rest[2...3], rest[..<3], rest[3...])
print(rest == a[1...], rest.dropFirst() == a[2...])
let t = rest.prefix(2)
print(t, type(of: t))
var r2 = a[1...]
r2.insert(5, at: 1)
print(r2, r2.startIndex)
r2.remove(at: 2)
print(r2)
r2.swapAt(1, 2)
print(r2)
print(rest.sorted(), type(of: rest.sorted()))
print("\(rest)")
let strs = ["a", "b", "c"][1...]
print(strs, [strs])
print(rest.index(after: 1), rest.lastIndex(of: 50)!)
var p = a[1...]
print(p.popFirst()!, p.startIndex, p.popLast()!, p)
print(rest.dropFirst().dropFirst().startIndex)
print(rest.min()!, rest.reduce(0, +), rest.contains(20))
let e: ArraySlice<Int> = []
print(e, e.startIndex)
print(rest.isEmpty, rest.last!)
print((0..<10).dropFirst(2), (0..<10).prefix(3), (5..<10).firstIndex(of: 7)!)
var q = a[1...]
q.removeFirst(2)
print(q, q.startIndex)
q[3...] = [1, 2, 3]
print(q, q.indices)
let words = "a b  c".split(separator: " ")
print(words)
let nums = [1, 0, 2, 3, 0, 0, 4]
for piece in nums.split(separator: 0) { print(piece, piece.startIndex) }
print(nums.split(separator: 0, omittingEmptySubsequences: false))
print(nums.split(separator: 0, maxSplits: 1))
let d: [Double] = [1.5, 2.5, 3.5]
print(d[1...], [d[1...]], d.prefix(while: { $0 < 3 }), d.drop(while: { $0 < 2 }).startIndex)
