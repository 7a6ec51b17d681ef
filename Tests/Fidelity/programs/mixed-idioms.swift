// Teaching-style programs mixing errors, generics, classes, closures and strings.
enum ParseError: Error, CustomStringConvertible { case empty, bad(String)
  var description: String { switch self { case .empty: return "empty"; case .bad(let s): return "bad \(s)" } } }
func parse(_ s: String) throws -> Int {
    guard !s.isEmpty else { throw ParseError.empty }
    guard let n = Int(s) else { throw ParseError.bad(s) }
    return n
}
for s in ["1", "", "x"] {
    do { print(try parse(s)) } catch let e as ParseError { print("error:", e) } catch { print(error) }
}
let r: Result<Int, ParseError> = .success(3)
switch r { case .success(let v): print(v); case .failure(let e): print(e) }
let results = ["4", "z"].map { s in Result { try parse(s) } }
for res in results { print((try? res.get()) as Any) }
print(try? parse("7") ?? 0)
func f() -> Int { defer { print("deferred") }; print("body"); return 1 }
print(f())
struct Stack<T> { var items: [T] = []; mutating func push(_ x: T) { items.append(x) }; mutating func pop() -> T? { items.popLast() } }
var st = Stack<String>(); st.push("a"); st.push("b"); print(st.pop()!, st)
func largest<T: Comparable>(_ xs: [T]) -> T? { xs.max() }
print(largest([3, 9, 2])!, largest(["b", "a"])!)
class Animal { let name: String; init(name: String) { self.name = name }; func speak() -> String { "..." } }
class Dog: Animal { override func speak() -> String { "Woof" } }
let pets: [Animal] = [Dog(name: "Rex"), Animal(name: "Generic")]
for p in pets { print(p.name, p.speak(), p is Dog, type(of: p)) }
if let d = pets[0] as? Dog { print("dog", d.name) }
var observed = 0
observed = 5
var later = 3
print(later)
let closure: (Int) -> Int = { [observed] x in x + observed }
print(closure(1))
print([1, 2, 3].map(String.init), ["1", "x"].compactMap(Int.init))
let s = "Hello, World"
print(s.lowercased().filter { "aeiou".contains($0) }.count, s.split(separator: ",").map { String($0) })
print(s.count, s.reversed().map(String.init).joined(), Array(s.prefix(5)))
