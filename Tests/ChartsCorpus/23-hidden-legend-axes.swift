// A sparkline: no axes, no legend, a fixed y domain.
// marks: line=1
// size: 300x80
import Charts

let steps23 = [3.0, 5, 4, 8, 7, 9, 6, 10]
Chart(steps23.indices, id: \.self) { day in
    LineMark(x: .value("Day", day), y: .value("Steps", steps23[day]))
        .foregroundStyle(by: .value("Walker", "Me"))
}
.chartXAxis(.hidden)
.chartYAxis(.hidden)
.chartLegend(.hidden)
.chartYScale(domain: 0...12)
.frame(width: 300, height: 80)
