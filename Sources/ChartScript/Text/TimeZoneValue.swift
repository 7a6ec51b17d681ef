/// A time zone the kernel can reckon with: Greenwich (as `GMT` or the machine's `Etc/UTC`)
/// or a fixed offset. Zones with daylight-saving rules (`America/New_York`) are not known.
struct TimeZoneValue: Hashable {
    /// Foundation's identifier: `GMT`, `Etc/UTC`, `GMT+0100`.
    let identifier: String
    /// Seconds east of Greenwich.
    let offset: Int
    /// Whether it was made with `TimeZone(secondsFromGMT:)`, which describes itself with its offset.
    let isFixedOffset: Bool

    /// The machine's zone (`TimeZone.current`): the kernel reckons local time as UTC.
    static let current = TimeZoneValue(identifier: "Etc/UTC", offset: 0, isFixedOffset: false)
    /// Greenwich, as `TimeZone(identifier: "UTC")` gives it.
    static let greenwich = TimeZoneValue(identifier: "GMT", offset: 0, isFixedOffset: false)

    /// The zone a fixed number of seconds east of Greenwich.
    init(secondsFromGMT offset: Int) {
        self.init(identifier: offset == 0 ? "GMT" : "GMT" + Self.offsetText(offset, separator: "", minutesAlways: true),
                  offset: offset, isFixedOffset: true)
    }

    /// A zone with the identifier and offset.
    init(identifier: String, offset: Int, isFixedOffset: Bool) {
        self.identifier = identifier
        self.offset = offset
        self.isFixedOffset = isFixedOffset
    }

    /// How Foundation prints the zone.
    var description: String { isFixedOffset ? "GMT (\(offset))" : identifier }

    /// `UTC`, `GMT`, `GMT+1`, `GMT-4:30` (the `z` of a date format and `abbreviation()`).
    var abbreviation: String {
        if identifier == "Etc/UTC" { return "UTC" }
        return offset == 0 ? "GMT" : "GMT" + Self.offsetText(offset, separator: ":", minutesAlways: false, padsHours: false)
    }

    /// `Coordinated Universal Time`, `Greenwich Mean Time`, `GMT+01:00` (the `zzzz` of a date format).
    var longName: String {
        if identifier == "Etc/UTC" { return "Coordinated Universal Time" }
        return offset == 0 ? "Greenwich Mean Time" : "GMT" + Self.offsetText(offset, separator: ":", minutesAlways: true)
    }

    /// `+0100`, `+01:00`, `+01` or `+1`, as the date format letters ask.
    static func offsetText(_ offset: Int, separator: String, minutesAlways: Bool, padsHours: Bool = true) -> String {
        let sign = offset < 0 ? "-" : "+"
        let minutes = abs(offset) / 60
        let hours = padsHours ? twoDigits(minutes / 60) : String(minutes / 60)
        if !minutesAlways && minutes % 60 == 0 { return sign + hours }
        return sign + hours + separator + twoDigits(minutes % 60)
    }

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
