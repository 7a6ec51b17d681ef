// Optionals: Optional(...) printing, nil, map and flatMap, chaining, if let, guard let,
// while let, ??, !, and promotion of values to optionals.
let possibleNumber = "123"
let convertedNumber = Int(possibleNumber)
print(convertedNumber as Any)
if let actualNumber = Int(possibleNumber) {
    print("The string \"\(possibleNumber)\" has an integer value of \(actualNumber)")
}
var serverResponseCode: Int? = 404
serverResponseCode = nil
print(serverResponseCode as Any)
var surveyAnswer: String?
print(surveyAnswer == nil)
surveyAnswer = "yes"
print(surveyAnswer!, surveyAnswer ?? "none")
let s: String? = "abc"
print(s.map { $0.count } as Any, s.flatMap { Int($0) } as Any)
if let firstNumber = Int("4"), let secondNumber = Int("42"), firstNumber < secondNumber && secondNumber < 100 {
    print("\(firstNumber) < \(secondNumber) < 100")
}
func greet(_ person: [String: String]) {
    guard let name = person["name"] else {
        return
    }
    print("Hello \(name)!")
    guard let location = person["location"] else {
        print("I hope the weather is nice near you.")
        return
    }
    print("I hope the weather is nice in \(location).")
}
greet(["name": "John"])
greet(["name": "Jane", "location": "Cupertino"])

class Person {
    var residence: Residence?
}
class Residence {
    var rooms: [String] = []
    var numberOfRooms: Int { rooms.count }
    var address: Address?
    func printNumberOfRooms() { print("The number of rooms is \(numberOfRooms)") }
}
class Address {
    var street: String?
    func buildingIdentifier() -> String? { street.map { "Building on \($0)" } }
}
let john = Person()
if let roomCount = john.residence?.numberOfRooms {
    print("John's residence has \(roomCount) room(s).")
} else {
    print("Unable to retrieve the number of rooms.")
}
john.residence = Residence()
john.residence?.rooms.append("Living Room")
print(john.residence?.numberOfRooms as Any)
john.residence?.printNumberOfRooms()
print(john.residence?.address?.street as Any)
john.residence?.address = Address()
john.residence?.address?.street = "Laurel Street"
print(john.residence?.address?.buildingIdentifier() as Any)
if let id = john.residence?.address?.buildingIdentifier(), id.hasPrefix("Building") {
    print(id)
}
var stack = [1, 2, 3]
while let last = stack.popLast() {
    print(last)
}
let names = ["Anna", "Alex"]
print(names.first as Any, names.last!, [String]().first as Any)
let dict = ["a": 1]
print(dict["a"] as Any, dict["b"] as Any, dict["a"]! + 1)
let maybe: Int? = Int("1")
print(maybe as Any)
