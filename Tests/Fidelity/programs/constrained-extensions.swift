protocol Describable { func describe() -> String }
protocol Named { var name: String { get } }
extension Describable where Self: Named {
    func greet() -> String { "Hello, \(name): \(describe())" }
}
extension Describable {
    func shout() -> String { describe().uppercased() }
}
struct Person: Describable, Named {
    var name: String
    func describe() -> String { "person \(name)" }
}
struct Rock: Describable {
    func describe() -> String { "a rock" }
}
class Pet: Named { var name: String; init(name: String) { self.name = name } }
class Dog: Pet, Describable { func describe() -> String { "dog \(name)" } }
print(Person(name: "Ada").greet())
print(Rock().shout())
print(Dog(name: "Rex").greet())

extension Array where Element == Int {
    func total() -> Int { reduce(0, +) }
}
extension Array where Element: Numeric {
    func sum() -> Element { reduce(0, +) }
}
extension Array where Element: Named {
    func names() -> [String] { map(\.name) }
}
extension Dictionary where Value == Int {
    func grandTotal() -> Int { values.reduce(0, +) }
}
print([1, 2, 3].total())
print([1.5, 2.5].sum(), [4, 5].sum())
print([Person(name: "Ada"), Person(name: "Grace")].names())
print(["a": 1, "b": 2].grandTotal())

struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
}
extension Stack where Element: Comparable {
    func largest() -> Element? { items.max() }
}
var stack = Stack<Int>()
stack.push(3); stack.push(9); stack.push(4)
print(stack.largest() ?? 0)
