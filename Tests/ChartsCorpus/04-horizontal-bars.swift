// Horizontal bars: a number on x and a category on y.
// marks: bar=3
// text: Math, Science, Art, 12
import Charts

Chart {
    BarMark(x: .value("Students", 30), y: .value("Subject", "Math"))
    BarMark(x: .value("Students", 22), y: .value("Subject", "Science"))
    BarMark(x: .value("Students", 12), y: .value("Subject", "Art"))
        .annotation(position: .trailing) { Text("12").font(.caption) }
}
.frame(height: 240)
