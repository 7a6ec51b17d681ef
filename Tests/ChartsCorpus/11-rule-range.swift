// A range of each day as rules between a low and a high, with points at both ends.
// marks: rule=5, point=10
import Charts

let low11 = [4.0, 6, 3, 8, 5]
let high11 = [12.0, 15, 9, 18, 11]
let days11 = ["Mon", "Tue", "Wed", "Thu", "Fri"]

Chart {
    ForEach(days11.indices, id: \.self) { index in
        RuleMark(x: .value("Day", days11[index]), yStart: .value("Low", low11[index]), yEnd: .value("High", high11[index]))
            .lineStyle(StrokeStyle(lineWidth: 3, lineCap: .round))
        PointMark(x: .value("Day", days11[index]), y: .value("Low", low11[index]))
        PointMark(x: .value("Day", days11[index]), y: .value("High", high11[index]))
    }
}
