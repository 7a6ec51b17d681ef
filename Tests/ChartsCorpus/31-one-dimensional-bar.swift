// A one-dimensional bar: each share stacked along x in one bar.
// marks: bar=3
// legend: Rent, Food, Fun
import Charts

let budget31 = [("Rent", 1200.0), ("Food", 500.0), ("Fun", 300.0)]
Chart(budget31, id: \.0) { item in
    BarMark(x: .value("Amount", item.1))
        .foregroundStyle(by: .value("Category", item.0))
}
.frame(height: 120)
