// Computed and observed variables outside types, and property wrappers on local variables.
var width = 3.0, height = 4.0
var area: Double { width * height }
print(area)
width = 5
print(area)
var side: Double {
    get { width }
    set(newSide) { width = newSide; height = newSide }
}
side = 2
print(area, side)
side += 1
print(area)
var score = 0 {
    willSet { print("about to set score to \(newValue)") }
    didSet(old) { print("score went from \(old) to \(score)") }
}
score = 10
score += 5
var log: [String] = [] { didSet { print("log has \(log.count)") } }
log.append("a")
log.append("b")
@propertyWrapper
struct SmallNumber {
    private var maximum: Int
    private var number: Int
    var wrappedValue: Int {
        get { return number }
        set { number = min(newValue, maximum) }
    }
    init(wrappedValue: Int) {
        maximum = 12
        number = min(wrappedValue, maximum)
    }
}
func someFunction() {
    @SmallNumber var myNumber: Int = 0
    myNumber = 10
    print(myNumber)
    myNumber = 24
    print(myNumber)
    var local = 1 { didSet { print("local now \(local)") } }
    local = 2
    var doubled: Int { local * 2 }
    print(doubled)
}
someFunction()
var w2 = 2
var area2: Int { w2 * w2 }
let f = { area2 + 1 }
w2 = 3
print(f())
var counter = 0 { didSet { print("counter", counter) } }
for i in 1...2 { counter += i }
struct P { var x = 0 }
var p = P() { didSet { print("p changed to", p.x) } }
p.x = 5
var arr = [1] { didSet { print(arr) } }
arr[0] = 9
