import FoundationEssentials

/// Foundation's `Date` (the same `Date` ChartData's tables hold): an instant, printed as
/// Foundation prints it (`1970-01-01 00:00:00 +0000`), with its intervals, comparisons and
/// `+`/`-` with a `TimeInterval` (seconds, a Double).
enum DateBindings {
    /// The binding table's name for dates.
    static let typeName = "Date"

    static func register(in table: BindingTable) {
        let type = table.type(typeName, doc("struct Date",
            "An instant in time (Foundation): Date() is now, Date(timeIntervalSince1970: 0) is 1970-01-01 00:00:00 +0000.",
            "let start = Date(timeIntervalSince1970: 1_700_000_000)"))
        type.describe = { payload in (payload as? Date).map(description) ?? typeName }
        registerInitializers(on: type)
        type.addComputedStatic("now", sample: value(Date(timeIntervalSince1970: 0)), doc("static var now: Date", "Now (the same as Date()).", "let start = Date.now")) {
            value(Date())
        }
        type.addStatic("distantPast", value(Date.distantPast), doc("static var distantPast: Date", "An instant centuries in the past (0000-12-30, as Foundation prints it).", "Date.distantPast"))
        type.addStatic("distantFuture", value(Date.distantFuture), doc("static var distantFuture: Date", "An instant centuries in the future (4001-01-01).", "Date.distantFuture"))
        type.addProperty("timeIntervalSince1970", type: "Double", doc("var timeIntervalSince1970: TimeInterval",
            "Seconds since 1970-01-01 00:00:00 UTC.", "date.timeIntervalSince1970")) { receiver in
            .double(try date(receiver).timeIntervalSince1970)
        }
        type.addProperty("timeIntervalSinceReferenceDate", type: "Double", doc("var timeIntervalSinceReferenceDate: TimeInterval",
            "Seconds since 2001-01-01 00:00:00 UTC.", "date.timeIntervalSinceReferenceDate")) { receiver in
            .double(try date(receiver).timeIntervalSinceReferenceDate)
        }
        type.addProperty("timeIntervalSinceNow", type: "Double", doc("var timeIntervalSinceNow: TimeInterval",
            "Seconds from now to the date (negative for the past).", "start.timeIntervalSinceNow")) { receiver in
            .double(try date(receiver).timeIntervalSinceNow)
        }
        type.addProperty("description", type: "String", doc("var description: String",
            "The instant in UTC, as print shows it: 2023-11-14 22:13:20 +0000.", "date.description")) { receiver in
            .string(description(try date(receiver)))
        }
        registerMethods(on: type)
    }

    private static func registerInitializers(on type: TypeBinding) {
        type.addInitializer([], doc("init()", "Now.", "let now = Date()")) { _, _ in value(Date()) }
        type.addInitializer([param("timeIntervalSince1970", "Double")], doc("init(timeIntervalSince1970: TimeInterval)",
            "The instant that many seconds after 1970-01-01 00:00:00 UTC.", "Date(timeIntervalSince1970: 0)")) { arguments, _ in
            value(Date(timeIntervalSince1970: try arguments.double(0)))
        }
        type.addInitializer([param("timeIntervalSinceReferenceDate", "Double")], doc("init(timeIntervalSinceReferenceDate: TimeInterval)",
            "The instant that many seconds after 2001-01-01 00:00:00 UTC.", "Date(timeIntervalSinceReferenceDate: 0)")) { arguments, _ in
            value(Date(timeIntervalSinceReferenceDate: try arguments.double(0)))
        }
        type.addInitializer([param("timeIntervalSinceNow", "Double")], doc("init(timeIntervalSinceNow: TimeInterval)",
            "The instant that many seconds from now.", "Date(timeIntervalSinceNow: 3600)")) { arguments, _ in
            value(Date(timeIntervalSinceNow: try arguments.double(0)))
        }
        type.addInitializer([param("timeInterval", "Double"), param("since", typeName)], doc("init(timeInterval: TimeInterval, since date: Date)",
            "The instant that many seconds after the date.", "Date(timeInterval: 60, since: start)")) { arguments, _ in
            value(Date(timeInterval: try arguments.double(0), since: try date(try arguments.value(1))))
        }
    }

