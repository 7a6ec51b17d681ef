// NumberFormatter as shopping-cart, grade-book and report exercises use it (Linux locale defaults).
import Foundation

struct Item {
    let name: String
    let price: Double
    let quantity: Int
}

let cart = [Item(name: "Notebook", price: 3.49, quantity: 4), Item(name: "Pen", price: 0.99, quantity: 10),
            Item(name: "Backpack", price: 1249.5, quantity: 1)]
let currency = NumberFormatter()
currency.numberStyle = .currency
currency.locale = Locale(identifier: "en_US")
var total = 0.0
for item in cart {
    let line = item.price * Double(item.quantity)
    total += line
    print("\(item.name): \(currency.string(from: NSNumber(value: line)) ?? "?")")
}
print("Total:", currency.string(from: NSNumber(value: total))!)
print("Refund:", currency.string(from: -12.5)!, currency.string(from: 0.125)!, currency.string(from: 0.135)!)
print(currency.currencySymbol!, currency.minimumFractionDigits, currency.maximumFractionDigits)

let plain = NumberFormatter()
plain.numberStyle = .currency
print(plain.string(from: 19.99)!, plain.string(from: 1e7)!)
plain.currencySymbol = "€"
print(plain.string(from: 5)!)

let decimal = NumberFormatter()
decimal.numberStyle = .decimal
print(decimal.string(from: 1234567)!, decimal.string(from: 1234567.891)!, decimal.string(from: -1234.5678)!)
print(decimal.string(from: 0.0005)!, decimal.string(from: 1.0005)!, decimal.string(from: 2.0015)!, decimal.string(from: 1e20)!)
decimal.maximumFractionDigits = 2
print(decimal.string(from: NSNumber(value: Double.pi))!)
decimal.minimumFractionDigits = 2
print(decimal.string(from: 3.1)!, decimal.string(from: NSNumber(value: Double.pi))!)
decimal.usesGroupingSeparator = false
print(decimal.string(from: 98765.4)!)

let grades = [88.333, 92.5, 79.0, 100.0]
let twoPlaces = NumberFormatter()
twoPlaces.minimumFractionDigits = 2
twoPlaces.maximumFractionDigits = 2
for grade in grades {
    print(twoPlaces.string(from: NSNumber(value: grade))!, terminator: " ")
}
print()
let whole = NumberFormatter()
print(whole.string(from: 2.5)!, whole.string(from: 3.5)!, whole.string(from: 1234567)!, whole.string(from: -0.4)!)

let percent = NumberFormatter()
percent.numberStyle = .percent
print(percent.string(from: 0.256)!, percent.string(from: 1.5)!, percent.string(from: 0.005)!)
percent.minimumFractionDigits = 1
print(percent.string(from: 0.12345)!, percent.string(from: -0.005)!)

let words = NumberFormatter()
words.numberStyle = .spellOut
for n in [0, 7, 13, 21, 99, 100, 115, 1000, 1001, 12345, 2500000, -5] {
    print(n, words.string(from: NSNumber(value: n))!)
}
print(words.string(from: 3.25)!)
let ordinal = NumberFormatter()
ordinal.numberStyle = .ordinal
print([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map { ordinal.string(from: NSNumber(value: $0))! })

print(NumberFormatter.localizedString(from: 1234.5, number: .decimal))
print(NumberFormatter.localizedString(from: NSNumber(value: 0.5), number: .percent))
let padded = NumberFormatter()
padded.minimumIntegerDigits = 3
print(padded.string(from: 7)!, padded.string(from: 1234)!)
let n = NSNumber(value: 42)
print(n, n.doubleValue, n.intValue, NSNumber(value: 2.5))
let posix = NumberFormatter()
posix.numberStyle = .decimal
posix.locale = Locale(identifier: "en_US_POSIX")
print(posix.string(from: 1234567.5)!)
let reader = NumberFormatter()
reader.numberStyle = .decimal
print(reader.number(from: "1,234.5") as Any, reader.number(from: "42") as Any, reader.number(from: "abc") as Any)
if let parsed = reader.number(from: "3.0") { print(parsed, parsed.doubleValue + 1) }
print(currency.number(from: "$1,234.50") as Any, currency.number(from: "12") as Any)
for big in [999_999_999_999_999_999, 1_000_000_000_000_000_000, Int.min, 1_234_567_890_123] {
    print(words.string(from: NSNumber(value: big))!)
}
let quantity = 1200
print(decimal.string(from: total as NSNumber)!, decimal.string(from: quantity as NSNumber)!)
let boxed: NSNumber = 5
print(boxed, (3.5 as NSNumber).intValue, (Double.pi as NSNumber).doubleValue)
