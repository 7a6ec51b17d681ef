// BarPlot grouped by a value of each element: each month's bars stand side by side per store (position(by:)), coloured per store, as BarMarks with position(by:) are.
// marks: bar=6
// legend: North, South
// text: Jan, Feb, Mar
import Charts

struct Sale47 {
    let month: String
    let store: String
    let amount: Double
}

let sales47 = [
    Sale47(month: "Jan", store: "North", amount: 5), Sale47(month: "Jan", store: "South", amount: 3),
    Sale47(month: "Feb", store: "North", amount: 7), Sale47(month: "Feb", store: "South", amount: 2),
    Sale47(month: "Mar", store: "North", amount: 4), Sale47(month: "Mar", store: "South", amount: 6),
]

Chart {
    BarPlot(sales47, x: .value("Month", \.month), y: .value("Sales", \.amount))
        .foregroundStyle(by: .value("Store", \.store))
        .position(by: .value("Store", \.store))
}
.frame(height: 260)
