// BarPlot of ranges: a Gantt chart, a bar per task from its first to its last week (xStart:xEnd:y:), drawn as BarMark(xStart:xEnd:y:) per task is.
// marks: bar=4
// text: Design, Build, Test, Ship
import Charts

struct Task46 {
    let name: String
    let start: Double
    let end: Double
}

let tasks46 = [Task46(name: "Design", start: 0, end: 3), Task46(name: "Build", start: 2, end: 8),
               Task46(name: "Test", start: 6, end: 10), Task46(name: "Ship", start: 10, end: 11)]

Chart {
    BarPlot(tasks46, xStart: .value("Start", \.start), xEnd: .value("End", \.end), y: .value("Task", \.name), height: .ratio(0.6))
        .foregroundStyle(.indigo)
}
.chartXAxisLabel("Week")
.frame(height: 220)
