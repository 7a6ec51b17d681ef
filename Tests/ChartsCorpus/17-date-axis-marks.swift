// Bars by month with custom AxisMarks: a grid line and a centred label each month, y on the left.
// marks: bar=12
// text: Feb, Mar, Dec
import Charts

let start17 = Date(timeIntervalSince1970: 1_577_836_800)   // 2020-01-01
let hours17 = [74.0, 99, 154, 201, 247, 234, 304, 248, 197, 122, 77, 62]
let calendar17 = Calendar(identifier: .gregorian)
var months17: [(date: Date, hours: Double)] = []
for (index, hours) in hours17.enumerated() {
    months17.append((date: calendar17.date(byAdding: .month, value: index, to: start17)!, hours: hours))
}

Chart(months17, id: \.date) { month in
    BarMark(x: .value("Month", month.date, unit: .month), y: .value("Hours", month.hours))
}
.chartXAxis {
    AxisMarks(values: .stride(by: .month)) { value in
        AxisGridLine()
        AxisValueLabel(centered: true)
    }
}
.chartYAxis { AxisMarks(position: .leading) }
