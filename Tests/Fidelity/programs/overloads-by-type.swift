// Methods, initialisers, static and free functions overloaded only by parameter types: the
// argument's type chooses, an integer literal prefers Int, a value T before T?, a concrete
// type before a generic one, and an override replaces only its own overload.
struct Q {
    var tag = ""
    init(_ x: Double) { tag = "double" }
    init(_ x: Int) { tag = "int" }
    init(_ x: String) { tag = "string" }
    func g(_ x: Double) -> String { "double \(x)" }
    func g(_ x: Int) -> String { "int \(x)" }
    func g(_ x: String) -> String { "string \(x)" }
    func h(_ x: Int?) -> String { "optional" }
    func h(_ x: Int) -> String { "plain" }
    func k<T>(_ x: T) -> String { "generic \(x)" }
    func k(_ x: Int) -> String { "int \(x)" }
    static func s(_ x: Double) -> String { "static double" }
    static func s(_ x: Int) -> String { "static int" }
}
print(Q(1).tag, Q(1.0).tag, Q("a").tag)
let q = Q(2)
print(q.g(1), q.g(1.5), q.g("a"))
print(q.h(3), q.h(nil), q.k(3), q.k("x"))
print(Q.s(2), Q.s(2.5))
let n = 7
let d = 2.0
print(q.g(n), q.g(d), q.g(Double(n)))
class Base {
    func m(_ x: Int) -> String { "base int" }
    func m(_ x: String) -> String { "base string" }
}
class Derived: Base { override func m(_ x: Int) -> String { "derived int" } }
let object: Base = Derived()
print(object.m(1), object.m("s"), Base().m(1))
extension Q {
    func e(_ x: Double) -> String { "extension double" }
    func e(_ x: Int) -> String { "extension int" }
}
print(q.e(1), q.e(1.0))
extension Int {
    func scaled(_ x: Int) -> Int { self * x }
    func scaled(_ x: Double) -> Double { Double(self) * x }
}
print(3.scaled(2), 3.scaled(2.5))
func describe(_ x: Double) -> String { "free double" }
func describe(_ x: Int) -> String { "free int" }
func describe(_ x: [Int]) -> String { "free array" }
print(describe(1), describe(2.0), describe([1]))
