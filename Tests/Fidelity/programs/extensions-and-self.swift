extension Double {
    var km: Double { return self * 1_000.0 }
    var m: Double { return self }
    var cm: Double { return self / 100.0 }
    var mm: Double { return self / 1_000.0 }
    var ft: Double { return self / 3.28084 }
}
let oneInch = 25.4.mm
print("One inch is \(oneInch) meters")
let threeFeet = 3.ft
print("Three feet is \(threeFeet) meters")
let aMarathon = 42.km + 195.m
print("A marathon is \(aMarathon) meters long")
struct Size { var width = 0.0, height = 0.0 }
struct Point { var x = 0.0, y = 0.0 }
struct Rect { var origin = Point(); var size = Size() }
extension Rect {
    init(center: Point, size: Size) {
        let originX = center.x - (size.width / 2)
        let originY = center.y - (size.height / 2)
        self.init(origin: Point(x: originX, y: originY), size: size)
    }
}
let centerRect = Rect(center: Point(x: 4.0, y: 4.0), size: Size(width: 3.0, height: 3.0))
print(centerRect)
extension Int {
    func repetitions(task: () -> Void) { for _ in 0..<self { task() } }
    mutating func square() { self = self * self }
    subscript(digitIndex: Int) -> Int {
        var decimalBase = 1
        for _ in 0..<digitIndex { decimalBase *= 10 }
        return (self / decimalBase) % 10
    }
    enum Kind { case negative, zero, positive }
    var kind: Kind {
        switch self {
        case 0: return .zero
        case let x where x > 0: return .positive
        default: return .negative
        }
    }
}
3.repetitions { print("Hello!") }
var someInt = 3
someInt.square()
print(someInt, 746381295[0], 746381295[1], 746381295[2], 746381295[8], 746381295[9])
func printIntegerKinds(_ numbers: [Int]) {
    for number in numbers {
        switch number.kind {
        case .negative: print("- ", terminator: "")
        case .zero: print("0 ", terminator: "")
        case .positive: print("+ ", terminator: "")
        }
    }
    print("")
}
printIntegerKinds([3, 19, -27, 0, -6, 0, 7])
print(5.kind, type(of: 5.kind))
extension String {
    var isPalindrome: Bool { let s = lowercased().filter { $0.isLetter }; return s == String(s.reversed()) }
    func repeated(_ n: Int) -> String { String(repeating: self, count: n) }
    subscript(safe i: Int) -> Character? { i >= 0 && i < count ? self[index(startIndex, offsetBy: i)] : nil }
}
print("Never odd or even".isPalindrome, "ab".repeated(3), "hello"[safe: 1] as Any, "hi"[safe: 5] as Any)
extension Array where Element: Numeric {
    func sum() -> Element { reduce(0, +) }
}
print([1, 2, 3].sum(), [1.5, 2.5].sum())
extension Collection {
    func chunked(by size: Int) -> [SubSequence] {
        var result: [SubSequence] = []
        var start = startIndex
        while start != endIndex {
            let end = index(start, offsetBy: size, limitedBy: endIndex) ?? endIndex
            result.append(self[start..<end])
            start = end
        }
        return result
    }
}
print([1, 2, 3, 4, 5].chunked(by: 2), "abcde".chunked(by: 2))
extension Optional where Wrapped == String {
    var orEmpty: String { self ?? "" }
}
let maybe: String? = nil
print(maybe.orEmpty.isEmpty)
protocol Describable { func describe() -> String }
extension Describable { func describe() -> String { "I am \(Self.self), \(type(of: self))" } }
struct Thing: Describable {}
print(Thing().describe())





struct Counter {
    static var made = 0
    var value: Int
    init(value: Int) { self.value = value; Self.made += 1 }
    static func zero() -> Self { Self(value: 0) }
    func doubled() -> Self { Self(value: value * 2) }
}
print(Counter.zero().value, Counter(value: 4).doubled().value, Counter.made)
class Shape {
    class var sides: Int { 0 }
    required init() {}
    class func make() -> Self { Self() }
    func describe() -> String { "\(Self.self) with \(Self.sides) sides" }
}
final class Square: Shape { override class var sides: Int { 4 } }
print(Shape().describe(), Square().describe(), type(of: Square.make()))
protocol Resettable { init(); mutating func reset() }
extension Resettable { mutating func reset() { self = Self() } }
struct Score: Resettable { var points = 0 }
var score = Score(points: 5)
score.reset()
print(score.points)
extension Int { static func fromText(_ t: String) -> Self? { Self(t) } }
print(Int.fromText("42") as Any)
