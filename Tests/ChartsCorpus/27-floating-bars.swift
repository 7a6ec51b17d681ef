// Floating bars from a low to a high temperature.
// marks: bar=4
import Charts

let ranges27 = [("Jan", -3.0, 4.0), ("Apr", 4.0, 14.0), ("Jul", 14.0, 26.0), ("Oct", 5.0, 15.0)]
Chart(ranges27, id: \.0) { month in
    BarMark(x: .value("Month", month.0), yStart: .value("Low", month.1), yEnd: .value("High", month.2), width: 30)
        .foregroundStyle(.orange.gradient)
}
