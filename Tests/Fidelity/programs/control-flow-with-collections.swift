// Control Flow as The Swift Programming Language writes it, and closures over collections.
let names = ["Chris", "Alex", "Ewa", "Barry", "Daniella"]
var customersInLine = names
print(customersInLine.removeFirst(), customersInLine.remove(at: 1), customersInLine)

let numberOfLegs = ["spider": 8, "ant": 6, "cat": 4]
for (animalName, legCount) in numberOfLegs.sorted(by: { $0.key < $1.key }) {
    print("\(animalName)s have \(legCount) legs")
}
let base = 3
let power = 10
var answer = 1
for _ in 1...power {
    answer *= base
}
print("\(base) to the power of \(power) is \(answer)")
let minutes = 60
let minuteInterval = 5
var ticks: [Int] = []
for tickMark in stride(from: 0, to: minutes, by: minuteInterval) {
    ticks.append(tickMark)
}
print(ticks)
let hours = 12
let hourInterval = 3
for tickMark in stride(from: 3, through: hours, by: hourInterval) {
    print(tickMark, terminator: " ")
}
print()
let finalSquare = 25
var board = [Int](repeating: 0, count: finalSquare + 1)
board[03] = +08; board[06] = +11; board[09] = +09; board[10] = +02
board[14] = -10; board[19] = -11; board[22] = -02; board[24] = -08
var square = 0
var diceRoll = 0
while square < finalSquare {
    diceRoll += 1
    if diceRoll == 7 { diceRoll = 1 }
    square += diceRoll
    if square < board.count {
        square += board[square]
    }
}
print("Game over!", square, diceRoll)
let someCharacter: Character = "z"
switch someCharacter {
case "a":
    print("The first letter of the Latin alphabet")
case "z":
    print("The last letter of the Latin alphabet")
default:
    print("Some other character")
}
let puzzleInput = "great minds think alike"
var puzzleOutput = ""
let charactersToRemove: [Character] = ["a", "e", "i", "o", "u", " "]
for character in puzzleInput {
    if charactersToRemove.contains(character) {
        continue
    }
    puzzleOutput.append(character)
}
print(puzzleOutput)
let numberSymbol: Character = "三"
var possibleIntegerValue: Int?
switch numberSymbol {
case "1", "١", "一", "๑":
    possibleIntegerValue = 1
case "2", "٢", "二", "๒":
    possibleIntegerValue = 2
case "3", "٣", "三", "๓":
    possibleIntegerValue = 3
case "4", "٤", "四", "๔":
    possibleIntegerValue = 4
default:
    break
}
if let integerValue = possibleIntegerValue {
    print("The integer value of \(numberSymbol) is \(integerValue).")
} else {
    print("An integer value couldn't be found for \(numberSymbol).")
}
let integerToDescribe = 5
var description = "The number \(integerToDescribe) is"
switch integerToDescribe {
case 2, 3, 5, 7, 11, 13, 17, 19:
    description += " a prime number, and also"
    fallthrough
default:
    description += " an integer."
}
print(description)
let stringNumbers = ["1", "2", "three", "4"]
let parsed = stringNumbers.compactMap { Int($0) }
let doubled = parsed.map { $0 * 2 }
let sum = doubled.reduce(0, +)
print(parsed, doubled, sum)
let sortedByLength = names.sorted { $0.count == $1.count ? $0 < $1 : $0.count < $1.count }
print(sortedByLength)
let grouped = Dictionary(grouping: names, by: { $0.count })
print(grouped.keys.sorted().map { "\($0): \(grouped[$0]!.sorted())" })
let counter = names.reduce(into: [Character: Int]()) { counts, name in
    counts[name.first!, default: 0] += 1
}
print(counter.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))
