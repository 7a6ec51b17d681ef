// Extensions of declared and built-in types, computed properties, methods, mutating
// methods, initializers, conformances, and constrained extensions.
extension Double {
    var km: Double { return self * 1_000.0 }
    var m: Double { return self }
    var cm: Double { return self / 100.0 }
}
let oneInch = 25.4.cm
print("One inch is \(oneInch) meters")
let aMarathon = 42.km + 195.m
print("A marathon is \(aMarathon) meters long")

extension Int {
    var squared: Int { self * self }
    func repetitions(task: () -> Void) {
        for _ in 0..<self { task() }
    }
    mutating func square() { self = self * self }
    subscript(digitIndex: Int) -> Int {
        var decimalBase = 1
        for _ in 0..<digitIndex { decimalBase *= 10 }
        return (self / decimalBase) % 10
    }
}
print(7.squared)
3.repetitions { print("Hello!") }
var someInt = 3
someInt.square()
print(someInt, 746381295[0], 746381295[1], 746381295[8])

extension String {
    var shouted: String { uppercased() + "!" }
    func repeated(_ times: Int) -> String { String(repeating: self, count: times) }
}
print("hello".shouted, "ab".repeated(3))

extension Array where Element == Double {
    var average: Double { isEmpty ? 0 : reduce(0, +) / Double(count) }
}
print([1.0, 2.0, 4.5].average)

extension Collection where Element: Numeric {
    func total() -> Element { reduce(0, +) }
}
print([1, 2, 3].total(), [1.5, 2.5].total())

struct Point { var x = 0.0, y = 0.0 }
extension Point: CustomStringConvertible {
    var description: String { "(\(x), \(y))" }
    init(both value: Double) { self.init(x: value, y: value) }
}
print(Point(x: 1, y: 2), Point(both: 3), [Point()])

protocol Describable { func describe() -> String }
extension Int: Describable {
    func describe() -> String { "the number \(self)" }
}
let things: [Describable] = [1, 42]
print(things.map { $0.describe() })
