import FoundationEssentials

/// The methods of ``CalendarBindings``' calendar: `component(_:from:)`,
/// `dateComponents(_:from:)`, `dateComponents(_:from:to:)`, `date(from:)`,
/// `date(byAdding:value:to:)`, `date(byAdding:to:)`, `startOfDay(for:)`,
/// `isDate(_:inSameDayAs:)`, `isDateInWeekend(_:)`, `isDateInToday(_:)`, `range(of:in:for:)`.
enum CalendarMethodBindings {
    private typealias Unit = CalendarArithmetic.Unit

    static func register(on type: TypeBinding) {
        let date = DateBindings.typeName
        type.addMethod("component", [param(nil, CalendarBindings.componentTypeName), param("from", date)], doc("func component(_ component: Calendar.Component, from date: Date) -> Int",
            "One part of the date: its year, month (1…12), day, hour, weekday (1 is Sunday) …", "calendar.component(.year, from: date)")) { receiver, arguments, _ in
            let zone = try CalendarBindings.calendar(receiver).timeZone
            return .int(CalendarArithmetic.component(try CalendarBindings.unit(try arguments.value(0)), of: try seconds(arguments, 1), offset: zone.offset))
        }
        type.addMethod("dateComponents", [param(nil, "Any"), param("from", date)], doc("func dateComponents(_ components: Set<Calendar.Component>, from date: Date) -> DateComponents",
            "The chosen parts of the date.", "calendar.dateComponents([.year, .month, .day], from: date)")) { receiver, arguments, _ in
            let zone = try CalendarBindings.calendar(receiver).timeZone
            let instant = try seconds(arguments, 1)
            var parts = DateComponentsBindings.Components(isLeapMonth: false)
            for unit in try CalendarBindings.units(try arguments.value(0)) {
                parts.values[unit] = CalendarArithmetic.component(unit, of: instant, offset: zone.offset)
            }
            return DateComponentsBindings.value(parts)
        }
        type.addMethod("dateComponents", [param(nil, "Any"), param("from", date), param("to", date)], doc("func dateComponents(_ components: Set<Calendar.Component>, from start: Date, to end: Date) -> DateComponents",
            "The whole years, months, days … from one date to the other (negative when the second is earlier).", "calendar.dateComponents([.day], from: start, to: end).day!")) { receiver, arguments, _ in
            let zone = try CalendarBindings.calendar(receiver).timeZone
            var parts = DateComponentsBindings.Components()
            for (unit, count) in CalendarArithmetic.difference(try CalendarBindings.units(try arguments.value(0)), from: try seconds(arguments, 1),
                                                              to: try seconds(arguments, 2), offset: zone.offset) {
                parts.values[unit] = count
            }
            return DateComponentsBindings.value(parts)
        }
        type.addMethod("date", [param("from", DateComponentsBindings.typeName)], doc("func date(from components: DateComponents) -> Date?",
            "The date of the parts (missing ones are the start of their range; a day past the month's end carries into the next).", "calendar.date(from: DateComponents(year: 2024, month: 2, day: 29))!")) { receiver, arguments, _ in
            let parts = try DateComponentsBindings.components(try arguments.value(0))
            let zone = try parts.timeZone ?? CalendarBindings.calendar(receiver).timeZone
            let values = parts.values
            let fields = CalendarFields(year: values[.year] ?? 1, month: values[.month] ?? 1, day: values[.day] ?? 1,
                                        hour: values[.hour] ?? 0, minute: values[.minute] ?? 0, second: values[.second] ?? 0,
                                        fraction: Double(values[.nanosecond] ?? 0) / 1e9)
            guard [fields.year, fields.month, fields.day, fields.hour, fields.minute, fields.second].allSatisfy({ $0.magnitude < 10_000_000 }) else { return .null }
            return .wrapped(DateBindings.value(Date(timeIntervalSince1970: fields.secondsSince1970(offset: zone.offset))))
        }
        type.addMethod("date", [param("byAdding", CalendarBindings.componentTypeName), param("value", "Int"), param("to", date)], doc("func date(byAdding component: Calendar.Component, value: Int, to date: Date) -> Date?",
            "The date that many units later (a month after 31 January is the last day of February).", "calendar.date(byAdding: .day, value: 7, to: today)!")) { receiver, arguments, _ in
            let zone = try CalendarBindings.calendar(receiver).timeZone
            let unit = try CalendarBindings.unit(try arguments.value(0))
            guard let result = CalendarArithmetic.adding(try arguments.int(1), unit, to: try seconds(arguments, 2), offset: zone.offset) else { return .null }
            return .wrapped(DateBindings.value(Date(timeIntervalSince1970: result)))
        }
        type.addMethod("date", [param("byAdding", DateComponentsBindings.typeName), param("to", date)], doc("func date(byAdding components: DateComponents, to date: Date) -> Date?",
            "The date later by each part, largest first.", "calendar.date(byAdding: DateComponents(month: 1, day: 2), to: today)!")) { receiver, arguments, _ in
            let zone = try CalendarBindings.calendar(receiver).timeZone
            var instant = try seconds(arguments, 1)
            let parts = try DateComponentsBindings.components(try arguments.value(0))
            for unit in DateComponentsBindings.fieldUnits {
                guard let count = parts.values[unit] else { continue }
                guard let next = CalendarArithmetic.adding(count, unit, to: instant, offset: zone.offset) else { return .null }
                instant = next
            }
            return .wrapped(DateBindings.value(Date(timeIntervalSince1970: instant)))
        }
        registerDays(on: type)
    }

