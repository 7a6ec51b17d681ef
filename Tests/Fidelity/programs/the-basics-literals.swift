// More of the basics: Unicode names, print's separator and terminator, literals in every base
// (hexadecimal floating point too), sized integers, type aliases, tuples, optionals.
let maximumNumberOfLoginAttempts = 10
var currentLoginAttempt = 0
var x = 0.0, y = 0.0, z = 0.0
var welcomeMessage: String
welcomeMessage = "Hello"
var red, green, blue: Double
let π = 3.14159
let 你好 = "你好世界"
print(π, 你好)
var friendlyWelcome = "Hello!"
friendlyWelcome = "Bonjour!"
print(friendlyWelcome, terminator: "")
print(" done")
print("a", "b", separator: "-")
let minValue = UInt8.min
let maxValue = UInt8.max
print(minValue, maxValue)
let decimalInteger = 17
let binaryInteger = 0b10001
let octalInteger = 0o21
let hexadecimalInteger = 0x11
print(decimalInteger, binaryInteger, octalInteger, hexadecimalInteger)
let paddedDouble = 000123.456
let oneMillion = 1_000_000
let justOverOneMillion = 1_000_000.000_000_1
print(paddedDouble, oneMillion, justOverOneMillion, 1.25e2, 0xFp2)
let twoThousand: UInt16 = 2_000
let one: UInt8 = 1
let twoThousandAndOne = twoThousand + UInt16(one)
print(twoThousandAndOne)
let three = 3
let pointOneFourOneFiveNine = 0.14159
let pi = Double(three) + pointOneFourOneFiveNine
let integerPi = Int(pi)
print(pi, integerPi)
typealias AudioSample = UInt16
var maxAmplitudeFound = AudioSample.min
print(maxAmplitudeFound)
let http404Error = (404, "Not Found")
let (statusCode, statusMessage) = http404Error
print("The status code is \(statusCode)")
let (justTheStatusCode, _) = http404Error
print(justTheStatusCode, http404Error.0, http404Error.1)
let http200Status = (statusCode: 200, description: "OK")
print(http200Status.statusCode, http200Status)
let possibleNumber = "123"
let convertedNumber = Int(possibleNumber)
print(convertedNumber as Any)
var serverResponseCode: Int? = 404
serverResponseCode = nil
var surveyAnswer: String?
print(surveyAnswer as Any)
if let actualNumber = Int(possibleNumber) { print("The string \"\(possibleNumber)\" has an integer value of \(actualNumber)") }
let myNumber = Int(possibleNumber)
if let myNumber { print("My number is \(myNumber)") }
if let firstNumber = Int("4"), let secondNumber = Int("42"), firstNumber < secondNumber && secondNumber < 100 { print("\(firstNumber) < \(secondNumber) < 100") }
let name: String? = nil
let greeting = "Hello, " + (name ?? "friend") + "!"
print(greeting)
let age = 3
assert(age >= 0, "A person's age can't be less than zero.")
let cat = "🐱"; print(cat)
