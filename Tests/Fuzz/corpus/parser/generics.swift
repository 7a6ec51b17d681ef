// Generic functions and types, constraints, where clauses.
func swapTwoValues<T>(_ a: inout T, _ b: inout T) {
    let temporaryA = a
    a = b
    b = temporaryA
}
var someInt = 3
var anotherInt = 107
swapTwoValues(&someInt, &anotherInt)
print("someInt is now \(someInt), and anotherInt is now \(anotherInt)")
var someString = "hello"
var anotherString = "world"
swapTwoValues(&someString, &anotherString)
print(someString, anotherString)

struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ item: Element) {
        items.append(item)
    }
    mutating func pop() -> Element {
        return items.removeLast()
    }
    var topItem: Element? {
        return items.isEmpty ? nil : items[items.count - 1]
    }
}
var stackOfStrings = Stack<String>()
stackOfStrings.push("uno")
stackOfStrings.push("dos")
stackOfStrings.push("tres")
print(stackOfStrings)
let fromTheTop = stackOfStrings.pop()
print(fromTheTop, stackOfStrings.topItem as Any, stackOfStrings.items)
var numbers = Stack(items: [1, 2])
numbers.push(3)
print(numbers, numbers.topItem as Any)

func findIndex<T: Equatable>(of valueToFind: T, in array: [T]) -> Int? {
    for (index, value) in array.enumerated() {
        if value == valueToFind {
            return index
        }
    }
    return nil
}
print(findIndex(of: 9.3, in: [3.14159, 0.1, 0.25]) as Any)
print(findIndex(of: "Andrea", in: ["Mike", "Malcolm", "Andrea"]) as Any)

func largest<T: Comparable>(_ values: [T]) -> T {
    var best = values[0]
    for value in values where value > best { best = value }
    return best
}
print(largest([3, 9, 2]), largest(["pear", "apple"]))

func allItemsMatch<C: Collection>(_ first: C, _ second: C) -> Bool where C.Element: Equatable {
    if first.count != second.count { return false }
    for (left, right) in zip(first, second) where left != right { return false }
    return true
}
print(allItemsMatch([1, 2], [1, 2]), allItemsMatch([1, 2], [2, 1]))

struct Pair<First, Second> {
    var first: First
    var second: Second
}
print(Pair(first: 1, second: "one"))
