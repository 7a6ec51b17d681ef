/// A unit of Foundation's `Measurement`, with the symbol and the linear conversion to its
/// dimension's base unit (metres, kilograms, seconds, kelvin) that swift-corelibs Foundation
/// uses, so conversions give its digits (25 °C is 76.99999999999564 °F there too).
struct MeasurementUnit: Hashable {
    /// The dimension's type name: `UnitLength`, `UnitMass`, `UnitDuration`, `UnitTemperature`.
    let dimension: String
    /// The static member that names it (`kilometers`).
    let name: String
    let symbol: String
    let coefficient: Double
    let constant: Double

    /// The value in the dimension's base unit.
    func baseValue(_ value: Double) -> Double { value * coefficient + constant }

    /// The value, given in the base unit, in this unit.
    func value(fromBase base: Double) -> Double { (base - constant) / coefficient }

    /// Every unit the kernel knows, by dimension, base unit first.
    static let all: [String: [MeasurementUnit]] = [
        "UnitLength": [unit("UnitLength", "meters", "m", 1), unit("UnitLength", "kilometers", "km", 1000),
                       unit("UnitLength", "centimeters", "cm", 0.01), unit("UnitLength", "millimeters", "mm", 0.001),
                       unit("UnitLength", "miles", "mi", 1609.34), unit("UnitLength", "feet", "ft", 0.3048),
                       unit("UnitLength", "inches", "in", 0.0254), unit("UnitLength", "yards", "yd", 0.9144)],
        "UnitMass": [unit("UnitMass", "kilograms", "kg", 1), unit("UnitMass", "grams", "g", 0.001),
                     unit("UnitMass", "pounds", "lb", 0.453592), unit("UnitMass", "ounces", "oz", 0.0283495)],
        "UnitDuration": [unit("UnitDuration", "seconds", "s", 1), unit("UnitDuration", "minutes", "m", 60),
                         unit("UnitDuration", "hours", "h", 3600)],
        "UnitTemperature": [unit("UnitTemperature", "kelvin", "K", 1), unit("UnitTemperature", "celsius", "°C", 1, 273.15),
                            unit("UnitTemperature", "fahrenheit", "°F", 0.55555555555556, 255.37222222222427)],
    ]

    private static func unit(_ dimension: String, _ name: String, _ symbol: String, _ coefficient: Double, _ constant: Double = 0) -> MeasurementUnit {
        MeasurementUnit(dimension: dimension, name: name, symbol: symbol, coefficient: coefficient, constant: constant)
    }
}

/// A `Measurement`: a value in a unit. Two measurements are equal when their units are and
/// their values are, or, in different units, when their values in the base unit are.
struct MeasurementValue: Hashable {
    var value: Double
    var unit: MeasurementUnit

    /// The value in the base unit of the dimension.
    var baseValue: Double { unit.baseValue(value) }

    /// The measurement in another unit of its dimension.
    func converted(to target: MeasurementUnit) -> MeasurementValue {
        target == unit ? self : MeasurementValue(value: target.value(fromBase: baseValue), unit: target)
    }

    /// `description` as Foundation writes it: `25.0 °C`.
    var description: String { "\(value) \(unit.symbol)" }

    static func == (a: MeasurementValue, b: MeasurementValue) -> Bool {
        a.unit == b.unit ? a.value == b.value : a.unit.dimension == b.unit.dimension && a.baseValue == b.baseValue
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(unit.dimension)
        hasher.combine(baseValue)
    }
}
