enum CompassPoint { case north, south, east, west }
var directionToHead = CompassPoint.west
directionToHead = .east
switch directionToHead {
case .north: print("Lots of planets have a north")
case .south: print("Watch out for penguins")
case .east: print("Where the sun rises")
case .west: print("Where the skies are blue")
}
enum Beverage: CaseIterable { case coffee, tea, juice }
let numberOfChoices = Beverage.allCases.count
print("\(numberOfChoices) beverages available")
for beverage in Beverage.allCases { print(beverage) }
enum Barcode {
    case upc(Int, Int, Int, Int)
    case qrCode(String)
}
var productBarcode = Barcode.upc(8, 85909, 51226, 3)
productBarcode = .qrCode("ABCDEFGHIJKLMNOP")
switch productBarcode {
case .upc(let numberSystem, let manufacturer, let product, let check):
    print("UPC: \(numberSystem), \(manufacturer), \(product), \(check).")
case .qrCode(let productCode):
    print("QR code: \(productCode).")
}
enum ASCIIControlCharacter: Character { case tab = "\t", lineFeed = "\n", carriageReturn = "\r" }
enum Planet: Int { case mercury = 1, venus, earth, mars, jupiter, saturn, uranus, neptune }
enum CompassPoint2: String { case north, south, east, west }
let earthsOrder = Planet.earth.rawValue
let sunsetDirection = CompassPoint2.west.rawValue
print(earthsOrder, sunsetDirection, ASCIIControlCharacter.tab.rawValue == "\t")
let possiblePlanet = Planet(rawValue: 7)
print(possiblePlanet as Any)
let positionToFind = 11
if let somePlanet = Planet(rawValue: positionToFind) {
    switch somePlanet {
    case .earth: print("Mostly harmless")
    default: print("Not a safe place for humans")
    }
} else {
    print("There isn't a planet at position \(positionToFind)")
}
enum Suit: String, CaseIterable, Comparable {
    case clubs, diamonds, hearts, spades
    static func < (a: Suit, b: Suit) -> Bool { a.rawValue < b.rawValue }
    var symbol: String {
        switch self { case .clubs: "♣"; case .diamonds: "♦"; case .hearts: "♥"; case .spades: "♠" }
    }
    var isRed: Bool { self == .diamonds || self == .hearts }
}
print(Suit.allCases.map(\.symbol).joined(), Suit.allCases.filter(\.isRed), Suit.hearts < .spades, Suit.allCases.max()!)
enum Status: Equatable { case active(since: Int), inactive }
let s1 = Status.active(since: 2020)
print(s1 == .active(since: 2020), s1 != .inactive)
if case .active(let year) = s1, year > 2000 { print("active since", year) }
let statuses: [Status] = [.inactive, .active(since: 1), .inactive]
print(statuses.filter { if case .inactive = $0 { return true } else { return false } }.count)
enum Temperature { case celsius(Double), fahrenheit(Double)
    var inCelsius: Double { switch self { case .celsius(let c): return c; case .fahrenheit(let f): return (f - 32) * 5 / 9 } } }
print(Temperature.fahrenheit(212).inCelsius, Temperature.celsius(5))
print(Planet.mars, Planet.mars.rawValue, "\(Planet.venus)", String(describing: Planet.earth), Planet(rawValue: 3)!)
func sign(of number: Int) -> String {
    if number > 0 { "positive" } else if number < 0 { "negative" } else { "zero" }
}
let describe: (Int) -> String = { value in
    switch value {
    case 0: "none"
    case 1...9: "few"
    default: "many"
    }
}
print(sign(of: -3), sign(of: 0), [0, 5, 50].map(describe))
