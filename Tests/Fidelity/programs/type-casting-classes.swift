// Casting along a class hierarchy: inferred common superclasses, is, as?, as!, Any and AnyObject.

class Vehicle {
    let wheels: Int
    init(wheels: Int) { self.wheels = wheels }
    func describe() -> String { "vehicle on \(wheels) wheels" }
}

class Bicycle: Vehicle {
    let gears: Int
    init(gears: Int) {
        self.gears = gears
        super.init(wheels: 2)
    }
    override func describe() -> String { "bicycle with \(gears) gears" }
}

class Truck: Vehicle {
    let load: Double
    init(load: Double) {
        self.load = load
        super.init(wheels: 6)
    }
}

final class Tandem: Bicycle {}

let garage = [Bicycle(gears: 21), Truck(load: 7.5), Tandem(gears: 3)]
print(type(of: garage))
let bikes = [Bicycle(gears: 1), Tandem(gears: 2)]
print(type(of: bikes), type(of: bikes[1]))
let byOwner = ["ana": Truck(load: 1), "ben": Bicycle(gears: 5)]
print(type(of: byOwner))

var bicycles = 0, trucks = 0
for vehicle in garage {
    if vehicle is Bicycle { bicycles += 1 }
    if vehicle is Truck { trucks += 1 }
}
print("\(bicycles) bicycles, \(trucks) trucks")

for vehicle in garage {
    if let truck = vehicle as? Truck {
        print("truck carrying \(truck.load) tonnes")
    } else if let tandem = vehicle as? Tandem {
        print("tandem: \(tandem.describe())")
    } else {
        print(vehicle.describe())
    }
}

let first = garage[0] as! Bicycle
print(first.gears, garage[1] as? Bicycle as Any)
let upcast = Tandem(gears: 9) as Vehicle
print(upcast.describe(), type(of: upcast))

let missing: Int? = nil
var drawer: [Any] = [4, 2.5, "pen", Truck(load: 2), (1, "one"), missing as Any]
drawer.append({ (n: Int) in n * 2 })
for item in drawer {
    switch item {
    case let number as Int: print("Int \(number)")
    case let number as Double: print("Double \(number)")
    case let text as String: print("String \(text)")
    case let vehicle as Vehicle: print("a \(type(of: vehicle)) on \(vehicle.wheels) wheels")
    case let (number, name) as (Int, String): print("pair \(number) \(name)")
    case let double as (Int) -> Int: print("closure gives \(double(21))")
    default: print("something else")
    }
}

let objects: [AnyObject] = [Bicycle(gears: 2), Truck(load: 3)]
for object in objects {
    if let vehicle = object as? Vehicle { print(vehicle.wheels) }
}
print(objects[0] === objects[0], objects[0] === objects[1])

let fleet: [Vehicle] = [Tandem(gears: 2)]
let loose: [Any] = [1, 2]
let labels: [String: Any] = ["wheels": 2]
print(type(of: fleet), type(of: loose), type(of: labels), type(of: fleet[0]))
