// A line over dates, by month (Apple's hours of sunshine).
// marks: line=1
// size: 640x300
// text: Jan 2020, Apr, Jul, Oct
import Charts

struct MonthlyHoursOfSunshine {
    var date: Date
    var hoursOfSunshine: Double
    init(month: Int, hoursOfSunshine: Double) {
        let calendar = Calendar(identifier: .gregorian)
        self.date = calendar.date(from: DateComponents(timeZone: TimeZone(identifier: "UTC"), year: 2020, month: month, day: 1))!
        self.hoursOfSunshine = hoursOfSunshine
    }
}

let sunshine05: [MonthlyHoursOfSunshine] = [74, 99, 154, 201, 247, 234, 304, 248, 197, 122, 77, 62].enumerated().map {
    MonthlyHoursOfSunshine(month: $0.offset + 1, hoursOfSunshine: $0.element)
}

Chart(sunshine05, id: \.date) {
    LineMark(x: .value("Month", $0.date, unit: .month), y: .value("Hours of Sunshine", $0.hoursOfSunshine))
}
.frame(height: 300)
