// chartXSelection(value:): the selected day's bar stands out with its count above it, drawn from the binding's value (in a notebook, interactive(_:) sets it from the pointer).
// marks: bar=5
// text: 21 cups
import Charts

let cups38 = [("Mon", 12), ("Tue", 18), ("Wed", 9), ("Thu", 21), ("Fri", 15)]
var selectedDay38: String? = "Thu"

Chart(cups38, id: \.0) { day in
    if day.0 == selectedDay38 {
        BarMark(x: .value("Day", day.0), y: .value("Cups", day.1))
            .annotation(position: .top) { Text("\(day.1) cups").font(.caption).bold() }
    } else {
        BarMark(x: .value("Day", day.0), y: .value("Cups", day.1))
            .opacity(selectedDay38 == nil ? 1 : 0.5)
    }
}
.chartXSelection(value: Binding(get: { selectedDay38 }, set: { selectedDay38 = $0 }))
.frame(height: 300)
