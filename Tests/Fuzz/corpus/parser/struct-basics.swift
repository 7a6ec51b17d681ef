import Foundation

// Structures: stored properties with defaults, the memberwise initializer, methods,
// mutating methods, computed properties and value semantics.
struct Resolution {
    var width = 0
    var height = 0
}

struct Point {
    var x: Double
    var y: Double

    var length: Double { (x * x + y * y).squareRoot() }

    func distance(to other: Point) -> Double {
        let dx = x - other.x
        let dy = y - other.y
        return (dx * dx + dy * dy).squareRoot()
    }

    mutating func moveBy(x deltaX: Double, y deltaY: Double) {
        x += deltaX
        y += deltaY
    }
}

let someResolution = Resolution()
print("The width of someResolution is \(someResolution.width)")
let vga = Resolution(width: 640, height: 480)
print(vga, vga.width * vga.height)
let tall = Resolution(height: 1080)
print(tall)

var somePoint = Point(x: 1.0, y: 1.0)
somePoint.moveBy(x: 2.0, y: 3.0)
print("The point is now at (\(somePoint.x), \(somePoint.y))")
print(somePoint, Point(x: 3, y: 4).length, somePoint.distance(to: Point(x: 0, y: 0)))

var copy = somePoint
copy.x = 100
print(somePoint.x, copy.x)

var points = [Point(x: 0, y: 0), Point(x: 1, y: 2)]
var saved = points
points[1].x = 50
print(points[1].x, saved[1].x)
saved.append(copy)
print(points.count, saved.count)
print(points)
