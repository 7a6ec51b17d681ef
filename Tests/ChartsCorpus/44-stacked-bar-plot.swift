// BarPlot coloured by a value of each element: the bars stack per month as BarMarks with foregroundStyle(by:) do, a legend entry per store.
// marks: bar=6
// legend: North, South
// text: Jan, Feb, Mar
import Charts

struct Sale44 {
    let month: String
    let store: String
    let amount: Double
}

let sales44 = [
    Sale44(month: "Jan", store: "North", amount: 5), Sale44(month: "Jan", store: "South", amount: 3),
    Sale44(month: "Feb", store: "North", amount: 7), Sale44(month: "Feb", store: "South", amount: 2),
    Sale44(month: "Mar", store: "North", amount: 4), Sale44(month: "Mar", store: "South", amount: 6),
]

Chart {
    BarPlot(sales44, x: .value("Month", \.month), y: .value("Sales", \.amount), width: .ratio(0.6))
        .foregroundStyle(by: .value("Store", \.store))
}
.frame(height: 260)
