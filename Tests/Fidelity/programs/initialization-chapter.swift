struct Celsius {
    var temperatureInCelsius: Double
    init(fromFahrenheit fahrenheit: Double) { temperatureInCelsius = (fahrenheit - 32.0) / 1.8 }
    init(fromKelvin kelvin: Double) { temperatureInCelsius = kelvin - 273.15 }
    init(_ celsius: Double) { temperatureInCelsius = celsius }
}
print(Celsius(fromFahrenheit: 212.0).temperatureInCelsius, Celsius(fromKelvin: 273.15).temperatureInCelsius, Celsius(37.0))
struct Color { let red, green, blue: Double
    init(red: Double, green: Double, blue: Double) { self.red = red; self.green = green; self.blue = blue }
    init(white: Double) { red = white; green = white; blue = white } }
print(Color(red: 1.0, green: 0.0, blue: 1.0), Color(white: 0.5))
class SurveyQuestion {
    let text: String
    var response: String?
    init(text: String) { self.text = text }
    func ask() { print(text) }
}
let cheeseQuestion = SurveyQuestion(text: "Do you like cheese?")
cheeseQuestion.ask()
cheeseQuestion.response = "Yes, I do like cheese."
print(cheeseQuestion.response ?? "")
struct Size { var width = 0.0, height = 0.0 }
struct Point { var x = 0.0, y = 0.0 }
struct Rect {
    var origin = Point()
    var size = Size()
    init() {}
    init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    init(center: Point, size: Size) {
        let originX = center.x - (size.width / 2)
        let originY = center.y - (size.height / 2)
        self.init(origin: Point(x: originX, y: originY), size: size)
    }
}
print(Rect(), Rect(center: Point(x: 4.0, y: 4.0), size: Size(width: 3.0, height: 3.0)))
print(Size(width: 2.0), Size(height: 2.0), Size())
class Vehicle {
    var numberOfWheels = 0
    var description: String { return "\(numberOfWheels) wheel(s)" }
}
class Bicycle: Vehicle {
    override init() { super.init(); numberOfWheels = 2 }
}
print("Bicycle: \(Bicycle().description)")
class Hoverboard: Vehicle {
    var color: String
    init(color: String) { self.color = color }
    override var description: String { return "\(super.description) in a beautiful \(color)" }
}
print("Hoverboard: \(Hoverboard(color: "silver").description)")
class Food {
    var name: String
    init(name: String) { self.name = name }
    convenience init() { self.init(name: "[Unnamed]") }
}
class RecipeIngredient: Food {
    var quantity: Int
    init(name: String, quantity: Int) { self.quantity = quantity; super.init(name: name) }
    override convenience init(name: String) { self.init(name: name, quantity: 1) }
}
class ShoppingListItem: RecipeIngredient {
    var purchased = false
    var description: String {
        var output = "\(quantity) x \(name)"
        output += purchased ? " ✔" : " ✘"
        return output
    }
}
var breakfastList = [ShoppingListItem(), ShoppingListItem(name: "Bacon"), ShoppingListItem(name: "Eggs", quantity: 6)]
breakfastList[0].name = "Orange juice"
breakfastList[0].purchased = true
for item in breakfastList { print(item.description) }
struct Animal {
    let species: String
    init?(species: String) { if species.isEmpty { return nil }; self.species = species }
}
let someCreature = Animal(species: "Giraffe")
if let giraffe = someCreature { print("An animal was initialized with a species of \(giraffe.species)") }
if Animal(species: "") == nil { print("The anonymous creature couldn't be initialized") }
enum TemperatureUnit {
    case kelvin, celsius, fahrenheit
    init?(symbol: Character) {
        switch symbol {
        case "K": self = .kelvin
        case "C": self = .celsius
        case "F": self = .fahrenheit
        default: return nil
        }
    }
}
print(TemperatureUnit(symbol: "F") as Any, TemperatureUnit(symbol: "X") as Any)
enum TemperatureUnit2: Character { case kelvin = "K", celsius = "C", fahrenheit = "F" }
print(TemperatureUnit2(rawValue: "F") != nil, TemperatureUnit2(rawValue: "X") == nil)
class Product {
    let name: String
    init?(name: String) { if name.isEmpty { return nil }; self.name = name }
}
class CartItem: Product {
    let quantity: Int
    init?(name: String, quantity: Int) {
        if quantity < 1 { return nil }
        self.quantity = quantity
        super.init(name: name)
    }
}
if let twoSocks = CartItem(name: "sock", quantity: 2) { print("Item: \(twoSocks.name), quantity: \(twoSocks.quantity)") }
if let zeroShirts = CartItem(name: "shirt", quantity: 0) { print("Item: \(zeroShirts.name)") } else { print("Unable to initialize zero shirts") }
if let oneUnnamed = CartItem(name: "", quantity: 1) { print(oneUnnamed.name) } else { print("Unable to initialize one unnamed product") }
class Document {
    var name: String?
    init() {}
    init?(name: String) { if name.isEmpty { return nil }; self.name = name }
}
class AutomaticallyNamedDocument: Document {
    override init() { super.init(); self.name = "[Untitled]" }
    override init(name: String) {
        super.init()
        if name.isEmpty { self.name = "[Untitled]" } else { self.name = name }
    }
}
class UntitledDocument: Document {
    override init() { super.init(name: "[Untitled]")! }
}
print(AutomaticallyNamedDocument(name: "").name!, UntitledDocument().name!)
class SomeClass { required init() {} }
class SomeSubclass: SomeClass { required init() { super.init(); print("sub") } }
_ = SomeSubclass()
struct Chessboard {
    let boardColors: [Bool] = {
        var temporaryBoard: [Bool] = []
        var isBlack = false
        for i in 1...8 {
            for j in 1...8 { temporaryBoard.append(isBlack); isBlack = !isBlack }
            isBlack = !isBlack
        }
        return temporaryBoard
    }()
    func squareIsBlackAt(row: Int, column: Int) -> Bool { return boardColors[(row * 8) + column] }
}
let board = Chessboard()
print(board.squareIsBlackAt(row: 0, column: 1), board.squareIsBlackAt(row: 7, column: 7))
class Bank { deinit { print("bank gone") } }
var bank: Bank? = Bank()
bank = nil
print("end")
