// A vectorized LinePlot of 2,000 readings per sensor, one line per series, and its legend.
// marks: line=2
// legend: Inside, Outside
import Charts

struct Reading35 { let minute: Int; let sensor: String; let celsius: Double }
var readings35: [Reading35] = []
for minute in 0..<2_000 {
    let wave = Double(minute % 240) / 240
    readings35.append(Reading35(minute: minute, sensor: "Inside", celsius: 21 + wave))
    readings35.append(Reading35(minute: minute, sensor: "Outside", celsius: 8 + 6 * wave))
}

Chart {
    LinePlot(readings35, x: .value("Minute", \.minute), y: .value("°C", \.celsius), series: .value("Sensor", \.sensor))
}
.chartXAxisLabel("Minute")
