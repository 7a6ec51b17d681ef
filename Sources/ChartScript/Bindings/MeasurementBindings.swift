/// Foundation's `Measurement` with the units temperature tables and unit-conversion exercises
/// use (`UnitTemperature`, `UnitLength`, `UnitMass`, `UnitDuration`): `Measurement(value:unit:)`,
/// `value`, `unit`, `converted(to:)`, `convert(to:)`, `+`, `-`, `*` and `/` by a number, and
/// comparisons, printed as Foundation prints them (`25.0 °C`).
enum MeasurementBindings {
    /// The binding table's name for the measurement initializer.
    static let typeName = "Measurement"

    /// The binding table's name of measurements of a dimension, as `type(of:)` names them.
    static func typeName(of dimension: String) -> String { "Measurement<\(dimension)>" }

    static func register(in table: BindingTable) {
        for (dimension, units) in MeasurementUnit.all {
            let unitType = table.type(dimension, doc("class \(dimension)", "The units of \(dimension.dropFirst(4).lowercased()) Measurement knows.", "\(dimension).\(units[1].name)"))
            unitType.describe = { payload in (payload as? MeasurementUnit)?.symbol ?? dimension }
            for unit in units {
                unitType.addStatic(unit.name, unitValue(unit), doc("static var \(unit.name): \(dimension)", "The unit \(unit.symbol).", "\(dimension).\(unit.name)"))
            }
            unitType.addProperty("symbol", type: "String", doc("var symbol: String", "The unit's symbol, such as km or °C.", "\(dimension).\(units[1].name).symbol")) { receiver in
                guard case .native(let box) = receiver, let unit = box.payload as? MeasurementUnit else { throw ScriptError.typeMismatch("expected a unit") }
                return .string(unit.symbol)
            }
            registerMeasurement(of: dimension, in: table)
        }
        let type = table.type(typeName, doc("struct Measurement",
            "A value in a unit (Foundation): Measurement(value: 25, unit: UnitTemperature.celsius).",
            "Measurement(value: 5, unit: UnitLength.kilometers).converted(to: .miles)"))
        type.addInitializer([param("value", "Double"), param("unit", "Any")], doc("init(value: Double, unit: UnitType)",
            "The value in the unit.", "Measurement(value: 25, unit: UnitTemperature.celsius)")) { arguments, _ in
            let unitArgument = try arguments.value(1)
            guard case .native(let box) = unitArgument, let unit = box.payload as? MeasurementUnit else {
                throw ScriptError.typeMismatch("Measurement(value:unit:) takes a unit such as UnitLength.meters, not \(unitArgument.typeName)")
            }
            return value(MeasurementValue(value: try arguments.double(0), unit: unit))
        }
    }

    private static func registerMeasurement(of dimension: String, in table: BindingTable) {
        let name = typeName(of: dimension)
        let type = table.type(name, doc("struct \(name)", "A value in a unit of \(dimension).", "Measurement(value: 1, unit: \(dimension).\(MeasurementUnit.all[dimension]?.first?.name ?? ""))"))
        type.describe = { payload in (payload as? MeasurementValue)?.description ?? name }
        type.addProperty("value", type: "Double", doc("var value: Double", "The number of units.", "distance.value"), get: { receiver in
            .double(try measurement(receiver).value)
        }, set: { receiver, newValue in
            var changed = try measurement(receiver)
            guard let number = newValue.asDouble else { throw ScriptError.typeMismatch("value is a Double, not \(newValue.typeName)") }
            changed.value = number
            receiver = value(changed)
        })
        type.addProperty("unit", type: dimension, doc("var unit: \(dimension)", "The unit.", "distance.unit.symbol")) { receiver in
            unitValue(try measurement(receiver).unit)
        }
        type.addProperty("description", type: "String", doc("var description: String", "The value and the unit's symbol: 25.0 °C.", "distance.description")) { receiver in
            .string(try measurement(receiver).description)
        }
        type.addMethod("converted", [param("to", dimension)], doc("func converted(to unit: \(dimension)) -> Measurement<\(dimension)>",
            "The same amount in another unit.", "temperature.converted(to: .fahrenheit)")) { receiver, arguments, _ in
            let current = try measurement(receiver)
            return value(current.converted(to: try unit(try arguments.value(0), like: current)))
        }
        type.addMethod("convert", [param("to", dimension)], isMutating: true, doc("mutating func convert(to unit: \(dimension))",
            "Changes the measurement to another unit, keeping the amount.", "distance.convert(to: .miles)")) { receiver, arguments, _ in
            let current = try measurement(receiver)
            receiver = value(current.converted(to: try unit(try arguments.value(0), like: current)))
            return .void
        }
    }

