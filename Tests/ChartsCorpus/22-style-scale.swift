// chartForegroundStyleScale(domain:range:) fixes colours and legend order.
// marks: bar=4
// legend: Low, Medium, High
// fill: bar=#FF3B30,#34C759,#FF9500
import Charts

let risks22 = [("A", "High", 3), ("B", "Low", 9), ("C", "Medium", 5), ("D", "Low", 6)]
Chart(risks22, id: \.0) { item in
    BarMark(x: .value("Team", item.0), y: .value("Issues", item.2))
        .foregroundStyle(by: .value("Risk", item.1))
}
.chartForegroundStyleScale(domain: ["Low", "Medium", "High"], range: [Color.green, Color.orange, Color.red])
