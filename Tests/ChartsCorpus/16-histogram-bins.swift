// A histogram: NumberBins groups prices, each bar spans its bin, the axis shows the edges.
// marks: bar=5
// text: 10, 20, 30, 40, 50, 60
import Charts

let prices16 = [12.5, 14, 18, 21, 22.5, 23, 27, 31, 33, 34, 35.5, 38, 41, 44, 52, 57, 59]
let bins16 = NumberBins(data: prices16, desiredCount: 6)
var counts16 = [Int](repeating: 0, count: bins16.count)
for price in prices16 {
    let index = bins16.index(for: price)
    if index >= 0 && index < counts16.count { counts16[index] += 1 }
}

Chart(counts16.indices, id: \.self) { index in
    BarMark(x: .value("Price", bins16[index]), y: .value("Frequency", counts16[index]))
}
