// Overloads that differ only in their result type: the context's type chooses one.
func make() -> Int { 42 }
func make() -> String { "forty-two" }
func make() -> Double { 4.2 }
let number: Int = make()
let text: String = make()
let real: Double = make()
print(number, text, real)
func label(_ value: Int) -> String { "int \(value)" }
func label(_ value: Int) -> [String] { ["list", String(value)] }
let single: String = label(3)
let many: [String] = label(3)
print(single, many)
func takesText(_ value: String) -> String { "got " + value }
print(takesText(make()))
var stored: String = "start"
stored = make()
print(stored)
print(make() as Double)
