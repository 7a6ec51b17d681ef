// Basic Operators, as The Swift Programming Language shows them, with ranges of every kind.
let b = 10
var a = 5
a = b
let (x, y) = (1, 2)
print(a, x, y)
print(1 + 2, 5 - 3, 2 * 3, 10.0 / 2.5, "hello, " + "world")
print(9 % 4, -9 % 4, 9 % -4)
let three = 3
let minusThree = -three
let plusThree = -minusThree
let minusSix = -6
let alsoMinusSix = +minusSix
print(minusThree, plusThree, alsoMinusSix)
var compound = 1
compound += 2
print(compound)
print(1 == 1, 2 != 1, 2 > 1, 1 < 2, 1 >= 1, 2 <= 1)
let name = "world"
if name == "world" {
    print("hello, world")
} else {
    print("I'm sorry \(name), but I don't recognize you")
}
print((1, "zebra") < (2, "apple"), (3, "apple") < (3, "bird"), (4, "dog") == (4, "dog"), ("blue", -1) < ("purple", 1))
let contentHeight = 40
let hasHeader = true
let rowHeight = contentHeight + (hasHeader ? 50 : 20)
print(rowHeight)
let defaultColorName = "red"
var userDefinedColorName: String?
var colorNameToUse = userDefinedColorName ?? defaultColorName
print(colorNameToUse)
userDefinedColorName = "green"
colorNameToUse = userDefinedColorName ?? defaultColorName
print(colorNameToUse)
for index in 1...5 {
    print("\(index) times 5 is \(index * 5)")
}
let names = ["Anna", "Alex", "Brian", "Jack"]
let count = names.count
for i in 0..<count {
    print("Person \(i + 1) is called \(names[i])")
}
for name in names[2...] {
    print(name)
}
for name in names[...2] {
    print(name)
}
for name in names[..<2] {
    print(name)
}
let range = ...5
print(range.contains(7), range.contains(4), range.contains(-1))
let upTo = ..<3
print(upTo.contains(3), upTo.contains(2))
let from = 10...
print(from.contains(10), from.contains(9))
let closed = 1...10
print(closed.contains(10), closed.count, closed.lowerBound, closed.upperBound, closed.isEmpty)
let halfOpen = 0..<0
print(halfOpen.isEmpty, halfOpen.count, (0..<5).contains(5))
let unitInterval = 0.0...1.0
print(unitInterval.contains(0.5), unitInterval.contains(1.5), unitInterval.lowerBound, unitInterval.upperBound, unitInterval)
let letters = "a"..."m"
print(letters.contains("f"), letters.contains("z"), ("a"..."z").contains("q"))
let interval = 0.5..<2.5
print(interval.contains(2.5), interval.contains(0.5), interval)
print(Array(1...4), (1...4).map { $0 * $0 }, (1..<4).reversed().map { $0 }, (0..<10).filter { $0.isMultiple(of: 3) })
let enteredDoorCode = true
let passedRetinaScan = false
let hasDoorKey = false
let knowsOverridePassword = true
if enteredDoorCode && passedRetinaScan || hasDoorKey || knowsOverridePassword {
    print("Welcome!")
} else {
    print("ACCESS DENIED")
}
let allowedEntry = false
if !allowedEntry {
    print("ACCESS DENIED")
}
print(max(1, 2), min(3, 2, 1), max(2.5, 1), abs(-4), (-4).magnitude)
var total = 10
total -= 3
total *= 2
total /= 4
total %= 2
print(total)
let initialBits = 0b00001111
print(initialBits & 0b00111100, initialBits | 0b11110000, initialBits ^ 0b00000101, initialBits << 2, initialBits >> 1)
let pink = 0xCC6699
let redComponent = (pink & 0xFF0000) >> 16
let greenComponent = (pink & 0x00FF00) >> 8
let blueComponent = pink & 0x0000FF
print(redComponent, greenComponent, blueComponent)
var unsignedOverflow = Int.max
unsignedOverflow = unsignedOverflow &+ 1
print(unsignedOverflow, Int.min &- 1, 5 &* 3)
print(String(15, radix: 2), String(0xFF, radix: 16, uppercase: true))
