let monthCounts = byMonth["count", Int.self].compactMap { $0 }
let monthNames = trend.labels ?? []
display("Hover over a month", id: "month-readout")
interactive(trend, onTouch: { index in
    let count = monthCounts[index]
    let comparison = Double(count) >= monthCounts.mean ? "above" : "below"
    updateDisplay("\(monthNames[index]): \(count) new students, \(comparison) the average of \((monthCounts.mean * 10).rounded() / 10)", id: "month-readout")
})