// Error handling: throwing functions, do/catch with patterns, try?, try!, defer, rethrows.
enum VendingMachineError: Error {
    case invalidSelection
    case insufficientFunds(coinsNeeded: Int)
    case outOfStock
}
struct Item {
    var price: Int
    var count: Int
}
class VendingMachine {
    var inventory = [
        "Candy Bar": Item(price: 12, count: 7),
        "Chips": Item(price: 10, count: 4),
        "Pretzels": Item(price: 7, count: 11),
    ]
    var coinsDeposited = 0
    func vend(itemNamed name: String) throws {
        guard let item = inventory[name] else {
            throw VendingMachineError.invalidSelection
        }
        guard item.count > 0 else {
            throw VendingMachineError.outOfStock
        }
        guard item.price <= coinsDeposited else {
            throw VendingMachineError.insufficientFunds(coinsNeeded: item.price - coinsDeposited)
        }
        coinsDeposited -= item.price
        var newItem = item
        newItem.count -= 1
        inventory[name] = newItem
        print("Dispensing \(name)")
    }
}
let vendingMachine = VendingMachine()
vendingMachine.coinsDeposited = 8
do {
    try vendingMachine.vend(itemNamed: "Candy Bar")
    print("Success! Yum.")
} catch VendingMachineError.invalidSelection {
    print("Invalid Selection.")
} catch VendingMachineError.outOfStock {
    print("Out of Stock.")
} catch VendingMachineError.insufficientFunds(let coinsNeeded) {
    print("Insufficient funds. Please insert an additional \(coinsNeeded) coins.")
} catch {
    print("Unexpected error: \(error).")
}
func nourish(with item: String) throws {
    do {
        try vendingMachine.vend(itemNamed: item)
    } catch is VendingMachineError {
        print("Couldn't buy that from the vending machine.")
    }
}
do {
    try nourish(with: "Beet-Flavored Chips")
} catch {
    print("Unexpected non-vending-machine-related error: \(error)")
}
vendingMachine.coinsDeposited = 20
try? vendingMachine.vend(itemNamed: "Chips")
do {
    try vendingMachine.vend(itemNamed: "Nothing")
} catch let error as VendingMachineError {
    print("caught", error)
}

struct ParseError: Error, CustomStringConvertible {
    let line: Int
    var description: String { "parse error on line \(line)" }
}
func parse(_ text: String) throws -> Int {
    guard let value = Int(text) else { throw ParseError(line: 3) }
    return value
}
print(try? parse("12") as Any, try? parse("x") as Any)
print(try! parse("5"))
do {
    _ = try parse("oops")
} catch let error as ParseError where error.line > 1 {
    print(error, error.line)
}
func process() {
    defer { print("cleanup 1") }
    defer { print("cleanup 2") }
    print("working")
}
process()
func firstPositive(_ values: [Int]) -> Int? {
    defer { print("checked \(values.count) values") }
    for value in values where value > 0 { return value }
    return nil
}
print(firstPositive([-1, 4, 5]) as Any)
func apply(_ values: [Int], _ transform: (Int) throws -> Int) rethrows -> [Int] {
    try values.map(transform)
}
print(apply([1, 2]) { $0 * 10 })
do {
    _ = try apply([1, -2]) { value in
        if value < 0 { throw ParseError(line: value) }
        return value
    }
} catch {
    print("failed:", error)
}
