// Several lines from one data set, split by foregroundStyle(by:).
// marks: line=2
// legend: Seattle, Cupertino
import Charts

struct Reading06 { let city: String; let month: Int; let hours: Double }
let readings06 = [74.0, 99, 154, 201, 247, 234].enumerated().map { Reading06(city: "Seattle", month: $0.offset + 1, hours: $0.element) }
    + [196.0, 208, 253, 270, 310, 330].enumerated().map { Reading06(city: "Cupertino", month: $0.offset + 1, hours: $0.element) }

Chart(readings06, id: \.hours) {
    LineMark(x: .value("Month", $0.month), y: .value("Hours of Sunshine", $0.hours))
        .foregroundStyle(by: .value("City", $0.city))
}
