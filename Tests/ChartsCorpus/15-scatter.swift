// A scatter plot by class, with symbols and axis titles.
// marks: point=20
// legend: A, B
// text: Hours studied, Score
import Charts

struct Student15 { let hours: Double; let score: Double; let group: String }
var students15: [Student15] = []
for index in 0..<20 {
    let hours = Double(index % 10) + Double(index) / 20
    let score = 50 + Double(index % 10) * 4 + Double(index % 7)
    students15.append(Student15(hours: hours, score: score, group: index % 2 == 0 ? "A" : "B"))
}

Chart(students15, id: \.score) { student in
    PointMark(x: .value("Hours", student.hours), y: .value("Score", student.score))
        .foregroundStyle(by: .value("Class", student.group))
        .symbol(by: .value("Class", student.group))
}
.chartXScale(domain: 0...12)
.chartXAxisLabel("Hours studied")
.chartYAxisLabel("Score")
