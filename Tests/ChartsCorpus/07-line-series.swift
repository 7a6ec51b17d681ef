// Lines by series:, with symbols and a curve.
// marks: line=2, point=12
// legend: Oslo, Rome
import Charts

Chart {
    ForEach(0..<6) { day in
        LineMark(x: .value("Day", day), y: .value("Temperature", 12 + Double(day) * 1.5), series: .value("City", "Oslo"))
            .foregroundStyle(by: .value("City", "Oslo"))
        LineMark(x: .value("Day", day), y: .value("Temperature", 18 - Double(day % 3) * 2), series: .value("City", "Rome"))
            .foregroundStyle(by: .value("City", "Rome"))
    }
    .interpolationMethod(.catmullRom)
    .symbol(.circle)
}
