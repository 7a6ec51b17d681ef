protocol Container {
    associatedtype Item: Equatable
    mutating func append(_ item: Item)
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}
protocol SuffixableContainer: Container {
    associatedtype Suffix: SuffixableContainer where Suffix.Item == Item
    func suffix(_ size: Int) -> Suffix
}
struct Stack<Element: Equatable>: Container {
    var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element { return items.removeLast() }
    mutating func append(_ item: Element) { self.push(item) }
    var count: Int { return items.count }
    subscript(i: Int) -> Element { return items[i] }
}
extension Stack: SuffixableContainer {
    func suffix(_ size: Int) -> Stack {
        var result = Stack()
        for index in (count-size)..<count { result.append(self[index]) }
        return result
    }
}
var stackOfInts = Stack<Int>()
stackOfInts.append(10)
stackOfInts.append(20)
stackOfInts.append(30)
let suffix = stackOfInts.suffix(2)
print(suffix.items)
extension Container {
    func average() -> Double where Item == Int {
        var sum = 0.0
        for index in 0..<count { sum += Double(self[index]) }
        return sum / Double(count)
    }
    func endsWith(_ item: Item) -> Bool where Item: Equatable {
        return count >= 1 && self[count-1] == item
    }
}
print(stackOfInts.average(), stackOfInts.endsWith(30))
extension Container where Item == Double {
    func average() -> Double {
        var sum = 0.0
        for index in 0..<count { sum += self[index] }
        return sum / Double(count)
    }
}
var ds = Stack<Double>(); ds.append(1.5); ds.append(2.5)
print(ds.average())
extension Stack where Element: Equatable {
    func isTop(_ item: Element) -> Bool {
        guard let topItem = items.last else { return false }
        return topItem == item
    }
}
if stackOfInts.isTop(30) { print("Top element is 30.") }
struct NotEquatable { }
func largest<T: Comparable>(_ a: [T]) -> T? { a.max() }
print(largest([3, 9, 2]) as Any, largest(["b", "a"]) as Any, largest([Double]()) as Any)
func pair<A, B>(_ a: A, _ b: B) -> (A, B) { (a, b) }
let p = pair(1, "x")
print(p, type(of: p))
struct Box<T> { let value: T; func map<U>(_ f: (T) -> U) -> Box<U> { Box<U>(value: f(value)) } }
let b = Box(value: 3).map { "#\($0)" }
print(b.value, type(of: b))
func describe<T: CustomStringConvertible>(_ items: [T]) -> String { items.map(\.description).joined(separator: ",") }
print(describe([1, 2]), describe([true]))
protocol Shape { var area: Double { get } }
struct Sq: Shape { var side: Double; var area: Double { side * side } }
struct Circ: Shape { var r: Double; var area: Double { 3.0 * r * r } }
func totalArea(_ shapes: [any Shape]) -> Double { shapes.reduce(0) { $0 + $1.area } }
func biggest<S: Shape>(_ shapes: [S]) -> S? { shapes.max { $0.area < $1.area } }
print(totalArea([Sq(side: 2), Circ(r: 1)]), biggest([Sq(side: 1), Sq(side: 3)])!.side)
func makeShape(big: Bool) -> some Shape { Sq(side: big ? 10 : 1) }
print(makeShape(big: true).area)
