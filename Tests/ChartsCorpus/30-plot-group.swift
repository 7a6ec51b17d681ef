// Plot groups marks so one modifier styles them all.
// marks: line=1, point=4, rule=1
// stroke: line=#AF52DE
import Charts

let points30 = [(1, 3.0), (2, 5.0), (3, 4.0), (4, 7.0)]
Chart {
    Plot {
        ForEach(points30, id: \.0) { point in
            LineMark(x: .value("Run", point.0), y: .value("Time", point.1))
            PointMark(x: .value("Run", point.0), y: .value("Time", point.1))
        }
    }
    .foregroundStyle(.purple)
    RuleMark(x: .value("Run", 2))
}
