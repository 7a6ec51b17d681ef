// Dates as course exercises use them: intervals, formatting in UTC, parsing, calendar arithmetic.
import Foundation

let epoch = Date(timeIntervalSince1970: 0)
print(epoch)
let launch = Date(timeIntervalSince1970: 1_700_000_000.75)
print(launch, launch.timeIntervalSince1970, launch.timeIntervalSinceReferenceDate)
let nextYear = epoch.addingTimeInterval(86_400 * 365.25)
print(nextYear, nextYear.timeIntervalSince(epoch), epoch.distance(to: nextYear))
print(epoch < nextYear, epoch == epoch, nextYear >= launch, epoch + 3600, launch - 60)
var deadline = launch
deadline += 86_400
deadline.addTimeInterval(30)
print(deadline, launch.advanced(by: -1))
print([launch, epoch, nextYear].sorted(), [launch, epoch].max()!, Set([epoch, epoch]).count)
print(Date.distantPast, Date.distantFuture, Date(timeIntervalSinceReferenceDate: 0))
print(Date(timeIntervalSince1970: -0.5), Date(timeIntervalSince1970: -86_400 * 365.5))
let now = Date()
print(now > epoch, now.timeIntervalSinceNow <= 0, Date(timeIntervalSinceNow: 60) > now, Date.now >= now)
let later: Date = .now
print(later >= now, Date.now.timeIntervalSince1970 > 1_700_000_000)
let interval: TimeInterval = 90
print(interval, type(of: launch), launch.description)
print("Launched at \(launch)")

let formatter = DateFormatter()
formatter.timeZone = TimeZone(identifier: "UTC")
formatter.dateFormat = "yyyy-MM-dd HH:mm"
print(formatter.string(from: launch))
formatter.dateFormat = "EEEE, MMMM d, yyyy 'at' h:mm a"
print(formatter.string(from: launch))
formatter.dateFormat = "EEE MMM dd yy HH:mm:ss.SSS Z"
print(formatter.string(from: launch))
formatter.dateFormat = "dd/MM/yyyy"
print(formatter.string(from: launch), formatter.date(from: "31/12/2023")!, formatter.date(from: "31/02/2023") as Any)
formatter.dateFormat = "yyyy-MM-dd"
for text in ["2024-03-15", "2024-3-5", "2024-13-01", "2024/03/15", " 2024-03-15 ", "March 15"] {
    print(text, formatter.date(from: text) as Any)
}
formatter.dateFormat = "MM/dd/yyyy h:mm a"
print(formatter.date(from: "12/25/2023 3:45 PM")!, formatter.date(from: "12/25/2023 12:05 AM")!)
formatter.dateFormat = "HH:mm"
print(formatter.date(from: "09:30")!, formatter.date(from: "25:00") as Any)
formatter.dateFormat = "d MMMM yyyy"
print(formatter.date(from: "5 March 2024")!, formatter.date(from: "5 Mar 2024")!)
formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZ"
print(formatter.string(from: launch), formatter.date(from: "2024-01-02T03:04:05+0100")!)
formatter.timeZone = TimeZone(secondsFromGMT: -16_200)
formatter.dateFormat = "HH:mm z zzzz Z ZZZZZ XXX X O"
print(formatter.string(from: launch))

let styles: [DateFormatter.Style] = [.none, .short, .medium, .long, .full]
for locale in ["en_US", "en_GB"] {
    let styled = DateFormatter()
    styled.locale = Locale(identifier: locale)
    for style in styles {
        styled.dateStyle = style
        styled.timeStyle = style == .full ? .short : style
        print(locale, styled.string(from: launch))
    }
}
let plain = DateFormatter()
plain.dateStyle = .medium
print(plain.string(from: launch), plain.dateFormat!)
print("[\(DateFormatter().string(from: launch))]")

let iso = ISO8601DateFormatter()
print(iso.string(from: launch), iso.date(from: "2020-02-29T12:00:00Z")!, iso.date(from: "2024-03-15T10:00:00+02:00")!)
print(iso.date(from: "2024-03-15") as Any)

print(TimeZone(identifier: "UTC")!, TimeZone(secondsFromGMT: 3600)!.identifier, TimeZone.current.identifier)
print(TimeZone(identifier: "Nowhere") as Any, TimeZone(secondsFromGMT: 0)!.abbreviation()!)

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!
print(calendar.component(.year, from: launch), calendar.component(.month, from: launch), calendar.component(.day, from: launch),
      calendar.component(.weekday, from: launch), calendar.component(.hour, from: launch), calendar.component(.dayOfYear, from: launch))
let parts = calendar.dateComponents([.year, .month, .day, .weekday, .hour], from: launch)
print(parts)
print(parts.year!, parts.month!, parts.minute as Any)
let leapDay = DateComponents(year: 2024, month: 2, day: 29)
print(leapDay, leapDay.day as Any)
print(calendar.date(from: leapDay)!, calendar.date(from: DateComponents(year: 2023, month: 2, day: 30))!,
      calendar.date(from: DateComponents(year: 2024, month: 14, day: 1, hour: 25))!)
print(calendar.date(byAdding: .month, value: 1, to: Date(timeIntervalSince1970: 86_400 * 30))!)
print(calendar.date(byAdding: .year, value: 1, to: calendar.date(from: leapDay)!)!)
print(calendar.date(byAdding: .day, value: -1, to: launch)!, calendar.date(byAdding: .hour, value: 5, to: launch)!,
      calendar.date(byAdding: .weekOfYear, value: 2, to: launch)!)
let age = calendar.dateComponents([.year], from: calendar.date(from: DateComponents(year: 1990, month: 6, day: 15))!, to: launch)
print("Age:", age.year!)
print(calendar.dateComponents([.day], from: epoch, to: launch))
print(calendar.dateComponents([.year, .month, .day], from: calendar.date(from: leapDay)!, to: launch))
print(calendar.dateComponents([.hour, .minute], from: launch, to: Date(timeIntervalSince1970: 1_700_000_000 - 5000)))
print(calendar.startOfDay(for: launch), calendar.isDateInWeekend(launch), calendar.isDate(launch, inSameDayAs: launch.addingTimeInterval(3600)))
print(calendar.range(of: .day, in: .month, for: launch)!, Calendar.current.component(.year, from: launch))

// An enrollment log: days between sign-ups, and sign-ups per month.
let signUps = ["2024-01-05", "2024-01-20", "2024-02-11", "2024-03-02", "2024-03-30"]
let reader = DateFormatter()
reader.dateFormat = "yyyy-MM-dd"
reader.timeZone = TimeZone(secondsFromGMT: 0)
let dates = signUps.compactMap { reader.date(from: $0) }
for (earlier, later) in zip(dates, dates.dropFirst()) {
    print(calendar.dateComponents([.day], from: earlier, to: later).day!, terminator: " ")
}
print()
let byMonth = Dictionary(grouping: dates) { calendar.component(.month, from: $0) }
for month in byMonth.keys.sorted() { print(month, byMonth[month]!.count) }
print(Locale(identifier: "en_US"), Locale.current, NumberFormatter.Style.decimal, DateFormatter.Style.short)
print(type(of: NumberFormatter()), type(of: launch), type(of: calendar), Calendar.Component.day, Calendar.Identifier.gregorian)
