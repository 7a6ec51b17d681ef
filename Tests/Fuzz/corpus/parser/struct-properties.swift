// Computed properties with getters and setters, observers, static properties and methods, lazy.
struct Point { var x = 0.0, y = 0.0 }
struct Size { var width = 0.0, height = 0.0 }
struct Rect {
    var origin = Point()
    var size = Size()
    var center: Point {
        get {
            let centerX = origin.x + (size.width / 2)
            let centerY = origin.y + (size.height / 2)
            return Point(x: centerX, y: centerY)
        }
        set(newCenter) {
            origin.x = newCenter.x - (size.width / 2)
            origin.y = newCenter.y - (size.height / 2)
        }
    }
}
var square = Rect(origin: Point(x: 0.0, y: 0.0), size: Size(width: 10.0, height: 10.0))
let initialSquareCenter = square.center
square.center = Point(x: 15.0, y: 15.0)
print("square.origin is now at (\(square.origin.x), \(square.origin.y))", initialSquareCenter)

class StepCounter {
    var totalSteps: Int = 0 {
        willSet(newTotalSteps) {
            print("About to set totalSteps to \(newTotalSteps)")
        }
        didSet {
            if totalSteps > oldValue {
                print("Added \(totalSteps - oldValue) steps")
            }
        }
    }
}
let stepCounter = StepCounter()
stepCounter.totalSteps = 200
stepCounter.totalSteps = 360
stepCounter.totalSteps = 896

struct Score {
    var points = 0 {
        didSet { if points > 100 { points = 100 } }
    }
}
var score = Score()
score.points = 150
print(score.points)

struct SomeStructure {
    static var storedTypeProperty = "Some value."
    static var computedTypeProperty: Int { return 1 }
    static func describe() -> String { "\(storedTypeProperty) \(computedTypeProperty)" }
}
print(SomeStructure.storedTypeProperty)
SomeStructure.storedTypeProperty = "Another value."
print(SomeStructure.describe())

struct Counter {
    static var created = 0
    let id: Int
    init() {
        Counter.created += 1
        id = Counter.created
    }
}
let first = Counter(), second = Counter()
print(first.id, second.id, Counter.created)

struct DataImporter {
    lazy var data: [String] = ["loaded"]
    var count = 0
}
var importer = DataImporter()
print(importer.count)
print(importer.data)
