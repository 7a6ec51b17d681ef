// Step lines dashed by kind (lineStyle(by:)).
// marks: line=2
// legend: Measured, Forecast
import Charts

Chart {
    ForEach(0..<8) { hour in
        LineMark(x: .value("Hour", hour), y: .value("Level", Double(hour % 4) + 1))
            .lineStyle(by: .value("Kind", "Measured"))
        LineMark(x: .value("Hour", hour), y: .value("Level", Double(hour % 3) + 2))
            .lineStyle(by: .value("Kind", "Forecast"))
    }
    .interpolationMethod(.stepCenter)
}
