// A heat map of rectangles on two category axes.
// marks: rectangle=20
// legend: Busy, Quiet
import Charts

let days12 = ["Mon", "Tue", "Wed", "Thu", "Fri"]
let hours12 = ["9", "12", "15", "18"]

Chart {
    ForEach(days12.indices, id: \.self) { day in
        ForEach(hours12.indices, id: \.self) { hour in
            RectangleMark(x: .value("Hour", hours12[hour]), y: .value("Day", days12[day]))
                .foregroundStyle(by: .value("Load", (day + hour) % 3 == 0 ? "Busy" : "Quiet"))
        }
    }
}
.chartForegroundStyleScale(["Busy": Color.orange, "Quiet": Color.teal])
