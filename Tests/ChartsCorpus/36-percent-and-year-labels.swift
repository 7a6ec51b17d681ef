// Monthly shares over two years: x labelled by year (.dateTime.year()), y as percentages with
// one digit (.percent.precision), bars at dates staying inside the plot.
// marks: bar=24
// text: 2023, 2024, 0.0%, 40.0%
import Charts
import Foundation

let months36 = (0..<24).map { Date(timeIntervalSince1970: 1_672_531_200 + Double($0) * 31 * 86_400) }

Chart {
    ForEach(Array(months36.enumerated()), id: \.offset) { item in
        BarMark(x: .value("Month", item.element, unit: .month), y: .value("Share", Double(item.offset % 6) / 10))
    }
}
.chartXAxis { AxisMarks(values: .stride(by: .year)) { _ in AxisGridLine(); AxisValueLabel(format: .dateTime.year()) } }
.chartYAxis { AxisMarks { _ in AxisGridLine(); AxisValueLabel(format: .percent.precision(.fractionLength(1))) } }
.frame(width: 480, height: 240)
