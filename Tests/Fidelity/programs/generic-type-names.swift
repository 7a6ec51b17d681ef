// type(of:) names generic types with their arguments, as swiftc prints them: Result,
// Optional, Array, Dictionary, Set, ranges, tuples and a program's own generic types.
enum MyError: Error { case bad }
func parse(_ s: String) throws -> Int { guard let v = Int(s) else { throw MyError.bad }; return v }
func make(_ ok: Bool) -> Result<Int, MyError> { ok ? .success(1) : .failure(.bad) }
let r: Result<Int, MyError> = .success(3)
print(type(of: r), type(of: make(true)), type(of: make(false)))
print(type(of: Result { try parse("3") }))
let explicit = Result<String, Error>.success("x")
print(type(of: explicit))
var results: [Result<Int, MyError>] = [.success(2)]
print(type(of: results[0]))
let o: Int? = 3
print(type(of: o), type(of: [1, 2]), type(of: ["a": 1]), type(of: Set([1])))
print(type(of: (1, "a")), type(of: (x: 1, y: 2.0)))
print(type(of: 1...3), type(of: 1..<3), type(of: [[1]]), type(of: [1: [2.0]]))
let nested: [Int?] = [1, nil]
print(type(of: nested))
struct Box<T> { let v: T }
print(type(of: Box(v: 3)), type(of: Box(v: "s")))
enum Tree<T> { case leaf(T); case empty }
let t: Tree<Double> = .empty
print(type(of: t), type(of: Tree.leaf("a")))
let empty: [String] = []
print(type(of: empty))
print("\(type(of: r))", String(describing: type(of: o)))
let failed: Result<Int, MyError> = .failure(.bad)
print(type(of: r.map { String($0) }), type(of: r.map { $0 * 2 }), type(of: failed.map { String($0) }))
print(type(of: r.mapError { _ in MyError.bad }), type(of: failed.mapError { _ in MyError.bad }))
print(type(of: r.flatMap { x -> Result<Double, MyError> in .success(Double(x)) }))
let mapped = r.map { "\($0)" }
print(type(of: mapped), mapped)
let noop = { }
let double = { (x: Int) in x * 2 }
let join = { (x: Int, y: Double) -> String in "\(x)\(y)" }
let square: (Int) -> Int = { $0 * $0 }
print(type(of: noop), type(of: double), type(of: join), type(of: square), double(4), square(3))
let twice = Optional(Optional(3))
print(type(of: twice), twice as Any, type(of: Optional(o)), Optional(o) as Any)
if let inner = twice { print(type(of: inner), inner as Any) }
let missing: String? = nil
print(type(of: Optional(missing)), Optional(missing) as Any)
