// A rule at the selected day, styled, with an annotation fitted inside the chart that looks its value up.
// marks: bar=4, rule=1
// text: Tue: 18 cups
import Charts

let cups43 = [("Mon", 12), ("Tue", 18), ("Wed", 9), ("Thu", 21)]
let selected43: String? = "Tue"

Chart {
    ForEach(cups43, id: \.0) { day in
        BarMark(x: .value("Day", day.0), y: .value("Cups", day.1))
    }
    if let d = selected43 {
        RuleMark(x: .value("Day", d))
            .foregroundStyle(.gray)
            .annotation(position: .top, overflowResolution: .init(y: .fit(to: .chart))) {
                Text("\(d): \(cups43.first { $0.0 == d }?.1 ?? 0) cups")
            }
    }
}
