// Axis labels through .dateTime with symbols: hours every 6 with a narrow AM/PM marker (ICU's narrow no-break space before it), the title's days short and wide.
// marks: line=1
// text: 12 a, 6 a, 12 p, 6 p, 20, Th to Friday
import Charts

let start40 = Date(timeIntervalSince1970: 1_709_164_800)   // Thursday 2024-02-29, 00:00 UTC
var temperatures40: [(time: Date, celsius: Double)] = []
for hour in 0..<48 {
    let swing = Double((hour % 24) - 12) * Double((hour % 24) - 12)
    temperatures40.append((time: start40.addingTimeInterval(Double(hour) * 3_600), celsius: 18 - swing / 18))
}

Chart(temperatures40, id: \.time) { reading in
    LineMark(x: .value("Time", reading.time), y: .value("Temperature", reading.celsius))
}
.chartXAxis {
    AxisMarks(values: .stride(by: .hour, count: 6)) { value in
        AxisGridLine()
        AxisValueLabel(format: .dateTime.hour(.defaultDigits(amPM: .narrow)))
    }
}
.chartYAxis {
    AxisMarks(values: .stride(by: 5)) { value in
        AxisGridLine()
        AxisValueLabel()
    }
}
.chartXAxisLabel("\(start40.formatted(.dateTime.weekday(.short))) to \(start40.addingTimeInterval(86_400).formatted(Date.FormatStyle.dateTime.weekday(.wide)))")
.frame(height: 260)
