// Measurement in temperature tables and unit-conversion exercises.
import Foundation

print("Celsius  Fahrenheit  Kelvin")
for celsius in stride(from: -10.0, through: 40.0, by: 10.0) {
    let temperature = Measurement(value: celsius, unit: UnitTemperature.celsius)
    let fahrenheit = temperature.converted(to: .fahrenheit)
    print(String(format: "%7.1f  %10.1f  %6.2f", temperature.value, fahrenheit.value, temperature.converted(to: .kelvin).value))
}
let body = Measurement(value: 98.6, unit: UnitTemperature.fahrenheit)
print(body, body.converted(to: .celsius), Measurement(value: 25, unit: UnitTemperature.celsius).converted(to: .fahrenheit))
let run = Measurement(value: 5, unit: UnitLength.kilometers)
print(run.converted(to: .miles), run.converted(to: .meters).value, run + Measurement(value: 500, unit: UnitLength.meters))
for unit in [UnitLength.meters, .kilometers, .centimeters, .millimeters, .miles, .feet, .inches, .yards] {
    print(unit.symbol, Measurement(value: 1, unit: unit).converted(to: .meters).value)
}
let bag = Measurement(value: 2.5, unit: UnitMass.kilograms)
print(bag.converted(to: .pounds), bag.converted(to: .ounces), bag.converted(to: .grams))
let movie = Measurement(value: 135, unit: UnitDuration.minutes)
print(movie.converted(to: .hours), movie.converted(to: .seconds), movie.unit.symbol)
let board = Measurement(value: 3, unit: UnitLength.feet)
print(board * 2, 2 * board, board / 2, board - Measurement(value: 1, unit: UnitLength.feet))
print(board == Measurement(value: 36, unit: UnitLength.inches), board < Measurement(value: 1, unit: UnitLength.meters))
var plank = board
plank.convert(to: .inches)
plank.value += 1
print(plank, plank.unit == UnitLength.inches, type(of: plank))
let lengths = [Measurement(value: 2, unit: UnitLength.meters), Measurement(value: 150, unit: UnitLength.centimeters),
               Measurement(value: 1, unit: UnitLength.yards)]
print(lengths.sorted(), lengths.max()!)
