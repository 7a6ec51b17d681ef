/// Foundation's `TimeZone`, for date formatters and calendars: Greenwich
/// (`TimeZone(identifier: "UTC")`, `.gmt`, the machine's `TimeZone.current`, which the kernel
/// reckons as UTC) and fixed offsets (`TimeZone(secondsFromGMT: 3600)`). Zones with
/// daylight-saving rules are refused with an error rather than reckoned wrongly.
enum TimeZoneBindings {
    /// The binding table's name for time zones.
    static let typeName = "TimeZone"

    static func register(in table: BindingTable) {
        let type = table.type(typeName, doc("struct TimeZone",
            "A time zone (Foundation): TimeZone(identifier: \"UTC\"), TimeZone(secondsFromGMT: 3600) or TimeZone.current (UTC in the kernel).",
            "formatter.timeZone = TimeZone(identifier: \"UTC\")"))
        type.describe = { payload in (payload as? TimeZoneValue)?.description ?? typeName }
        type.addInitializer([param("identifier", "String")], doc("init?(identifier: String)",
            "The zone with the identifier: UTC, GMT or Etc/UTC (zones with daylight saving are not known to the kernel); nil for an unknown name.",
            "TimeZone(identifier: \"UTC\")")) { arguments, _ in
            try zone(named: try arguments.string(0))
        }
        type.addInitializer([param("abbreviation", "String")], doc("init?(abbreviation: String)",
            "The zone with the abbreviation: UTC or GMT.", "TimeZone(abbreviation: \"UTC\")")) { arguments, _ in
            try zone(named: try arguments.string(0))
        }
        type.addInitializer([param("secondsFromGMT", "Int")], doc("init?(secondsFromGMT: Int)",
            "The zone that many seconds east of Greenwich (at most 18 hours either way).", "TimeZone(secondsFromGMT: 3600)")) { arguments, _ in
            let offset = try arguments.int(0)
            guard offset.magnitude <= 18 * 3600 else { return .null }
            return .wrapped(value(TimeZoneValue(secondsFromGMT: offset)))
        }
        type.addStatic("current", value(.current), doc("static var current: TimeZone", "The machine's zone, which the kernel reckons as UTC (Etc/UTC).", "TimeZone.current"))
        type.addStatic("gmt", value(TimeZoneValue(secondsFromGMT: 0)), doc("static var gmt: TimeZone", "Greenwich Mean Time.", "TimeZone.gmt"))
        type.addProperty("identifier", type: "String", doc("var identifier: String", "The zone's name: GMT, Etc/UTC, GMT+0100.", "zone.identifier")) { receiver in
            .string(try zone(receiver).identifier)
        }
        type.addMethod("secondsFromGMT", [], doc("func secondsFromGMT() -> Int", "Seconds east of Greenwich.", "zone.secondsFromGMT()")) { receiver, _, _ in
            .int(try zone(receiver).offset)
        }
        type.addMethod("secondsFromGMT", [param("for", DateBindings.typeName)], doc("func secondsFromGMT(for date: Date) -> Int",
            "Seconds east of Greenwich at the date (the same at every date for the zones the kernel knows).", "zone.secondsFromGMT(for: Date())")) { receiver, _, _ in
            .int(try zone(receiver).offset)
        }
        type.addMethod("abbreviation", [], doc("func abbreviation() -> String?", "The short name: GMT, UTC, GMT+1.", "zone.abbreviation()")) { receiver, _, _ in
            .wrapped(.string(try zone(receiver).abbreviation))
        }
    }

    private static func zone(named name: String) throws -> Value {
        switch name {
        case "UTC", "UTC0": return .wrapped(value(.greenwich))
        case "GMT", "Etc/GMT", "GMT0": return .wrapped(value(TimeZoneValue(secondsFromGMT: 0)))
        case "Etc/UTC", "Universal", "Zulu": return .wrapped(value(.current))
        default:
            guard name.contains("/") || (name.count >= 3 && name.count <= 5 && name.allSatisfy(\.isUppercase)) else { return .null }
            throw ScriptError.library("the kernel knows UTC and fixed offsets such as TimeZone(secondsFromGMT: 3600), not the time zone '\(name)' with its daylight-saving rules")
        }
    }

    /// A zone as a cell value.
    static func value(_ zone: TimeZoneValue) -> Value {
        .native(NativeBox(typeName: typeName, payload: zone))
    }

    /// The zone a cell value holds.
    static func zone(_ value: Value) throws -> TimeZoneValue {
        guard case .native(let box) = value, let zone = box.payload as? TimeZoneValue else {
            throw ScriptError.typeMismatch("expected a TimeZone, not \(value.typeName)")
        }
        return zone
    }
}
