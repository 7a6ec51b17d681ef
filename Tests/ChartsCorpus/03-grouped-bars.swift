// Grouped bars: position(by:) puts each store beside the other.
// marks: bar=6
// legend: North, South
// text: Sales ($k)
import Charts

let months03 = ["Jan", "Feb", "Mar"]
let north03 = [20.0, 25, 30]
let south03 = [35.0, 32, 29]

Chart {
    ForEach(months03.indices, id: \.self) { index in
        BarMark(x: .value("Month", months03[index]), y: .value("Sales", north03[index]))
            .foregroundStyle(by: .value("Store", "North"))
            .position(by: .value("Store", "North"))
        BarMark(x: .value("Month", months03[index]), y: .value("Sales", south03[index]))
            .foregroundStyle(by: .value("Store", "South"))
            .position(by: .value("Store", "South"))
    }
}
.chartYAxisLabel("Sales ($k)")
