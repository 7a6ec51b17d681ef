/// Foundation's `DateComponents`: `DateComponents(year: 2024, month: 2, day: 29)`, its optional
/// fields, and its description as Foundation prints it (`year: 2024 month: 2 day: 29 `).
enum DateComponentsBindings {
    /// The binding table's name for date components.
    static let typeName = "DateComponents"

    /// The fields the kernel's DateComponents carry, in the order Foundation describes them.
    static let fieldUnits: [CalendarArithmetic.Unit] = [.era, .year, .month, .day, .hour, .minute, .second, .nanosecond,
                                                        .weekday, .weekdayOrdinal, .quarter, .weekOfMonth, .weekOfYear,
                                                        .yearForWeekOfYear, .dayOfYear]

    /// A DateComponents value.
    struct Components: Hashable {
        var values: [CalendarArithmetic.Unit: Int] = [:]
        var timeZone: TimeZoneValue?
        /// Set (false) on the components a calendar reads from a date, which describe it.
        var isLeapMonth: Bool?

        var description: String {
            var text = ""
            if let timeZone { text += "timeZone: \(timeZone.description) " }
            for unit in fieldUnits {
                if let value = values[unit] { text += "\(unit.rawValue): \(value) " }
            }
            if let isLeapMonth { text += "isLeapMonth: \(isLeapMonth) " }
            return text
        }
    }

    /// The labels of `DateComponents(…)`, in Swift's order.
    private static let initializerUnits: [CalendarArithmetic.Unit] = [.era, .year, .month, .day, .hour, .minute, .second, .nanosecond,
                                                                      .weekday, .weekdayOrdinal, .quarter, .weekOfMonth, .weekOfYear,
                                                                      .yearForWeekOfYear]

    static func register(in table: BindingTable) {
        let type = table.type(typeName, doc("struct DateComponents",
            "A date's parts, each optional (Foundation): DateComponents(year: 2024, month: 2, day: 29) for Calendar.date(from:).",
            "let birthday = DateComponents(year: 2024, month: 2, day: 29)"))
        type.describe = { payload in (payload as? Components)?.description ?? typeName }
        let parameters = [param("calendar", "Any", default: true), param("timeZone", "Any", default: true)]
            + initializerUnits.map { param($0.rawValue, "Int", default: true) }
        type.addInitializer(parameters, doc("init(calendar: Calendar? = nil, timeZone: TimeZone? = nil, era: Int? = nil, year: Int? = nil, month: Int? = nil, day: Int? = nil, hour: Int? = nil, minute: Int? = nil, second: Int? = nil, nanosecond: Int? = nil, weekday: Int? = nil, …)",
            "The parts given; the others are nil.", "DateComponents(year: 2024, month: 2, day: 29)")) { arguments, _ in
            var components = Components()
            if arguments.has(1), let zone = try arguments.value(1).unwrapped { components.timeZone = try TimeZoneBindings.zone(zone) }
            for (index, unit) in initializerUnits.enumerated() where arguments.has(index + 2) {
                guard let number = try arguments.value(index + 2).unwrapped else { continue }
                guard case .int(let value) = number else { throw ScriptError.typeMismatch("\(unit.rawValue) is an Int, not \(number.typeName)") }
                components.values[unit] = value
            }
            return value(components)
        }
        for unit in fieldUnits {
            type.addProperty(unit.rawValue, type: "Int", doc("var \(unit.rawValue): Int?", "The \(unit.rawValue), or nil when not set.", "parts.\(unit.rawValue)"), get: { receiver in
                try components(receiver).values[unit].map { .wrapped(.int($0)) } ?? .null
            }, set: { receiver, newValue in
                var parts = try components(receiver)
                if let number = newValue.unwrapped {
                    guard case .int(let value) = number else { throw ScriptError.typeMismatch("\(unit.rawValue) is an Int, not \(number.typeName)") }
                    parts.values[unit] = value
                } else {
                    parts.values[unit] = nil
                }
                receiver = value(parts)
            })
        }
    }

    /// Date components as a cell value.
    static func value(_ components: Components) -> Value {
        .native(NativeBox(typeName: typeName, payload: components))
    }

    /// The date components a cell value holds.
    static func components(_ value: Value) throws -> Components {
        guard case .native(let box) = value, let components = box.payload as? Components else {
            throw ScriptError.typeMismatch("expected DateComponents, not \(value.typeName)")
        }
        return components
    }
}
