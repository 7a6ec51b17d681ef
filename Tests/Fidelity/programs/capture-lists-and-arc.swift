class HTMLElement {
    let name: String
    let text: String?
    lazy var asHTML: () -> String = { [unowned self] in
        if let text = self.text { return "<\(self.name)>\(text)</\(self.name)>" }
        return "<\(self.name) />"
    }
    init(name: String, text: String? = nil) { self.name = name; self.text = text }
    deinit { print("\(name) is being deinitialized") }
}
let heading = HTMLElement(name: "h1")
let defaultText = "some default text"
heading.asHTML = { return "<\(heading.name)>\(heading.text ?? defaultText)</\(heading.name)>" }
print(heading.asHTML())
var paragraph: HTMLElement? = HTMLElement(name: "p", text: "hello, world")
print(paragraph!.asHTML())
paragraph = nil
class Person {
    let name: String
    init(name: String) { self.name = name }
    var apartment: Apartment?
    deinit { print("\(name) is being deinitialized") }
}
class Apartment {
    let unit: String
    init(unit: String) { self.unit = unit }
    weak var tenant: Person?
    deinit { print("Apartment \(unit) is being deinitialized") }
}
var john: Person? = Person(name: "John Appleseed")
var unit4A: Apartment? = Apartment(unit: "4A")
john!.apartment = unit4A
unit4A!.tenant = john
john = nil
print(unit4A!.tenant as Any)
unit4A = nil
class Customer {
    let name: String
    var card: CreditCard?
    init(name: String) { self.name = name }
    deinit { print("\(name) is being deinitialized") }
}
class CreditCard {
    let number: UInt64
    unowned let customer: Customer
    init(number: UInt64, customer: Customer) { self.number = number; self.customer = customer }
    deinit { print("Card #\(number) is being deinitialized") }
}
var johnC: Customer? = Customer(name: "John Appleseed")
johnC!.card = CreditCard(number: 1234_5678_9012_3456, customer: johnC!)
johnC = nil
class Timer2 {
    var handler: (() -> Void)?
    var count = 0
    func start() { handler = { [weak self] in self?.count += 1 } }
    deinit { print("timer gone") }
}
var t: Timer2? = Timer2()
t!.start(); t!.handler!(); print(t!.count)
t = nil
func makeCounter() -> () -> Int { var c = 0; return { c += 1; return c } }
let c1 = makeCounter(), c2 = makeCounter()
print(c1(), c1(), c2())
var handlers: [() -> Void] = []
for i in 1...3 { handlers.append { print("handler", i) } }
handlers.forEach { $0() }
class Downloader {
    var onDone: ((String) -> Void)?
    let name: String
    init(name: String) { self.name = name }
    func start() {
        onDone = { [weak self] result in
            guard let self else { print("gone"); return }
            print(self.name, "got", result)
        }
    }
    func startUnowned() -> () -> String { { [unowned self] in self.name.uppercased() } }
    deinit { print("deinit", name) }
}
var d: Downloader? = Downloader(name: "a")
d!.start()
let callback = d!.onDone!
callback("file")
d = nil
callback("late")
let total = 10
var e: Downloader? = Downloader(name: "b")
let reader = { [weak e] in print(e?.name ?? "nil", total) }
reader()
e = nil
reader()
var f: Downloader? = Downloader(name: "c")
let shout = f!.startUnowned()
print(shout())
f = nil
print("done")
