// Overloads that differ only in their result type, called as an operand: the operator and the
// other operand choose the one for which the expression type-checks.
func make() -> Int { 42 }
func make() -> String { "forty-two" }
let sum = make() + 1
print(sum, type(of: sum))
let joined = make() + "!"
print(joined)
let left = 1 + make()
print(left)
let factor = 5
print(make() * factor)
let word = "w"
print(make() + word)
print(make() == 42, make() == "forty-two")
print(make() < 50, make() != "other")
func value() -> Double { 1.5 }
func value() -> String { "v" }
print(value() + 1, value() * 2.0, value() + "x")
func amount() -> Int { 7 }
func amount() -> Double { 0.5 }
print(amount() + 1, amount() + 1.5)
print(type(of: amount() - 2), type(of: amount() / 2.0))
struct Maker {
    func build() -> Int { 3 }
    func build() -> String { "three" }
}
let maker = Maker()
let built: Int = maker.build()
let named: String = maker.build()
print(built, named)
print(maker.build() + 10, maker.build() + " items")
