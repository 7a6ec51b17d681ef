// Bars stacked and normalised to 100 %.
// marks: bar=6
// legend: Yes, No
import Charts

let answers25 = [("Q1", "Yes", 30), ("Q1", "No", 10), ("Q2", "Yes", 12), ("Q2", "No", 28), ("Q3", "Yes", 20), ("Q3", "No", 20)]
Chart(answers25.indices, id: \.self) { index in
    let answer = answers25[index]
    BarMark(x: .value("Question", answer.0), y: .value("Share", answer.2), stacking: .normalized)
        .foregroundStyle(by: .value("Answer", answer.1))
}
