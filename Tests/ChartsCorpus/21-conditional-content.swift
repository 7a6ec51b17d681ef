// if / else inside the content: bars above the goal are green, the others gray, and a goal rule.
// marks: bar=5, rule=1
// fill: bar=#34C759,#8E8E93
import Charts

let goal21 = 25.0
let scores21 = [("Ann", 31.0), ("Ben", 22.0), ("Cai", 28.0), ("Dee", 19.0), ("Eli", 26.0)]
let showGoal21 = true

Chart {
    ForEach(scores21, id: \.0) { student in
        if student.1 >= goal21 {
            BarMark(x: .value("Student", student.0), y: .value("Score", student.1)).foregroundStyle(.green)
        } else {
            BarMark(x: .value("Student", student.0), y: .value("Score", student.1)).foregroundStyle(.gray)
        }
    }
    if showGoal21 {
        RuleMark(y: .value("Goal", goal21)).foregroundStyle(.black)
    }
}
