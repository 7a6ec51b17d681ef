// `.dateTime` with the fields charts and tutorials ask for (Linux's default locale, UTC).
import Foundation

let dates = [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 1_700_000_000), Date(timeIntervalSince1970: 1_709_276_645),
             Date(timeIntervalSince1970: 1_735_689_599)]
for date in dates {
    print(date.formatted(.dateTime.year()), date.formatted(.dateTime.year(.twoDigits)), date.formatted(.dateTime.year(.defaultDigits)))
    print(date.formatted(.dateTime.month()), date.formatted(.dateTime.month(.abbreviated)), date.formatted(.dateTime.month(.wide)),
          date.formatted(.dateTime.month(.narrow)), date.formatted(.dateTime.month(.twoDigits)), date.formatted(.dateTime.month(.defaultDigits)))
    print(date.formatted(.dateTime.day()), date.formatted(.dateTime.day(.twoDigits)), date.formatted(.dateTime.weekday()),
          date.formatted(.dateTime.weekday(.wide)), date.formatted(.dateTime.weekday(.abbreviated)))
    print("[\(date.formatted(.dateTime.year().month()))] [\(date.formatted(.dateTime.month(.wide).year()))] [\(date.formatted(.dateTime.year().month(.defaultDigits)))]")
    print("[\(date.formatted(.dateTime.month().day()))] [\(date.formatted(.dateTime.day().month(.wide)))] [\(date.formatted(.dateTime.month(.twoDigits).day()))]")
    print("[\(date.formatted(.dateTime.year().month().day()))] [\(date.formatted(.dateTime.day().month(.defaultDigits).year()))]")
    print("[\(date.formatted(.dateTime.weekday().day().month()))] [\(date.formatted(.dateTime.year().month().day().weekday()))] [\(date.formatted(.dateTime.weekday().day()))]")
    print("[\(date.formatted(.dateTime.year().month(.wide).day().weekday(.wide)))] [\(date.formatted(.dateTime.year(.twoDigits).month()))]")
    print("[\(date.formatted(.dateTime.hour()))] [\(date.formatted(.dateTime.hour().minute()))] [\(date.formatted(.dateTime.hour().minute().second()))] [\(date.formatted(.dateTime.minute().second()))]")
    print("[\(date.formatted(.dateTime.year().month().hour()))] [\(date.formatted(.dateTime.year().month().day().hour().minute()))] [\(date.formatted(.dateTime.month(.defaultDigits).day().hour().minute()))]")
    print("[\(date.formatted(.dateTime))]")
}
print(dates.map { $0.formatted(.dateTime.month(.abbreviated)) })
