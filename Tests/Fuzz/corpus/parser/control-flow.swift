// guard, repeat-while, labelled loops, where on for, if and switch as expressions.
var square = 0
var diceRoll = 0
repeat {
    diceRoll += 1
    square += diceRoll
} while square < 10
print(square, diceRoll)

outer: for i in 1...3 {
    for j in 1...3 {
        if j == 2 { continue outer }
        if i == 3 { break outer }
        print(i, j)
    }
}
for number in 1...10 where number % 3 == 0 {
    print("multiple of three: \(number)")
}
let temperature = 25
let feeling = if temperature > 20 { "warm" } else { "cold" }
print(feeling)
let grade = 85
let letter = switch grade {
case 90...: "A"
case 80..<90: "B"
default: "C"
}
print(letter)
func describe(_ value: Int) -> String {
    guard value >= 0 else { return "negative" }
    return value == 0 ? "zero" : "positive"
}
print(describe(-3), describe(0), describe(8))
var count = 0
while true {
    count += 1
    if count > 3 { break }
}
print(count)
let pair = (name: "Ada", age: 36)
let (name, age) = pair
print(name, age, pair.name, pair.1)
var (x, y) = (1, 2)
(x, y) = (y, x)
print(x, y)
