import ChartCore
import Foundation

/// Charts written as Swift Charts' documentation and tutorials write them, for golden files
/// and contract tests.
enum GrammarSamples {
    struct Sale: Identifiable { let id = UUID(); let month: String; let store: String; let amount: Double }
    struct Reading { let day: Int; let city: String; let temperature: Double }
    struct Monthly { let date: Date; let hours: Double }
    enum Kind: String, Plottable { case cats = "Cats", dogs = "Dogs", birds = "Birds" }

    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun"]
    static let sales: [Sale] = {
        var result: [Sale] = []
        for (index, month) in months.enumerated() {
            result.append(Sale(month: month, store: "North", amount: Double(20 + index * 5)))
            result.append(Sale(month: month, store: "South", amount: Double(35 - index * 3)))
        }
        return result
    }()

    static func date(_ year: Int, _ month: Int, _ day: Int = 1) -> Date {
        Date(timeIntervalSince1970: Double(CivilDate.days(year: year, month: month, day: day)) * 86_400)
    }

    static let sunshine: [Monthly] = [74, 99, 154, 201, 247, 234, 304, 248, 197, 122, 77, 62].enumerated().map {
        Monthly(date: date(2020, $0.offset + 1), hours: $0.element)
    }

    struct Walk { let walk: String; let step: Int; let level: Double }
    static let walk: [Walk] = {
        var result: [Walk] = []
        for name in ["A", "B"] {
            var level = 0.0
            for step in 0..<2_000 {
                level += sin(Double(step) * (name == "A" ? 0.013 : 0.021)) * 0.9 + (Double((step * 7919) % 13) - 6) * 0.08
                result.append(Walk(walk: name, step: step, level: level))
            }
        }
        return result
    }()