    private static func registerDays(on type: TypeBinding) {
        let date = DateBindings.typeName
        type.addMethod("startOfDay", [param("for", date)], doc("func startOfDay(for date: Date) -> Date",
            "Midnight at the start of the date's day.", "calendar.startOfDay(for: Date())")) { receiver, arguments, _ in
            .native(NativeBox(typeName: date, payload: Date(timeIntervalSince1970: try startOfDay(receiver, try seconds(arguments, 0)))))
        }
        type.addMethod("isDate", [param(nil, date), param("inSameDayAs", date)], doc("func isDate(_ date1: Date, inSameDayAs date2: Date) -> Bool",
            "Whether both dates fall on the same day.", "calendar.isDate(a, inSameDayAs: b)")) { receiver, arguments, _ in
            .bool(try startOfDay(receiver, try seconds(arguments, 0)) == startOfDay(receiver, try seconds(arguments, 1)))
        }
        type.addMethod("isDateInToday", [param(nil, date)], doc("func isDateInToday(_ date: Date) -> Bool",
            "Whether the date falls on today.", "calendar.isDateInToday(date)")) { receiver, arguments, _ in
            .bool(try startOfDay(receiver, try seconds(arguments, 0)) == startOfDay(receiver, Date().timeIntervalSince1970))
        }
        type.addMethod("isDateInWeekend", [param(nil, date)], doc("func isDateInWeekend(_ date: Date) -> Bool",
            "Whether the date falls on a Saturday or Sunday.", "calendar.isDateInWeekend(date)")) { receiver, arguments, _ in
            let zone = try CalendarBindings.calendar(receiver).timeZone
            let weekday = CalendarArithmetic.component(.weekday, of: try seconds(arguments, 0), offset: zone.offset)
            return .bool(weekday == 1 || weekday == 7)
        }
        type.addMethod("range", [param("of", CalendarBindings.componentTypeName), param("in", CalendarBindings.componentTypeName), param("for", date)],
                       doc("func range(of smaller: Calendar.Component, in larger: Calendar.Component, for date: Date) -> Range<Int>?",
                           "The values the smaller unit takes in the larger one holding the date: range(of: .day, in: .month, for:) is 1..<31 in November.",
                           "calendar.range(of: .day, in: .month, for: date)!.count")) { receiver, arguments, _ in
            let zone = try CalendarBindings.calendar(receiver).timeZone
            let fields = CalendarFields(secondsSince1970: try seconds(arguments, 2), offset: zone.offset)
            switch (try CalendarBindings.unit(try arguments.value(0)), try CalendarBindings.unit(try arguments.value(1))) {
            case (.day, .month): return .wrapped(.range(1, fields.daysInMonth + 1))
            case (.month, .year): return .wrapped(.range(1, 13))
            case (.day, .year): return .wrapped(.range(1, CalendarFields.days(year: fields.year + 1, month: 1, day: 1) - CalendarFields.days(year: fields.year, month: 1, day: 1) + 1))
            case (.hour, .day): return .wrapped(.range(0, 24))
            case (.minute, .hour), (.second, .minute): return .wrapped(.range(0, 60))
            case (.weekday, _): return .wrapped(.range(1, 8))
            case let (smaller, larger):
                throw ScriptError.library("the kernel's calendar does not give the range of .\(smaller.rawValue) in .\(larger.rawValue)")
            }
        }
    }

    private static func seconds(_ arguments: BoundArguments, _ index: Int) throws -> Double {
        let seconds = try DateBindings.date(try arguments.value(index)).timeIntervalSince1970
        guard CalendarFields.isReckonable(seconds) else {
            throw ScriptError.library("the calendar reckons dates within about three million years of 1970; this one is \(seconds) seconds from it")
        }
        return seconds
    }

    private static func startOfDay(_ receiver: Value, _ seconds: Double) throws -> Double {
        let zone = try CalendarBindings.calendar(receiver).timeZone
        let fields = CalendarFields(secondsSince1970: seconds, offset: zone.offset)
        return CalendarFields(year: fields.year, month: fields.month, day: fields.day).secondsSince1970(offset: zone.offset)
    }
}
