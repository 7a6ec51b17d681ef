// BarPlot: a vectorized bar per day at numbers; the first and last bars stay inside the plot, the scale drawn in at its ends as for BarMarks.
// marks: bar=14
// text: Cups
import Charts

struct Drink42 {
    let day: Int
    let cups: Double
}

let drinks42 = (1...14).map { Drink42(day: $0, cups: Double(($0 * 7) % 11 + 2)) }

Chart {
    BarPlot(drinks42, x: .value("Day", \.day), y: .value("Cups", \.cups))
        .foregroundStyle(.teal)
}
.chartYAxisLabel("Cups")
.frame(height: 260)
