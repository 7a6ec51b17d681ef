// Output functions and strides, as The Basics and Control Flow use them.
print("a", "b", "c", separator: "-")
print("no newline", terminator: "")
print(" then newline")
print(1, 2.5, "three", true, separator: ", ", terminator: ".\n")
print()
print([1, 2], ["a": 1], (1, "x"), separator: " | ")
debugPrint("quoted", 42, [1, 2], "tab\there")
debugPrint("a", "b", separator: "+")
let items: [Any] = [1, "two", 3.0]
print(items)
debugPrint(items)
let optionalName: String? = "Ada"
print(optionalName as Any, optionalName!, optionalName ?? "none")
debugPrint(optionalName as Any)
for tick in stride(from: 0, to: 60, by: 15) {
    print(tick, terminator: " ")
}
print()
for tick in stride(from: 3, through: 12, by: 3) {
    print(tick, terminator: " ")
}
print()
for tick in stride(from: 10, through: 0, by: -5) {
    print(tick, terminator: " ")
}
print()
for x in stride(from: 0.0, to: 1.0, by: 0.25) {
    print(x, terminator: " ")
}
print()
for x in stride(from: 0.0, through: 1.0, by: 0.1) {
    print(x, terminator: " ")
}
print()
print(Array(stride(from: 1.0, through: 2.0, by: 0.5)), stride(from: 0, to: 10, by: 2).map { $0 * $0 })
for i in (1...3).reversed() {
    print(i, terminator: " ")
}
print()
for i in (0..<3).reversed() { print(i) }
print((1...5).map { $0 }, (0..<3).count, (1...5).contains(3), (1..<5).contains(5))
let range = 1...10
print(range.lowerBound, range.upperBound, range.count, range.first!, range.last!, range.isEmpty)
print(range.filter { $0 % 3 == 0 }, range.reduce(0, +), range.min()!, (5..<5).isEmpty)
let halfOpen = 0..<4
print(halfOpen, range, halfOpen.map { $0 * 2 })
let names = ["Anna", "Alex", "Brian", "Jack"]
for name in names[2...] { print(name) }
for name in names[...2] { print(name) }
for name in names[..<2] { print(name) }
let start = names.startIndex, end = names.endIndex
print(start, end, names[start])
let integerPi = 3
let pointOneFour = 0.14159
let pi = Double(integerPi) + pointOneFour
print(pi, Int(pi))
typealias AudioSample = UInt16
print(AudioSample.min, AudioSample.max, UInt8.min, Int64.max)
let http404Error = (404, "Not Found")
let (statusCode, statusMessage) = http404Error
print("The status code is \(statusCode)", statusMessage, http404Error.0, http404Error)
let http200Status = (statusCode: 200, description: "OK")
print(http200Status.statusCode, http200Status.description, http200Status)
let possibleNumber = "123"
let convertedNumber = Int(possibleNumber)
print(convertedNumber as Any, convertedNumber!)
var serverResponseCode: Int? = 404
serverResponseCode = nil
print(serverResponseCode as Any)
print(String(describing: serverResponseCode), "\(String(describing: convertedNumber))")
let defaultColorName = "red"
var userDefinedColorName: String?
print(userDefinedColorName ?? defaultColorName)
let a = (1, "zebra") < (2, "apple"), b = (3, "apple") < (3, "bird"), c = (4, "dog") == (4, "dog")
print(a, b, c)
print(!true, true && false, true || false, 5 > 3 && 2 > 1)
let contentHeight = 40
let hasHeader = true
print(contentHeight + (hasHeader ? 50 : 20))
print(9 % 4, -9 % 4, 8.0.truncatingRemainder(dividingBy: 2.5))
