// Key paths read and written through subscripts, with nested properties and array elements.
struct Address { var city: String }
struct Person {
    var name: String
    var address: Address
    var scores: [Int]
}
var ada = Person(name: "Ada", address: Address(city: "London"), scores: [90, 85])
let cityPath = \Person.address.city
print(ada[keyPath: cityPath])
ada[keyPath: cityPath] = "Paris"
ada[keyPath: \Person.scores[1]] = 99
ada[keyPath: \.name] = "Ada L."
print(ada)
let people = [ada, Person(name: "Alan", address: Address(city: "Wilmslow"), scores: [])]
print(people.map(\.address.city), people.map(\.scores.count))
print(people.sorted { $0[keyPath: \.name] > $1[keyPath: \.name] }.map(\.name))
