// A log scale over powers of ten.
// marks: point=5, line=1
// text: 1, 10, 100
import Charts

let sizes18 = [1.0, 10, 100, 1_000, 10_000]
Chart {
    ForEach(sizes18.indices, id: \.self) { step in
        LineMark(x: .value("Step", step), y: .value("Size", sizes18[step]))
        PointMark(x: .value("Step", step), y: .value("Size", sizes18[step]))
    }
}
.chartYScale(domain: 1...10_000, type: .log)
