// Parameter packs (Swift 5.9): generic over any number of types.
func showAll<each Item>(_ items: repeat each Item) {
    repeat print(each items)
}
showAll(1, "two", 3.5, [4])
showAll()

func typeNames<each Item>(_ items: repeat each Item) -> [String] {
    var names: [String] = []
    repeat names.append(String(describing: type(of: each items)))
    return names
}
print(typeNames(1, "a", true, 2.5))

// A tuple as long as the pack.
func echo<each Item>(_ items: repeat each Item) -> (repeat each Item) {
    return (repeat each items)
}
print(echo(1, "b", 3.0))
print(echo("alone"))
let triple = echo(7, "seven", 7.0)
print(triple.0, triple.1, triple.2)

// The pattern can do work with each element.
func doubled<each Number: Numeric>(_ numbers: repeat each Number) -> (repeat each Number) {
    return (repeat (each numbers) * 2)
}
print(doubled(2, 1.25))

func describeAll<each Item: CustomStringConvertible>(_ items: repeat each Item) -> String {
    var parts: [String] = []
    repeat parts.append((each items).description)
    return parts.joined(separator: " | ")
}
print(describeAll(10, false, "text"))

// Two packs of the same length, walked together.
func pairs<each First, each Second>(_ first: repeat each First, with second: repeat each Second) -> (repeat (each First, each Second)) {
    return (repeat (each first, each second))
}
print(pairs(1, "x", with: true, 2.5))

func allEqual<each Item: Equatable>(_ left: repeat each Item, to right: repeat each Item) -> Bool {
    for (a, b) in repeat (each left, each right) {
        if a != b { return false }
    }
    return true
}
print(allEqual(1, "a", to: 1, "a"), allEqual(1, "a", to: 1, "b"))

// Iterating a pack with for-in.
func count<each Item>(_ items: repeat each Item) -> Int {
    var total = 0
    for _ in repeat each items { total += 1 }
    return total
}
print(count(), count(1), count(1, "2", 3.0))

func anyMissing<each Item>(_ items: repeat (each Item)?) -> Bool {
    for item in repeat each items {
        if item == nil { return true }
    }
    return false
}
print(anyMissing(1, "a"), anyMissing(1, nil as String?, 2.0))

// A generic type over a pack.
struct Row<each Column> {
    var cells: (repeat each Column)
    init(_ cells: repeat each Column) { self.cells = (repeat each cells) }
}
let row = Row("Ada", 36, true)
print(row.cells.0, row.cells.1, row.cells.2)

// A pattern calling a protocol extension method, over mixed number types.
extension Numeric {
    func doubled() -> Self { self * 2 }
}
func doubleEach<each Number: Numeric>(_ numbers: repeat each Number) -> (repeat each Number) {
    return (repeat (each numbers).doubled())
}
print(doubleEach(12, 0.5, 8 as Int8, UInt16(7)))
