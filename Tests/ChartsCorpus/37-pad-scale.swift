// Bars at numbers (the last one at the axis's end stays inside the plot) and value labels that
// pad the scale to fit above the tallest bar (.padScale), with month names from .dateTime.
// marks: bar=5
// text: 15 mm, Jan, May
import Charts
import Foundation

let rain37: [(month: Int, millimetres: Int)] = [(1, 4), (2, 7), (3, 9), (4, 12), (5, 15)]

Chart {
    ForEach(rain37, id: \.month) { entry in
        BarMark(x: .value("Month", entry.month), y: .value("Rain", entry.millimetres))
            .annotation(position: .top, overflowResolution: .init(y: .padScale)) { Text("\(entry.millimetres) mm") }
    }
}
.chartYScale(domain: 0...15)
.chartXAxis {
    AxisMarks(values: [1, 3, 5]) { value in
        AxisValueLabel {
            Text(Date(timeIntervalSince1970: Double((value.as(Int.self) ?? 1) - 1) * 31 * 86_400).formatted(.dateTime.month(.abbreviated)))
        }
    }
}
.frame(width: 360, height: 220)
