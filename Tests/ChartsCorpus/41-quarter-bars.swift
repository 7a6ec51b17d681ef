// Bars by quarter, labelled with .dateTime.quarter() and the year: Q1 … Q4.
// marks: bar=4
// text: Q1 2024, Q2 2024, Q3 2024, Q4 2024
import Charts

let calendar41 = Calendar(identifier: .gregorian)
let start41 = Date(timeIntervalSince1970: 1_704_067_200)   // 2024-01-01
let revenue41 = [120.0, 180, 150, 210]
var quarters41: [(start: Date, revenue: Double)] = []
for (index, revenue) in revenue41.enumerated() {
    quarters41.append((start: calendar41.date(byAdding: .month, value: index * 3, to: start41)!, revenue: revenue))
}

Chart(quarters41, id: \.start) { quarter in
    BarMark(x: .value("Quarter", quarter.start.formatted(.dateTime.year().quarter())), y: .value("Revenue", quarter.revenue))
}
.frame(height: 260)
