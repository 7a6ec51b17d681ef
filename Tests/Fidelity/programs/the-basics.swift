// The Basics, as The Swift Programming Language introduces constants, numbers, tuples and optionals.
let maximumNumberOfLoginAttempts = 10
var currentLoginAttempt = 0
var x = 0.0, y = 0.0, z = 0.0
var red: Double, green: Double, blue: Double
red = 1; green = 0.5; blue = 0
print(maximumNumberOfLoginAttempts, currentLoginAttempt, x, y, z, red, green, blue)
var friendlyWelcome = "Hello!"
friendlyWelcome = "Bonjour!"
print(friendlyWelcome)
let π = 3.14159
let 你好 = "你好世界"
let dogcow = "dogcow"
print(π, 你好, dogcow)
print("The current value of friendlyWelcome is \(friendlyWelcome)")
let cat = "🐱"; print(cat)
let minValue = UInt8.min
let maxValue = UInt8.max
print(minValue, maxValue, Int32.max, Int64.min, UInt16.max)
let meaningOfLife = 42
let pi = 3.14159
let anotherPi = 3 + 0.14159
print(meaningOfLife, pi, anotherPi)
let decimalInteger = 17
let binaryInteger = 0b10001
let octalInteger = 0o21
let hexadecimalInteger = 0x11
print(decimalInteger, binaryInteger, octalInteger, hexadecimalInteger)
let decimalDouble = 12.1875
let exponentDouble = 1.21875e1
let paddedDouble = 000123.456
let oneMillion = 1_000_000
let justOverOneMillion = 1_000_000.000_000_1
print(decimalDouble, exponentDouble, paddedDouble, oneMillion, justOverOneMillion, 1.25e2, 1.25e-2)
let twoThousand: UInt16 = 2_000
let one: UInt8 = 1
let twoThousandAndOne = twoThousand + UInt16(one)
print(twoThousandAndOne)
let three = 3
let pointOneFourOneFiveNine = 0.14159
let piValue = Double(three) + pointOneFourOneFiveNine
let integerPi = Int(piValue)
print(piValue, integerPi, Int(-3.9), Int(4.75))
typealias AudioSample = UInt16
var maxAmplitudeFound = AudioSample.min
print(maxAmplitudeFound, AudioSample.max)
let orangesAreOrange = true
let turnipsAreDelicious = false
if turnipsAreDelicious {
    print("Mmm, tasty turnips!")
} else {
    print("Eww, turnips are horrible.")
}
print(orangesAreOrange, !orangesAreOrange)
let http404Error = (404, "Not Found")
let (statusCode, statusMessage) = http404Error
print("The status code is \(statusCode)")
print("The status message is \(statusMessage)")
let (justTheStatusCode, _) = http404Error
print("The status code is \(justTheStatusCode)")
print("The status code is \(http404Error.0)")
print("The status message is \(http404Error.1)")
let http200Status = (statusCode: 200, description: "OK")
print("The status code is \(http200Status.statusCode)")
print("The status message is \(http200Status.description)")
print(http404Error, http200Status)
let possibleNumber = "123"
let convertedNumber = Int(possibleNumber)
print(convertedNumber as Any)
var serverResponseCode: Int? = 404
serverResponseCode = nil
var surveyAnswer: String?
print(serverResponseCode as Any, surveyAnswer as Any)
if convertedNumber != nil {
    print("convertedNumber contains some integer value.")
    print("convertedNumber has an integer value of \(convertedNumber!).")
}
if let actualNumber = Int(possibleNumber) {
    print("The string \"\(possibleNumber)\" has an integer value of \(actualNumber)")
} else {
    print("The string \"\(possibleNumber)\" couldn't be converted to an integer")
}
let myNumber = Int(possibleNumber)
if let myNumber {
    print("My number is \(myNumber)")
}
if let firstNumber = Int("4"), let secondNumber = Int("42"), firstNumber < secondNumber && secondNumber < 100 {
    print("\(firstNumber) < \(secondNumber) < 100")
}
let name: String? = nil
let greeting = "Hello, " + (name ?? "friend") + "!"
print(greeting)
let possibleString: String? = "An optional string."
let forcedString: String = possibleString!
print(forcedString)
let age = 3
assert(age >= 0, "A person's age can't be less than zero.")
print(Int.max, Int.min)
print(type(of: 3), type(of: 3.0), type(of: "x"), type(of: true), type(of: [1]), type(of: ["a": 1]))
print(Int("  5") as Any, Int("+5") as Any, Int("-0") as Any, Double("inf") as Any, Double(".5") as Any)