    /// Every sample by golden file name.
    static var all: [(name: String, chart: Chart)] {
        [
            ("grammar-bars", Chart(sales.filter { $0.store == "North" }) { sale in
                BarMark(x: .value("Month", sale.month), y: .value("Sales", sale.amount))
            }),
            ("grammar-stacked-bars", Chart(sales) { sale in
                BarMark(x: .value("Month", sale.month), y: .value("Sales", sale.amount))
                    .foregroundStyle(by: .value("Store", sale.store))
            }),
            ("grammar-grouped-bars", Chart(sales) { sale in
                BarMark(x: .value("Month", sale.month), y: .value("Sales", sale.amount))
                    .foregroundStyle(by: .value("Store", sale.store))
                    .position(by: .value("Store", sale.store))
            }
            .chartYAxisLabel("Sales ($k)")),
            ("grammar-line-dates", Chart(sunshine, id: \.date) {
                LineMark(x: .value("Month", $0.date, unit: .month), y: .value("Hours of Sunshine", $0.hours))
            }
            .frame(height: 300)),
            ("grammar-lines-series", Chart {
                ForEach(0..<7) { day in
                    LineMark(x: .value("Day", day), y: .value("Temperature", 12 + Double(day) * 1.5))
                        .foregroundStyle(by: .value("City", "Oslo"))
                    LineMark(x: .value("Day", day), y: .value("Temperature", 18 - Double(day % 3) * 2))
                        .foregroundStyle(by: .value("City", "Rome"))
                }
                .interpolationMethod(.catmullRom)
                .symbol(.circle)
            }),
            ("grammar-area-stacked", Chart(sales) { sale in
                AreaMark(x: .value("Month", sale.month), y: .value("Sales", sale.amount))
                    .foregroundStyle(by: .value("Store", sale.store))
            }),
            ("grammar-rule-annotation", Chart {
                ForEach(sales.filter { $0.store == "South" }) { sale in
                    BarMark(x: .value("Month", sale.month), y: .value("Sales", sale.amount))
                        .foregroundStyle(.gray.opacity(0.6))
                }
                RuleMark(y: .value("Average", 27.5))
                    .foregroundStyle(.red)
                    .lineStyle(StrokeStyle(lineWidth: 2, dash: [5, 3]))
                    .annotation(position: .top, alignment: .leading) {
                        Text("Average \(27.5, specifier: "%.1f")").font(.caption).foregroundStyle(.red)
                    }
            }),
            ("grammar-heat-map", Chart {
                ForEach(["Mon", "Tue", "Wed", "Thu", "Fri"], id: \.self) { day in
                    ForEach(["9", "12", "15", "18"], id: \.self) { hour in
                        RectangleMark(x: .value("Hour", hour), y: .value("Day", day))
                            .foregroundStyle(by: .value("Busy", (day.first!.asciiValue! + hour.first!.asciiValue!) % 3 == 0 ? "High" : "Low"))
                    }
                }
            }),
            ("grammar-pie", Chart {
                SectorMark(angle: .value("Count", 12)).foregroundStyle(by: .value("Pet", Kind.cats))
                SectorMark(angle: .value("Count", 9)).foregroundStyle(by: .value("Pet", Kind.dogs))
                SectorMark(angle: .value("Count", 4)).foregroundStyle(by: .value("Pet", Kind.birds))
            }),
            ("grammar-donut", Chart {
                ForEach([("Math", 30.0), ("Art", 12.0), ("Music", 8.0), ("Science", 22.0)], id: \.0) { subject in
                    SectorMark(angle: .value("Students", subject.1), innerRadius: .ratio(0.6), angularInset: 2)
                        .foregroundStyle(by: .value("Subject", subject.0))
                        .cornerRadius(4)
                }
            }
            .chartLegend(position: .trailing)),
            ("grammar-scatter", Chart {
                ForEach(0..<40) { index in
                    let hours = Double(index % 10) + Double(index) / 40
                    PointMark(x: .value("Hours", hours), y: .value("Score", 50 + hours * 4 + Double(index % 7)))
                        .foregroundStyle(by: .value("Class", index % 2 == 0 ? "A" : "B"))
                        .symbol(by: .value("Class", index % 2 == 0 ? "A" : "B"))
                }
            }
            .chartXScale(domain: 0...12)
            .chartXAxisLabel("Hours studied")
            .chartYAxisLabel("Score")),
            ("grammar-horizontal-bars", Chart {
                BarMark(x: .value("Students", 30), y: .value("Subject", "Math"))
                BarMark(x: .value("Students", 22), y: .value("Subject", "Science"))
                BarMark(x: .value("Students", 12), y: .value("Subject", "Art"))
                    .annotation(position: .trailing) { Text("12").font(.caption) }
            }),
            ("grammar-date-axis-marks", Chart(sunshine, id: \.date) {
                BarMark(x: .value("Month", $0.date, unit: .month), y: .value("Hours", $0.hours))
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .month)) { value in
                    AxisGridLine()
                    AxisValueLabel(centered: true)
                }
            }
            .chartYAxis { AxisMarks(position: .leading) }),
            ("grammar-log-scale", Chart {
                ForEach([1.0, 10, 100, 1_000, 10_000], id: \.self) { value in
                    PointMark(x: .value("Step", value.description), y: .value("Size", value))
                    LineMark(x: .value("Step", value.description), y: .value("Size", value))
                }
            }
            .chartYScale(domain: 1...10_000, type: .log)),
            ("grammar-empty", Chart { }),
            ("grammar-preset-line", {
                var graph = LineGraph([12, 19, 25, 31, 28, 35, 30], labels: ["Sep", "Oct", "Nov", "Dec", "Jan", "Feb", "Mar"])
                graph.title = "New students"
                graph.isSmooth = true
                graph.fillBelowColor = .blue
                graph.showsAverageLine = true
                graph.referenceLines = [ReferenceLine(y: 20, label: "goal")]
                graph.yAxisTitle = "Students"
                return graph.chart
            }()),
            ("grammar-preset-bars", {
                var bars = BarChart(categories: ["Math", "Physics", "Biology", "Art"], values: [33, 12, 19, 13])
                bars.addSeries([21, 15, 14, 17], name: "Spring")
                bars.showsValueLabels = true
                bars.cornerRadius = 4
                return bars.chart
            }()),
            ("grammar-preset-pie", {
                var pie = PieChart(categories: ["Math", "Art", "Music", "Science"], values: [30, 12, 8, 22])
                pie.holeRatio = 0.55
                pie.sliceColors = [.indigo, .orange, .pink, .teal]
                return pie.chart
            }()),
            ("grammar-preset-composed", Chart {
                BarChart(categories: ["Mon", "Tue", "Wed", "Thu", "Fri"], values: [8, 12, 9, 14, 11]).content
                RuleMark(y: .value("Average", 10.8)).foregroundStyle(.red)
                    .annotation(position: .top, alignment: .trailing) { Text("average").font(.caption) }
                ForEach(["Mon", "Tue", "Wed", "Thu", "Fri"], id: \.self) { day in
                    PointMark(x: .value("Category", day), y: .value("Value", Double(day.count) * 2.5)).foregroundStyle(.black)
                }
            }),
            ("grammar-line-plot", Chart {
                LinePlot(walk, x: .value("Step", \.step), y: .value("Level", \.level), series: .value("Walk", \.walk))
                RuleMark(y: .value("Start", 0)).foregroundStyle(.gray)
            }
            .chartYAxisLabel("Level")),
        ]
    }
}
