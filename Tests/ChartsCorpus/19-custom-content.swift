// A ChartContent type of one's own, used twice with modifiers.
// marks: line=2, point=10
// legend: Planned, Actual
import Charts

struct Progress19: ChartContent {
    let name: String
    let values: [Double]
    var body: some ChartContent {
        ForEach(values.indices, id: \.self) { week in
            LineMark(x: .value("Week", week + 1), y: .value("Done", values[week]), series: .value("Plan", name))
            PointMark(x: .value("Week", week + 1), y: .value("Done", values[week]))
        }
        .foregroundStyle(by: .value("Plan", name))
    }
}

Chart {
    Progress19(name: "Planned", values: [10, 20, 30, 40, 50])
    Progress19(name: "Actual", values: [8, 15, 27, 41, 46])
        .symbolSize(80)
}
