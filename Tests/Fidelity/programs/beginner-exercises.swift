// Classic exercises from beginner Swift courses, written the way those courses write them.
import Foundation

for i in 1...15 {
    if i % 15 == 0 {
        print("FizzBuzz")
    } else if i % 3 == 0 {
        print("Fizz")
    } else if i % 5 == 0 {
        print("Buzz")
    } else {
        print(i)
    }
}
func factorial(_ n: Int) -> Int {
    return n <= 1 ? 1 : n * factorial(n - 1)
}
print((0...10).map(factorial))
func fibonacci(_ count: Int) -> [Int] {
    var sequence = [0, 1]
    while sequence.count < count {
        sequence.append(sequence[sequence.count - 1] + sequence[sequence.count - 2])
    }
    return Array(sequence.prefix(count))
}
print(fibonacci(12))
func isPrime(_ number: Int) -> Bool {
    if number < 2 { return false }
    for divisor in stride(from: 2, through: Int(Double(number).squareRoot()), by: 1) where number % divisor == 0 {
        return false
    }
    return true
}
print((1...50).filter(isPrime))
func isLeapYear(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
}
print([1900, 2000, 2023, 2024].map { "\($0): \(isLeapYear($0))" })
let temperatures = [22.5, 19.0, 24.8, 30.1, 17.6]
let average = temperatures.reduce(0, +) / Double(temperatures.count)
print("Average: \(average)")
print("Average: \(String(format: "%.1f", average))°C")
print("Max: \(temperatures.max()!), min: \(temperatures.min()!)")
let fahrenheit = temperatures.map { $0 * 9 / 5 + 32 }
print(fahrenheit)
print(fahrenheit.map { String(format: "%.1f", $0) }.joined(separator: ", "))
let sentence = "the quick brown fox jumps over the lazy dog the end"
var wordCounts: [String: Int] = [:]
for word in sentence.split(separator: " ") {
    wordCounts[String(word), default: 0] += 1
}
for (word, count) in wordCounts.sorted(by: { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }).prefix(3) {
    print("\(word): \(count)")
}
let reversedWords = sentence.split(separator: " ").reversed().joined(separator: " ")
print(reversedWords)
print(sentence.split(separator: " ").map { $0.capitalized }.joined(separator: " "))
let words = sentence.split(separator: " ")
let longest = words.max { $0.count < $1.count }!
let shortest = words.min(by: { $0.count < $1.count })!
print(longest, longest.count, shortest, max(0.0, -0.0), min(0.0, -0.0))
func sumOfDigits(_ number: Int) -> Int {
    String(number).compactMap { $0.wholeNumberValue }.reduce(0, +)
}
print(sumOfDigits(98765), sumOfDigits(0))
func digits(of number: Int) -> [Int] {
    var n = abs(number)
    var result: [Int] = []
    repeat {
        result.insert(n % 10, at: 0)
        n /= 10
    } while n > 0
    return result
}
print(digits(of: 4096), digits(of: -37))
var numbers = [64, 34, 25, 12, 22, 11, 90]
for i in 0..<numbers.count {
    for j in 0..<numbers.count - i - 1 where numbers[j] > numbers[j + 1] {
        numbers.swapAt(j, j + 1)
    }
}
print("Sorted: \(numbers)")
func binarySearch(_ values: [Int], for target: Int) -> Int? {
    var low = 0
    var high = values.count - 1
    while low <= high {
        let middle = (low + high) / 2
        if values[middle] == target { return middle }
        if values[middle] < target { low = middle + 1 } else { high = middle - 1 }
    }
    return nil
}
print(binarySearch(numbers, for: 25) as Any, binarySearch(numbers, for: 26) as Any)
let matrix = [[1, 2, 3], [4, 5, 6]]
var transposed = Array(repeating: Array(repeating: 0, count: matrix.count), count: matrix[0].count)
for (r, row) in matrix.enumerated() {
    for (c, value) in row.enumerated() {
        transposed[c][r] = value
    }
}
print(transposed)
let grades = ["Ada": [90, 85, 77], "Alan": [60, 70, 80], "Grace": [100, 95, 98]]
for name in grades.keys.sorted() {
    let scores = grades[name]!
    let mean = Double(scores.reduce(0, +)) / Double(scores.count)
    let letter: String
    switch mean {
    case 90...: letter = "A"
    case 80..<90: letter = "B"
    case 70..<80: letter = "C"
    default: letter = "F"
    }
    print("\(name.padding(toLength: 6, withPad: " ", startingAt: 0))\(String(format: "%6.2f", mean)) \(letter)")
}
let text = "Hello, World! 123"
let uppercaseCount = text.filter { $0.isUppercase }.count
let digitCount = text.filter(\.isNumber).count
let letterCount = text.filter { $0.isLetter }.count
let spaceCount = text.filter { $0 == " " }.count
print(uppercaseCount, digitCount, letterCount, spaceCount)
print(text.lowercased().filter { "aeiou".contains($0) }.count)
let table = (1...3).map { row in (1...3).map { String(format: "%3d", row * $0) }.joined() }
print(table.joined(separator: "\n"))
var balance = 100.0
let transactions = [-20.5, 50, -75.25, 10]
for amount in transactions {
    balance += amount
    print("Balance: $\(String(format: "%.2f", balance))")
}
let celsiusValues = stride(from: -10.0, through: 30.0, by: 10.0)
for c in celsiusValues {
    print("\(c)°C = \(c * 1.8 + 32)°F")
}
let scores = [88, 92, 79, 93, 85]
let sortedScores = scores.sorted(by: >)
print("Top three: \(sortedScores.prefix(3).map(String.init).joined(separator: ", "))")
print("Passed: \(scores.filter { $0 >= 80 }.count) of \(scores.count)")
let initials = ["Grace Hopper", "Alan Turing"].map { $0.split(separator: " ").map { String($0.first!) }.joined() }
print(initials)
var shoppingCart: [(item: String, price: Double)] = [("Apple", 0.5), ("Bread", 2.25)]
shoppingCart.append((item: "Milk", price: 1.2))
let totalPrice = shoppingCart.reduce(0) { $0 + $1.price }
print(shoppingCart.map { $0.item }, totalPrice, String(format: "%.2f", totalPrice))
for (index, entry) in shoppingCart.enumerated() {
    print("\(index + 1). \(entry.item) - $\(entry.price)")
}
let password = "Swift123!"
let hasUpper = password.contains { $0.isUppercase }
let hasDigit = password.contains(where: { $0.isNumber })
let hasSymbol = password.rangeOfCharacter(from: .punctuationCharacters) != nil
print(password.count >= 8 && hasUpper && hasDigit, hasSymbol)
var countdown = 3
while countdown > 0 {
    print("\(countdown)...")
    countdown -= 1
}
print("Liftoff!")
let anagramA = "listen", anagramB = "silent"
print(anagramA.sorted() == anagramB.sorted(), String(anagramA.sorted()))
let romanValues = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
func roman(_ number: Int) -> String {
    var remaining = number
    var result = ""
    for (value, symbol) in romanValues {
        while remaining >= value {
            result += symbol
            remaining -= value
        }
    }
    return result
}
print(roman(1994), roman(2024), roman(4))
