// Stacked bars coloured by a field, the legend below.
// marks: bar=6
// legend: North, South
// fill: bar=#007AFF,#34C759
import Charts

struct Sale02 { let month: String; let store: String; let amount: Double }
let sales02 = [
    Sale02(month: "Jan", store: "North", amount: 20), Sale02(month: "Jan", store: "South", amount: 35),
    Sale02(month: "Feb", store: "North", amount: 25), Sale02(month: "Feb", store: "South", amount: 32),
    Sale02(month: "Mar", store: "North", amount: 30), Sale02(month: "Mar", store: "South", amount: 29),
]

Chart(sales02, id: \.amount) { sale in
    BarMark(x: .value("Month", sale.month), y: .value("Sales", sale.amount))
        .foregroundStyle(by: .value("Store", sale.store))
}
