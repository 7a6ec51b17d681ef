import FoundationEssentials

/// Foundation's Gregorian `Calendar` in a fixed-offset zone (`Calendar.current` and
/// `Calendar(identifier: .gregorian)` reckon in UTC until given another `timeZone`): the
/// components of a date, dates from components, adding units, and differences in units.
enum CalendarBindings {
    /// The binding table's name for calendars.
    static let typeName = "Calendar"
    /// The binding table's name for calendar units.
    static let componentTypeName = "Calendar.Component"
    /// The binding table's name for calendar identifiers.
    static let identifierTypeName = "Calendar.Identifier"

    /// A calendar: Gregorian, in a zone.
    struct CalendarValue: Hashable {
        var timeZone: TimeZoneValue
    }

    static func register(in table: BindingTable) {
        let units = table.enumeration(componentTypeName, CalendarArithmetic.Unit.self,
            "A calendar unit: .year, .month, .day, .hour, .minute, .second, .weekday, .weekOfYear, .dayOfYear …",
            example: "let unit: Calendar.Component = .year")
        units.describe = { payload in (payload as? CalendarArithmetic.Unit)?.rawValue ?? componentTypeName }
        let identifiers = table.type(identifierTypeName, doc("enum Calendar.Identifier", "Which calendar: .gregorian (the only one the kernel knows).", "Calendar(identifier: .gregorian)"))
        identifiers.addStatic("gregorian", .native(NativeBox(typeName: identifierTypeName, payload: "gregorian")),
                              doc("case gregorian", "The Gregorian calendar.", "Calendar(identifier: .gregorian)"))
        let type = table.type(typeName, doc("struct Calendar",
            "The Gregorian calendar (Foundation), for a date's year, month and day, adding months or days, and days between dates.",
            "Calendar.current.component(.year, from: Date())"))
        type.describe = { payload in (payload as? CalendarValue).map { _ in "gregorian (fixed)" } ?? typeName }
        type.addInitializer([param("identifier", identifierTypeName)], doc("init(identifier: Calendar.Identifier)",
            "The calendar (.gregorian), in the machine's zone (UTC in the kernel).", "var calendar = Calendar(identifier: .gregorian)")) { arguments, _ in
            let identifier = try arguments.value(0)
            if case .native(let box) = identifier, box.payload as? String == "gregorian" { return value(CalendarValue(timeZone: .current)) }
            if case .implicitMember("gregorian") = identifier { return value(CalendarValue(timeZone: .current)) }
            throw ScriptError.library("the kernel knows the Gregorian calendar only: Calendar(identifier: .gregorian)")
        }
        type.addStatic("Component", .type(units), doc("enum Component", "The calendar's units, as in Calendar.Component.day.", "Calendar.Component.day"))
        type.addStatic("Identifier", .type(identifiers), doc("enum Identifier", "The calendars, as in Calendar.Identifier.gregorian.", "Calendar.Identifier.gregorian"))
        type.addStatic("current", value(CalendarValue(timeZone: .current)), doc("static var current: Calendar",
            "The Gregorian calendar in the machine's zone (UTC in the kernel).", "Calendar.current"))
        type.addProperty("timeZone", type: TimeZoneBindings.typeName, doc("var timeZone: TimeZone", "The zone dates are reckoned in.", "calendar.timeZone = TimeZone(identifier: \"UTC\")!"), get: { receiver in
            TimeZoneBindings.value(try calendar(receiver).timeZone)
        }, set: { receiver, newValue in
            var updated = try calendar(receiver)
            updated.timeZone = try TimeZoneBindings.zone(newValue.unwrapped ?? newValue)
            receiver = value(updated)
        })
        type.addProperty("firstWeekday", type: "Int", doc("var firstWeekday: Int", "The first day of the week: 1, Sunday.", "calendar.firstWeekday")) { _ in .int(1) }
        CalendarMethodBindings.register(on: type)
    }

    /// A calendar as a cell value.
    static func value(_ calendar: CalendarValue) -> Value {
        .native(NativeBox(typeName: typeName, payload: calendar))
    }

    /// The calendar a cell value holds.
    static func calendar(_ value: Value) throws -> CalendarValue {
        guard case .native(let box) = value, let calendar = box.payload as? CalendarValue else {
            throw ScriptError.typeMismatch("expected a Calendar, not \(value.typeName)")
        }
        return calendar
    }

    /// A calendar unit from a value or an implicit member such as `.day`.
    static func unit(_ value: Value) throws -> CalendarArithmetic.Unit {
        if case .implicitMember(let name) = value, let unit = CalendarArithmetic.Unit(rawValue: name) { return unit }
        guard case .native(let box) = value, let unit = box.payload as? CalendarArithmetic.Unit else {
            throw ScriptError.typeMismatch("expected a Calendar.Component such as .day, not \(value.typeName)")
        }
        return unit
    }

    /// The units of a set or array literal such as `[.year, .month]`.
    static func units(_ value: Value) throws -> [CalendarArithmetic.Unit] {
        switch value {
        case .array(let array): return try array.values.map(unit)
        case .set(let set): return try set.values.map(unit)
        default: return [try unit(value)]
        }
    }
}
