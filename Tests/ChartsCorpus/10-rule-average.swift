// Bars with an average rule and its annotation.
// marks: bar=6, rule=1
// stroke: rule=#FF3B30
// text: Average 27.5
import Charts

let values10 = [35.0, 32, 29, 26, 23, 20]
let labels10 = ["Jan", "Feb", "Mar", "Apr", "May", "Jun"]
let average10 = values10.reduce(0, +) / Double(values10.count)

Chart {
    ForEach(values10.indices, id: \.self) { index in
        BarMark(x: .value("Month", labels10[index]), y: .value("Sales", values10[index]))
            .foregroundStyle(.gray.opacity(0.6))
    }
    RuleMark(y: .value("Average", average10))
        .foregroundStyle(.red)
        .lineStyle(StrokeStyle(lineWidth: 2, dash: [5, 3]))
        .annotation(position: .top, alignment: .leading) {
            Text("Average \(average10, specifier: "%.1f")").font(.caption).foregroundStyle(.red)
        }
}
