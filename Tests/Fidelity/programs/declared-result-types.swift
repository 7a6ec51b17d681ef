// type(of:) of values whose type the declarations give: functions' and methods' results,
// properties, closures stored under a written type, and elements of typed collections.
enum ParseError: Error { case notANumber }
func parse(_ text: String) -> Result<Int, ParseError> {
    if let number = Int(text) { return .success(number) }
    return .failure(.notANumber)
}
let parsed = parse("42")
print(type(of: parsed), type(of: parse("x")))
print(type(of: parse("7").map { $0 * 2 }), type(of: parsed.map { String($0) }))
func lookup() -> Int? { nil }
let found = lookup()
print(type(of: found), type(of: lookup()))
func pair() -> (Int, String) { (1, "one") }
func initial() -> Character { "a" }
func tail() -> Substring { "abc".dropFirst() }
func anything() -> Any { 3 }
func ratio() -> Float { 0.5 }
print(type(of: pair()), type(of: initial()), type(of: tail()), type(of: anything()), type(of: ratio()))
struct Account {
    var balance = 0.0
    var owners: [String] = []
    func firstOwner() -> String? { owners.first }
    var isEmpty: Bool { balance == 0 }
    func ledger() -> [String: Double] { [:] }
    func scaled(by factor: Double) -> Account { Account(balance: balance * factor, owners: owners) }
}
let account = Account(balance: 10, owners: ["ann"])
print(type(of: account.firstOwner()), type(of: account.isEmpty), type(of: account.ledger()))
var doubled = account.scaled(by: 2)
print(doubled.balance, type(of: doubled))
func average(_ values: [Double]) -> Double { values.reduce(0, +) / Double(values.count) }
var mean = average([1, 2, 4])
mean = 3
print(mean)
var balance = account.balance
balance = 5
let prices = [1.5, 2.5]
var cheapest = prices[0]
cheapest = 1
print(balance, cheapest)
let stock = ["pens": 4]
print(type(of: stock["pens"]))
let double = { (x: Int) in x * 2 }
let hello = { print("hello") }
let add: (Int, Int) -> Int = { $0 + $1 }
let steps: [(Int) -> Int] = [{ $0 + 1 }, { $0 * 2 }]
print(type(of: double), type(of: hello), type(of: add), type(of: steps[0]), type(of: steps))
func square(_ x: Int) -> Int { x * x }
let alias = square
print(type(of: square), type(of: alias))
func makeAdder(_ n: Int) -> (Int) -> Int { { $0 + n } }
let addThree = makeAdder(3)
print(type(of: addThree), type(of: makeAdder(1)), addThree(4))
var handler: ((String) -> Void)? = nil
handler = { text in print(text) }
print(type(of: handler), type(of: handler!))
let transforms = ["upper": { (s: String) -> String in s.uppercased() }]
print(type(of: transforms["upper"]!))
struct Formatter { var format: (Int) -> String }
let formatter = Formatter(format: { String($0) })
print(type(of: formatter.format), formatter.format(5))
let ordered: (Int, Int) throws -> Bool = { $0 < $1 }
print(type(of: ordered), type(of: { () -> Double in 1.0 }))
func greet(_ name: String) { print("hi", name) }
func apply(_ f: (Int) -> Int, to value: Int) -> Int { f(value) }
print(type(of: greet), type(of: apply))
func identity<T>(_ value: T) -> T { value }
print(type(of: identity(3)), type(of: identity("s")))
class Animal { func sound() -> String { "..." } }
class Dog: Animal { override func sound() -> String { "woof" } }
func adopt() -> Animal { Dog() }
print(type(of: adopt()), type(of: adopt().sound()))
