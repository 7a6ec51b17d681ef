// Several names sharing one type annotation, implicitly unwrapped optionals, @autoclosure
// parameters, implicit members beside numbers, and ranges of Doubles written with Int literals.
var a, b, c: Double
a = 1; b = 2; c = 3
print(a + b + c)

var customersInLine = ["Chris", "Alex", "Ewa", "Barry", "Daniella"]
func serve(customer customerProvider: @autoclosure () -> String) {
    print("Now serving \(customerProvider())!")
}
serve(customer: customersInLine.remove(at: 0))
var customerProviders: [() -> String] = []
func collectCustomerProviders(_ customerProvider: @autoclosure @escaping () -> String) {
    customerProviders.append(customerProvider)
}
collectCustomerProviders(customersInLine.remove(at: 0))
collectCustomerProviders(customersInLine.remove(at: 0))
print("Collected \(customerProviders.count) closures.")
for customerProvider in customerProviders {
    print("Now serving \(customerProvider())!")
}
func check(_ value: @autoclosure () -> Double, _ label: String) { print(label, value()) }
check(2 * 3, "six")

let assumed2String: String! = "An implicitly unwrapped optional string."
let implicit2String: String = assumed2String
print(implicit2String)
let optional2String = assumed2String
print(optional2String as Any)
print(assumed2String)
if assumed2String != nil { print(assumed2String!) }
if let definite2String = assumed2String { print(definite2String) }
var countIUO: Int! = 3
print(countIUO + 1, countIUO * 2)
countIUO = nil
print(countIUO == nil)
class Box { var label: String! ; init() {} }
let box = Box()
box.label = "hi"
print(box.label.uppercased())

let angle = 2.0 * .pi
print(angle)

struct Item { let price: Double }
let items = [Item(price: 1.5), Item(price: 2)]
print(items.reduce(0) { $0 + $1.price })

func scale(_ r: ClosedRange<Double>) -> Double { r.upperBound - r.lowerBound }
print(scale(0...4))
let h: Range<Double> = 0..<2
print(h, h.contains(1.5))
let r: ClosedRange<Double> = 0...4
print(r.contains(2.5), r.lowerBound)
print(items.reduce(into: 0) { $0 += $1.price })
