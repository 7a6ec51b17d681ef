// Y axis marks every 25 with dashed grid lines, labels formatted as percentages.
// marks: bar=3
// text: 0%, 25%, 50%, 75%, 100%
import Charts

Chart {
    BarMark(x: .value("Team", "Red"), y: .value("Done", 40))
    BarMark(x: .value("Team", "Green"), y: .value("Done", 85))
    BarMark(x: .value("Team", "Blue"), y: .value("Done", 62))
}
.chartYScale(domain: 0...100)
.chartYAxis {
    AxisMarks(values: .stride(by: 25)) { value in
        AxisGridLine(stroke: StrokeStyle(lineWidth: 1, dash: [2, 3]))
        AxisValueLabel {
            if let percent = value.as(Int.self) {
                Text("\(percent)%")
            }
        }
    }
}
