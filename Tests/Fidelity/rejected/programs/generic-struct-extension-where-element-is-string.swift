struct Box<Element> {
    var items: [Element] = []
}
extension Box where Element == String {
    func joined() -> String { items.joined(separator: ",") }
}
let numbers = Box<Int>(items: [1, 2])
print(numbers.joined())
