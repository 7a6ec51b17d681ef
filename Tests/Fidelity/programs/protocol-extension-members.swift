// Protocol extension methods, default implementations and generic functions constrained to a
// protocol, called with implicit member arguments (`.init(…)`, enum cases, static members).
struct Point: CustomStringConvertible {
    var x = 0
    var y: Int
    static let origin = Point(x: 0, y: 0)
    var description: String { "(\(x), \(y))" }
}

enum Direction { case up, down }

protocol Shape {
    var name: String { get }
    func area() -> Double
}

extension Shape {
    func moved(_ p: Point) -> Point { Point(x: p.x + 1, y: p.y) }
    func area() -> Double { 0 }
    func describe(heading: Direction) -> String { "\(name) facing \(heading), area \(area())" }
    static func make(at p: Point) -> String { "made at \(p)" }
    var label: String { "<\(name)>" }
}

protocol Polygon: Shape {
    var sides: Int { get }
}

extension Polygon {
    func perimeter(of side: Point) -> Int { sides * side.y }
}

extension Shape where Self: Equatable {
    func same(as other: Self) -> Bool { self == other }
}

struct Mark: Shape { var name = "mark" }

struct Square: Polygon, Equatable {
    var side: Double
    var name: String { "square" }
    var sides: Int { 4 }
    func area() -> Double { side * side }  // overrides the default
}

class Circle: Shape {
    let radius: Double
    init(radius: Double) { self.radius = radius }
    var name: String { "circle" }
    func area() -> Double { 3 * radius * radius }
}

class Ring: Circle {}

print(Mark().moved(.init(y: 2)))
print(Mark().moved(.origin))
print(Mark().area())
print(Mark().describe(heading: .up))
print(Mark.make(at: .init(x: 5, y: 6)))
print(Mark().label)
print(Square(side: 2).moved(.init(x: 3, y: 4)))
print(Square(side: 2).area())
print(Square(side: 2).describe(heading: .down))
print(Square(side: 3).perimeter(of: .init(y: 3)))
print(Square(side: 3).same(as: .init(side: 3)))
print(Square(side: 3).same(as: Square(side: 4)))
print(Circle(radius: 1).moved(.init(y: 7)))
print(Ring(radius: 2).describe(heading: .up))
print(Ring(radius: 2).label)

func shifted<S: Shape>(_ shape: S, to p: Point) -> Point { shape.moved(p) }
func report<S>(_ shape: S) -> String where S: Shape { shape.describe(heading: .down) }
func total<P: Polygon>(_ polygons: [P]) -> Int { polygons.map { $0.perimeter(of: .init(y: 1)) }.reduce(0, +) }

print(shifted(Mark(), to: .init(y: 9)))
print(report(Square(side: 1.5)))
print(total([Square(side: 1), Square(side: 2)]))

let shapes: [any Shape] = [Mark(), Square(side: 2), Circle(radius: 1)]
for shape in shapes {
    print(shape.label, shape.area(), shape.moved(.init(x: -1, y: 0)))
}
func opaque() -> some Shape { Square(side: 5) }
print(opaque().moved(.init(y: 1)), opaque().area())
