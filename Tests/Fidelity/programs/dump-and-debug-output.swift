struct P { var x: Int; var tags: [String]; var o: Int? }
class Base { var id = 7 }
class C: Base { var v = 1; var name = "n"; var p: P? = nil }
enum E { case a(Int), b(x: String, y: Double), c }
dump(P(x: 2, tags: ["q", "r"], o: 5))
dump(P(x: 2, tags: [], o: nil))
dump([1, 2])
dump("text")
dump(3.5)
dump(C())
let c = C()
dump([c, c])
dump(E.a(3)); dump(E.b(x: "s", y: 2)); dump(E.c)
dump(["k": [1, 2]])
dump((1, "a"))
dump((x: 1, y: 2))
dump(Set([5]))
dump(1...3)
let none: Int? = nil
dump(none)
let r = dump([P(x: 1, tags: ["z"], o: 2)], name: "ps")
print(r.count)
dump(5, name: "five", indent: 2)
dump([[1, 2], [3]], maxDepth: 1)
dump(Array(1...5), maxItems: 3)
struct Q: CustomStringConvertible { var a = 1; var description: String { "Q!" } }
dump(Q())
dump([Q()])

print(1...3, 1..<3, [1...2], [0..<2], (1...3, 2), "\(1..<4)", String(describing: 1...2), String(reflecting: 1...2))
debugPrint(1...3, 2..<5)
print([1.5..<2.5], ["a"..."c"], 1.5...2.0)
let unit: ClosedRange<Double> = 0...1
print(unit, [unit], Optional(1...2) as Any)

var log = ""
print("start", 1, separator: "-", to: &log)
print("middle", terminator: "", to: &log)
debugPrint("quoted", 2.5, to: &log)
print(log.debugDescription)
let missing = Optional<Int>.none
let nothing: Int? = .none
print(missing as Any, nothing as Any, Optional.some(3) as Any, Optional<String>.some("x") as Any, type(of: missing))
let wrapped: Int? = .some(5)
switch wrapped {
case .some(let value): print("some", value)
case .none: print("none")
}
