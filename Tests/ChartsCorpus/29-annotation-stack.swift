// An annotation of stacked texts above the best bar.
// marks: bar=4
// text: Best, 41
import Charts

let quarters29 = [("Q1", 28), ("Q2", 41), ("Q3", 35), ("Q4", 30)]
let best29 = quarters29.max { $0.1 < $1.1 }!.0

Chart(quarters29, id: \.0) { quarter in
    BarMark(x: .value("Quarter", quarter.0), y: .value("Orders", quarter.1))
        .opacity(quarter.0 == best29 ? 1 : 0.5)
        .annotation(position: .top) {
            if quarter.0 == best29 {
                VStack {
                    Text("Best").font(.caption).bold()
                    Text("\(quarter.1)").font(.caption2)
                }
            }
        }
}