    private static func registerMethods(on type: TypeBinding) {
        type.addMethod("timeIntervalSince", [param(nil, typeName)], doc("func timeIntervalSince(_ date: Date) -> TimeInterval",
            "Seconds from the other date to this one.", "end.timeIntervalSince(start)")) { receiver, arguments, _ in
            .double(try date(receiver).timeIntervalSince(try date(try arguments.value(0))))
        }
        type.addMethod("distance", [param("to", typeName)], doc("func distance(to other: Date) -> TimeInterval",
            "Seconds from this date to the other.", "start.distance(to: end)")) { receiver, arguments, _ in
            .double(try date(receiver).distance(to: try date(try arguments.value(0))))
        }
        type.addMethod("addingTimeInterval", [param(nil, "Double")], doc("func addingTimeInterval(_ interval: TimeInterval) -> Date",
            "The date that many seconds later.", "start.addingTimeInterval(86_400)")) { receiver, arguments, _ in
            value(try date(receiver).addingTimeInterval(try arguments.double(0)))
        }
        type.addMethod("advanced", [param("by", "Double")], doc("func advanced(by interval: TimeInterval) -> Date",
            "The date that many seconds later.", "start.advanced(by: 60)")) { receiver, arguments, _ in
            value(try date(receiver).advanced(by: try arguments.double(0)))
        }
        type.addMethod("addTimeInterval", [param(nil, "Double")], isMutating: true, doc("mutating func addTimeInterval(_ interval: TimeInterval)",
            "Moves the date that many seconds later.", "deadline.addTimeInterval(3600)")) { receiver, arguments, _ in
            receiver = value(try date(receiver).addingTimeInterval(try arguments.double(0)))
            return .void
        }
        type.addMethod("formatted", [], doc("func formatted() -> String",
            "The date and time in the short styles of the current locale: 14/11/2023, 10:13 PM.", "Date().formatted()")) { receiver, _, _ in
            var format = DateFormat()
            format.dateStyle = .short
            format.timeStyle = .short
            return .string(try format.string(try date(receiver)))
        }
    }

    /// A date as a cell value.
    static func value(_ date: Date) -> Value {
        .native(NativeBox(typeName: typeName, payload: date))
    }

    /// The date `seconds` after 2001-01-01 as a cell value (what `JSONDecoder` makes of a number
    /// by its default strategy, `.deferredToDate`).
    static func value(secondsSinceReferenceDate seconds: Double) -> Value {
        value(Date(timeIntervalSinceReferenceDate: seconds))
    }

    /// The date a cell value holds.
    static func date(_ value: Value) throws -> Date {
        guard case .native(let box) = value, let date = box.payload as? Date else {
            throw ScriptError.typeMismatch("expected a Date, not \(value.typeName)")
        }
        return date
    }

    /// The date's one stored property (`timeIntervalSinceReferenceDate`, which `dump` lists)
    /// when `box` holds a date.
    static func secondsSinceReferenceDate(in box: NativeBox) -> Double? {
        (box.payload as? Date)?.timeIntervalSinceReferenceDate
    }

    /// The seconds since 2001 of the dates Foundation describes: `Date.distantPast` (printed
    /// 0000-12-30) to `Date.distantFuture` (4001-01-01), both included.
    static let describedRange = -63_114_076_800.0...63_113_904_000.0

    /// `2023-11-14 22:13:20 +0000`, as Foundation describes a date; `<description unavailable>`
    /// outside ``describedRange``.
    static func description(_ date: Date) -> String {
        // Foundation describes the dates from `distantPast` to `distantFuture` only.
        let sinceReference = date.timeIntervalSinceReferenceDate
        guard sinceReference.isFinite, describedRange.contains(sinceReference) else { return "<description unavailable>" }
        let seconds = date.timeIntervalSince1970
        // Whole seconds toward zero, as Foundation's description drops the fraction.
        let whole = seconds.rounded(.towardZero)
        return (try? DatePattern("uuuu-MM-dd HH:mm:ss Z").string(secondsSince1970: whole, zone: .greenwich)) ?? ""
    }
}
