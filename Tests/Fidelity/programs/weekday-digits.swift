// `.dateTime.weekday(.oneDigit)` and `.twoDigits`: the local day of the week as a number, as
// Foundation on Linux prints it (Monday 1 … Sunday 7 in the default locale, UTC); alone both
// print one digit, beside other fields `.twoDigits` pads to two.
import Foundation

for day in 0..<8 {
    let date = Date(timeIntervalSince1970: 1_709_283_600 + Double(day) * 86_400)
    print("[\(date.formatted(.dateTime.weekday(.oneDigit)))] [\(date.formatted(.dateTime.weekday(.twoDigits)))]")
    print("[\(date.formatted(.dateTime.weekday(.oneDigit).day()))] [\(date.formatted(.dateTime.month().day().weekday(.twoDigits)))]")
    print("[\(date.formatted(.dateTime.year().month().day().weekday(.oneDigit)))] [\(date.formatted(.dateTime.weekday(.twoDigits).hour()))]")
    print("[\(date.formatted(.dateTime.weekday(.twoDigits).day()))] [\(date.formatted(.dateTime.month().day().weekday(.oneDigit)))] [\(date.formatted(.dateTime.year().month().day().weekday(.twoDigits)))]")
}
