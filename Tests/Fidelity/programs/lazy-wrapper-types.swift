// print, String(describing:), debugPrint and type(of:) of lazy sequences and their map and filter stages.
let a = [1, 2, 3]
let m = a.lazy.map { $0 * 2 }
print(m)
print(type(of: m))
let f = a.lazy.filter { $0 > 1 }
print(f)
print(type(of: f))
print(String(describing: m))
print("\(f)")
let l = a.lazy
print(l)
print(type(of: l))
let r = (1...3).lazy.map { $0 + 1 }
print(r)
print(type(of: r))
let mm = a.lazy.map { $0 * 2 }.filter { $0 > 2 }
print(mm)
print(type(of: mm))
debugPrint(m)
let s = ["a", "b"].lazy.map { $0.uppercased() }
print(s)
print(type(of: s))
print(type(of: a.lazy.map { $0 * 2 }.map { $0 + 1 }))
print(type(of: a.lazy.filter { $0 > 1 }.filter { $0 > 2 }))
print(type(of: a.lazy.filter { $0 > 1 }.map { $0 + 1 }))
print(type(of: "ab".lazy.map { $0 }))
print("ab".lazy.map { $0 })
print(a.lazy.filter { $0 > 1 }.map { $0 + 1 })
let e: [Int] = []
print(e.lazy.map { String($0) })
print((1..<4).lazy)
print(type(of: (1..<4).lazy.filter { $0 > 1 }))
for x in (1...3).lazy.map({ $0 * 10 }) { print(x) }
print(Array(a.lazy.map { $0 * 3 }))
print(a.lazy.map { $0 * 3 }.first!)
debugPrint(a.lazy.filter { $0 > 1 })
let strs = a.lazy.map { "n\($0)" }
print(strs.joined(separator: ","))
print("\(a.lazy)")
