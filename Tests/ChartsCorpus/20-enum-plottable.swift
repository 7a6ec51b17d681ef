// An enum with raw values as a Plottable category.
// marks: bar=3
// text: Active, Paused, Closed
import Charts

enum Status20: String, Plottable {
    case active = "Active"
    case paused = "Paused"
    case closed = "Closed"
}

let accounts20: [(status: Status20, count: Int)] = [(.active, 42), (.paused, 7), (.closed, 13)]
Chart(accounts20, id: \.status) { account in
    BarMark(x: .value("Status", account.status), y: .value("Accounts", account.count))
        .cornerRadius(6)
}
