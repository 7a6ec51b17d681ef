// `.dateTime` fields with their symbols: the hour's digits and AM/PM marker, the narrow and
// short weekday, the quarter, and `Date.FormatStyle.dateTime` written with its type (Linux's
// default locale, UTC).
import Foundation

let dates = [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 1_700_000_000), Date(timeIntervalSince1970: 1_709_276_645)]
for date in dates {
    print("[\(date.formatted(.dateTime.hour(.defaultDigits(amPM: .abbreviated))))] [\(date.formatted(.dateTime.hour(.defaultDigits(amPM: .narrow))))] [\(date.formatted(.dateTime.hour(.defaultDigits(amPM: .wide))))] [\(date.formatted(.dateTime.hour(.defaultDigits(amPM: .omitted))))]")
    print("[\(date.formatted(.dateTime.hour(.twoDigits(amPM: .abbreviated))))] [\(date.formatted(.dateTime.hour(.twoDigits(amPM: .omitted))))] [\(date.formatted(.dateTime.hour(.conversationalDefaultDigits(amPM: .abbreviated))))] [\(date.formatted(.dateTime.hour(.conversationalTwoDigits(amPM: .narrow))))]")
    print("[\(date.formatted(.dateTime.hour(.defaultDigits(amPM: .omitted)).minute()))] [\(date.formatted(.dateTime.hour(.twoDigits(amPM: .abbreviated)).minute().second()))] [\(date.formatted(.dateTime.hour(.defaultDigits(amPM: .narrow)).minute()))]")
    print("[\(date.formatted(.dateTime.month().day().hour(.defaultDigits(amPM: .omitted)).minute()))] [\(date.formatted(.dateTime.year().month(.defaultDigits).day().hour(.twoDigits(amPM: .abbreviated))))]")
    print("[\(date.formatted(.dateTime.weekday(.narrow)))] [\(date.formatted(.dateTime.weekday(.short)))] [\(date.formatted(.dateTime.weekday(.narrow).day()))] [\(date.formatted(.dateTime.weekday(.short).day()))]")
    print("[\(date.formatted(.dateTime.month().day().weekday(.short)))] [\(date.formatted(.dateTime.year().month().day().weekday(.narrow)))] [\(date.formatted(.dateTime.weekday(.short).hour()))]")
    print("[\(date.formatted(.dateTime.quarter()))] [\(date.formatted(.dateTime.quarter(.abbreviated)))] [\(date.formatted(.dateTime.quarter(.wide)))] [\(date.formatted(.dateTime.quarter(.narrow)))] [\(date.formatted(.dateTime.quarter(.oneDigit)))] [\(date.formatted(.dateTime.quarter(.twoDigits)))]")
    print("[\(date.formatted(.dateTime.year().quarter()))] [\(date.formatted(.dateTime.quarter().year()))] [\(date.formatted(.dateTime.year().quarter(.wide)))] [\(date.formatted(.dateTime.quarter(.narrow).year()))]")
    print("[\(date.formatted(Date.FormatStyle.dateTime.year()))] [\(date.formatted(Date.FormatStyle.dateTime.month(.wide).day()))] [\(date.formatted(Date.FormatStyle.dateTime))]")
}
