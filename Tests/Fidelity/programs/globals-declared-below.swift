// Top-level variables are visible to every function and method of the file, wherever they
// are declared: a class, a struct's method, a function and a closure written above them.
class Counter {
    func bump() { total += 1 }
    func report() -> String { "total is \(total), step \(step)" }
}
struct Scorer {
    func score(_ points: Int) -> Int { points * multiplier + bonus }
}
func double() { total *= 2 }
func names() -> [String] { roster.map { $0.uppercased() } }
var total = 10
let step = 3
var multiplier = 2, bonus = 5
var roster = ["ann", "bob"]
Counter().bump()
print(total)
double()
print(total, Counter().report())
print(Scorer().score(4))
multiplier = 10
print(Scorer().score(4))
roster.append("cy")
print(names())
let (width, height) = (3, 4)
func area() -> Int { width * height }
print(area())
