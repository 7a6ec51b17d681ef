protocol Describable { func describe() -> String }
protocol Named { var name: String { get } }
extension Describable where Self: Named {
    func greet() -> String { "Hello, \(name)" }
}
struct Person: Describable, Named {
    var name: String
    func describe() -> String { "Person \(name)" }
}
struct Rock: Describable {
    func describe() -> String { "a rock" }
}
print(Person(name: "Ada").greet())
print(Rock().greet())