    /// A measurement as a cell value.
    static func value(_ measurement: MeasurementValue) -> Value {
        .native(NativeBox(typeName: typeName(of: measurement.unit.dimension), payload: measurement))
    }

    private static func unitValue(_ unit: MeasurementUnit) -> Value {
        .native(NativeBox(typeName: unit.dimension, payload: unit))
    }

    private static func measurement(_ value: Value) throws -> MeasurementValue {
        guard case .native(let box) = value, let measurement = box.payload as? MeasurementValue else {
            throw ScriptError.typeMismatch("expected a Measurement, not \(value.typeName)")
        }
        return measurement
    }

    /// A unit of the measurement's dimension, written as a value or as `.fahrenheit`.
    private static func unit(_ value: Value, like measurement: MeasurementValue) throws -> MeasurementUnit {
        let dimension = measurement.unit.dimension
        if case .implicitMember(let name) = value, let unit = MeasurementUnit.all[dimension]?.first(where: { $0.name == name }) { return unit }
        guard case .native(let box) = value, let unit = box.payload as? MeasurementUnit, unit.dimension == dimension else {
            throw ScriptError.typeMismatch("a Measurement<\(dimension)> converts to a unit of \(dimension), not \(value.typeName)")
        }
        return unit
    }
}

/// The operators of measurements: `+` and `-` of two of a dimension (in the first's unit when
/// both share it, else in the base unit, as Foundation does), `*` and `/` by a number, and the
/// comparisons, by the values in the base unit.
enum MeasurementArithmetic {
    /// The result of `a symbol b` when either is a measurement, or `nil` when neither is.
    static func binary(_ symbol: String, _ a: Value, _ b: Value) throws -> Value? {
        let first = payload(a)
        let second = payload(b)
        guard first != nil || second != nil else { return nil }
        switch (symbol, first, second) {
        case ("+", let x?, let y?), ("-", let x?, let y?):
            guard x.unit.dimension == y.unit.dimension else {
                throw ScriptError.typeMismatch("binary operator '\(symbol)' cannot be applied to Measurement<\(x.unit.dimension)> and Measurement<\(y.unit.dimension)>")
            }
            let sign = symbol == "+" ? 1.0 : -1.0
            if x.unit == y.unit { return MeasurementBindings.value(MeasurementValue(value: x.value + sign * y.value, unit: x.unit)) }
            guard let base = MeasurementUnit.all[x.unit.dimension]?.first else { return nil }
            return MeasurementBindings.value(MeasurementValue(value: x.baseValue + sign * y.baseValue, unit: base))
        case ("*", let x?, nil):
            guard let factor = b.asDouble else { return nil }
            return MeasurementBindings.value(MeasurementValue(value: x.value * factor, unit: x.unit))
        case ("*", nil, let y?):
            guard let factor = a.asDouble else { return nil }
            return MeasurementBindings.value(MeasurementValue(value: factor * y.value, unit: y.unit))
        case ("/", let x?, nil):
            guard let divisor = b.asDouble else { return nil }
            return MeasurementBindings.value(MeasurementValue(value: x.value / divisor, unit: x.unit))
        case ("<", let x?, let y?): return .bool(x.baseValue < y.baseValue)
        case ("<=", let x?, let y?): return .bool(x.baseValue <= y.baseValue)
        case (">", let x?, let y?): return .bool(x.baseValue > y.baseValue)
        case (">=", let x?, let y?): return .bool(x.baseValue >= y.baseValue)
        default: return nil
        }
    }

    private static func payload(_ value: Value) -> MeasurementValue? {
        guard case .native(let box) = value else { return nil }
        return box.payload as? MeasurementValue
    }
}
