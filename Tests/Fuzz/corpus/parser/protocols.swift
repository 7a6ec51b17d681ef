// Protocols: property and method requirements, mutating requirements, protocol extensions
// with defaults, protocols as types, is / as? / as!, standard protocols.
protocol FullyNamed {
    var fullName: String { get }
}
struct Person: FullyNamed {
    var fullName: String
}
let john = Person(fullName: "John Appleseed")
print(john.fullName)

class Starship: FullyNamed {
    var prefix: String?
    var name: String
    init(name: String, prefix: String? = nil) {
        self.name = name
        self.prefix = prefix
    }
    var fullName: String {
        return (prefix != nil ? prefix! + " " : "") + name
    }
}
let ncc1701 = Starship(name: "Enterprise", prefix: "USS")
print(ncc1701.fullName)

protocol Togglable {
    mutating func toggle()
}
enum OnOffSwitch: Togglable {
    case off, on
    mutating func toggle() {
        switch self {
        case .off: self = .on
        case .on: self = .off
        }
    }
}
var lightSwitch = OnOffSwitch.off
lightSwitch.toggle()
print(lightSwitch)

protocol Shape {
    var area: Double { get }
    func describe() -> String
}
extension Shape {
    func describe() -> String { "a shape with area \(area)" }
    var isLarge: Bool { area > 10 }
}
struct Square: Shape {
    var side: Double
    var area: Double { side * side }
}
struct Circle: Shape {
    var radius: Double
    var area: Double { 3.0 * radius * radius }
    func describe() -> String { "a circle of radius \(radius)" }
}
let shapes: [any Shape] = [Square(side: 2), Circle(radius: 2), Square(side: 4)]
for shape in shapes {
    print(shape.describe(), shape.isLarge)
}
print(shapes.map { $0.area }, shapes.filter { $0.isLarge }.count)
for shape in shapes {
    if let circle = shape as? Circle {
        print("circle", circle.radius)
    } else if shape is Square {
        print("square", (shape as! Square).side)
    }
}
func largestShape(_ shapes: [any Shape]) -> any Shape {
    var best = shapes[0]
    for shape in shapes where shape.area > best.area { best = shape }
    return best
}
print(largestShape(shapes).describe())
func makeShape() -> some Shape { Square(side: 3) }
print(makeShape().area)

protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
struct Employee: Named, Aged { var name: String; var age: Int }
func wishHappyBirthday(to celebrator: Named & Aged) {
    print("Happy birthday, \(celebrator.name), you're \(celebrator.age)!")
}
wishHappyBirthday(to: Employee(name: "Malcolm", age: 21))

protocol Container {
    associatedtype Item
    mutating func append(_ item: Item)
    var count: Int { get }
}
struct IntStack: Container {
    var items: [Int] = []
    mutating func append(_ item: Int) { items.append(item) }
    var count: Int { items.count }
}
var stack = IntStack()
stack.append(3)
stack.append(4)
print(stack.count, stack)
