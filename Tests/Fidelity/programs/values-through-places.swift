// A class instance held by a `let` changes through it, also in a struct property it holds.
struct Resolution {
    var width = 0
    var height = 0
}
class VideoMode {
    var resolution = Resolution()
    var interlaced = false
    var frameRate = 0.0
    var name: String?
}
let someVideoMode = VideoMode()
someVideoMode.resolution.width = 1280
someVideoMode.resolution.height += 720
someVideoMode.name = "1080i"
print(someVideoMode.resolution.width, someVideoMode.resolution.height, someVideoMode.name ?? "none")

// A labelled tuple's members, directly and through `inout`.
var point = (x: 1, y: 2)
point.x += 10
func moveRight(_ place: inout (x: Int, y: Int), by step: Int) {
    place.x += step
    place.y = place.y * 2
}
moveRight(&point, by: 5)
print(point, point.x, point.y)
var pair = (1, "one")
pair.0 = 2
pair.1 += "!"
print(pair)

// An unlabelled tuple appended to an array of labelled tuples takes the labels.
var monthly: [(year: Int, month: String, total: Double)] = []
monthly.append((2024, "Jan", 31.5))
monthly.append((year: 2024, month: "Feb", total: 28.0))
monthly.insert((2023, "Dec", 12.25), at: 0)
for row in monthly {
    print(row.year, row.month, row.total)
}
print(monthly)

// `.init(…)` and enum cases in a literal of a declared type.
struct Item {
    var name: String
    var count: Int
}
enum Shape {
    case circle(radius: Double)
    case square(side: Double)
}
let items: [Item] = [.init(name: "pens", count: 3), .init(name: "ink", count: 1)]
let shapes: [Shape] = [.circle(radius: 1.5), .square(side: 2)]
let spare: Item = .init(name: "paper", count: 500)
print(items.count, items[0].name, items[1].count, spare.count)
for shape in shapes {
    switch shape {
    case .circle(let radius): print("circle", radius)
    case .square(let side): print("square", side)
    }
}

// A task's value and its description.
let task = Task { 6 * 7 }
print(task)
print(type(of: task))
let answer = await task.value
print(answer)

// Two stored properties of one local struct may be passed `&` together (swiftc proves them apart).
struct Player {
    var health: Int
    var energy: Int
}
func balance(_ x: inout Int, _ y: inout Int) {
    let sum = x + y
    x = sum / 2
    y = sum - x
}
func play() {
    var oscar = Player(health: 10, energy: 5)
    balance(&oscar.health, &oscar.energy)
    print(oscar.health, oscar.energy)
}
play()
