// Swift 5.7-5.9 conveniences: if and switch as values, `if let x` shorthand, some/any
// parameters, primary associated types, and concurrency annotations that change nothing.
let temperature = 23
let feeling = switch temperature {
case ..<10: "cold"
case 10..<25: "mild"
default: "hot"
}
print(feeling)

var advice: String
advice = if temperature > 20 { "t-shirt" } else { "jacket" }
print(advice)

// A function or closure whose body is one if or switch returns its value.
func grade(_ score: Int) -> String {
    if score >= 90 { "A" } else if score >= 75 { "B" } else { "C" }
}
print(grade(93), grade(80), grade(12))

enum Direction { case north, south, east, west }
func turnedRight(_ direction: Direction) -> Direction {
    switch direction {
    case .north: .east
    case .east: .south
    case .south: .west
    case .west: .north
    }
}
print(turnedRight(.north), turnedRight(.west))

func sign(_ value: Int) -> Int {
    switch value {
    case ..<0: return -1
    case 0: return 0
    default: return 1
    }
}
print(sign(-4), sign(0), sign(8))

let describe = { (n: Int) -> String in if n.isMultiple(of: 2) { "even" } else { "odd" } }
print([3, 4].map(describe))
print([-1, 0, 2].map { n in switch n { case ..<0: "negative"; case 0: "zero"; default: "positive" } })

let nickname: String? = "Ace"
if let nickname { print("Hi, \(nickname)") }

// Opaque and existential parameters, with primary associated types.
func render(_ value: some CustomStringConvertible) -> String { "<\(value.description)>" }
print(render(42), render([1, 2]), render(true))

protocol Shape { func area() -> Double }
struct Square: Shape { var side: Double; func area() -> Double { side * side } }
struct Circle: Shape { var radius: Double; func area() -> Double { 3.0 * radius * radius } }
func totalArea(_ shapes: [any Shape]) -> Double { shapes.reduce(0) { $0 + $1.area() } }
print(totalArea([Square(side: 2), Circle(radius: 1)]))

func sum(_ values: some Collection<Int>) -> Int { values.reduce(0, +) }
func largest(_ values: any Sequence<Int>) -> Int? { values.max() }
print(sum([1, 2, 3]), sum(1...4), largest([7, 3, 9]) ?? 0)
let firstThree: some Collection<Int> = [10, 20, 30]
print(firstThree.count)

#if hasFeature(StrictConcurrency)
print("strict concurrency")
#else
print("no strict concurrency")
#endif

@MainActor final class Scoreboard {
    var points = 0
    func add(_ value: Int) { points += value }
}
struct Reading: Sendable { var value: Double }
final class Log: @unchecked Sendable { var lines: [String] = [] }
actor Tally {
    var count = 0
    func increment() -> Int { count += 1; return count }
    nonisolated var name: String { "tally" }
}
let tally = Tally()
print(tally.name)
let log = Log()
log.lines.append("started")
print(log.lines, Reading(value: 1.5))
