// A donut with gaps, labels over each sector and the legend on the side.
// marks: sector=4
// legend: Math, Art, Music, Science
// text: 30, 12, 8, 22
import Charts

let subjects14 = [("Math", 30), ("Art", 12), ("Music", 8), ("Science", 22)]
Chart(subjects14, id: \.0) { subject in
    SectorMark(angle: .value("Students", subject.1), innerRadius: .ratio(0.6), angularInset: 2)
        .foregroundStyle(by: .value("Subject", subject.0))
        .annotation(position: .overlay) { Text("\(subject.1)").font(.caption).foregroundStyle(.white) }
}
.chartLegend(position: .trailing)
