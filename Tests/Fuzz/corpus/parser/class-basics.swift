// Classes: reference semantics, identity, inheritance, overriding, super, final, deinit.
class VideoMode {
    var frameRate = 0.0
    var name: String?
}
let tenEighty = VideoMode()
tenEighty.frameRate = 25.0
tenEighty.name = "1080i"
let alsoTenEighty = tenEighty
alsoTenEighty.frameRate = 30.0
print("The frameRate property of tenEighty is now \(tenEighty.frameRate)")
if tenEighty === alsoTenEighty {
    print("tenEighty and alsoTenEighty refer to the same VideoMode instance.")
}
print(tenEighty.name as Any, VideoMode() === tenEighty)

class Vehicle {
    var currentSpeed = 0.0
    var description: String {
        return "traveling at \(currentSpeed) miles per hour"
    }
    func makeNoise() {
        print("...")
    }
}
class Bicycle: Vehicle {
    var hasBasket = false
}
class Tandem: Bicycle {
    var currentNumberOfPassengers = 0
}
class Train: Vehicle {
    override func makeNoise() {
        print("Choo Choo")
    }
}
class Car: Vehicle {
    var gear = 1
    override var description: String {
        return super.description + " in gear \(gear)"
    }
}
class AutomaticCar: Car {
    override var currentSpeed: Double {
        didSet {
            gear = Int(currentSpeed / 10.0) + 1
        }
    }
}
let bicycle = Bicycle()
bicycle.hasBasket = true
bicycle.currentSpeed = 15.0
print("Bicycle: \(bicycle.description)")
let tandem = Tandem()
tandem.hasBasket = true
tandem.currentNumberOfPassengers = 2
tandem.currentSpeed = 22.0
print("Tandem: \(tandem.description)")
let train = Train()
train.makeNoise()
let car = Car()
car.currentSpeed = 25.0
car.gear = 3
print("Car: \(car.description)")
let automatic = AutomaticCar()
automatic.currentSpeed = 35.0
print("AutomaticCar: \(automatic.description)")
print(bicycle is Vehicle, (bicycle as Vehicle) is Tandem, [train, car].count)
print(Train())

final class Ticket {
    let number: Int
    init(number: Int) { self.number = number }
    deinit { print("Ticket \(number) is being deinitialized") }
}
var ticket: Ticket? = Ticket(number: 7)
print("made", ticket!.number)
ticket = nil
print("done")
