// A Gantt chart: horizontal bars from a start to an end, by task.
// marks: bar=4
// text: Design, Build, Test, Ship
import Charts

struct Task26 { let name: String; let start: Int; let end: Int }
let tasks26 = [Task26(name: "Design", start: 0, end: 3), Task26(name: "Build", start: 2, end: 8),
               Task26(name: "Test", start: 6, end: 10), Task26(name: "Ship", start: 10, end: 11)]

Chart(tasks26, id: \.name) { task in
    BarMark(xStart: .value("Start", task.start), xEnd: .value("End", task.end), y: .value("Task", task.name))
        .foregroundStyle(by: .value("Task", task.name))
}
.chartLegend(.hidden)
.chartXAxisLabel("Week")
