// An annotation below a full-height rule: drawn under the x axis's labels, not over them, the plot shrunk to keep it inside the chart.
// marks: bar=3, rule=1
// text: Mon, Tue, Wed, Peak day
import Charts

let cups45: [(day: String, count: Double)] = [("Mon", 5), ("Tue", 9), ("Wed", 4)]

Chart {
    ForEach(cups45, id: \.day) { item in
        BarMark(x: .value("Day", item.day), y: .value("Cups", item.count))
    }
    RuleMark(x: .value("Day", "Tue"))
        .foregroundStyle(.red)
        .annotation(position: .bottom) { Text("Peak day") }
}
.frame(width: 300, height: 200)
