// An area under a line, with a gradient and the line over it.
// marks: area=1, line=1
import Charts

let rain08 = [12.0, 18, 30, 41, 37, 25, 16]
Chart {
    ForEach(rain08.indices, id: \.self) { day in
        AreaMark(x: .value("Day", day), y: .value("Rain", rain08[day]))
            .foregroundStyle(LinearGradient(colors: [.blue.opacity(0.5), .blue.opacity(0.05)], startPoint: .top, endPoint: .bottom))
        LineMark(x: .value("Day", day), y: .value("Rain", rain08[day]))
    }
    .interpolationMethod(.monotone)
}
