import XCTest
@testable import ChartCore

/// A chart's series as an audio graph plays them: grouped by series, each mark's measured value,
/// in x order, references and non-finite values left out, long series sampled.
final class AudioSeriesTests: XCTestCase {
    func testLinesAreSeriesInXOrderWhateverTheOrderWritten() {
        let chart = Chart {
            LineMark(x: .value("Day", 3), y: .value("Rain", 30)).foregroundStyle(by: .value("City", "Oslo"))
            LineMark(x: .value("Day", 1), y: .value("Rain", 10)).foregroundStyle(by: .value("City", "Oslo"))
            LineMark(x: .value("Day", 2), y: .value("Rain", 5)).foregroundStyle(by: .value("City", "Rome"))
            LineMark(x: .value("Day", 2), y: .value("Rain", 20)).foregroundStyle(by: .value("City", "Oslo"))
            RuleMark(y: .value("Average", 15))
        }
        XCTAssertEqual(chart.audioSeries, [AudioSeries(name: "Oslo", values: [10, 20, 30]), AudioSeries(name: "Rome", values: [5])])
    }

    func testCategoriesPlayAsWrittenAndHorizontalBarsByTheirLength() {
        let vertical = Chart {
            BarMark(x: .value("Month", "Jan"), y: .value("Sales", 12))
            BarMark(x: .value("Month", "Feb"), y: .value("Sales", 18))
        }
        XCTAssertEqual(vertical.audioSeries, [AudioSeries(name: "", values: [12, 18])])
        let horizontal = Chart { BarMark(x: .value("Sales", 7), y: .value("Month", "Jan")) }
        XCTAssertEqual(horizontal.audioSeries.first?.values, [7])
    }

    func testAPresetPlaysEachValueOnceAndItsAverageNotAtAll() {
        var graph = LineGraph([3, .nan, 1, 2], labels: ["a", "b", "c", "d"])
        graph.showsPoints = true
        graph.fillBelowColor = .blue
        graph.showsAverageLine = true
        XCTAssertEqual(graph.audioSeries.map(\.values), [[3, 1, 2]])
        XCTAssertEqual(PieChart(categories: ["a", "b"], values: [33, 13]).audioSeries.flatMap(\.values), [33, 13])
        XCTAssertEqual(ScatterPlot(x: [2, 1], y: [20, 10]).audioSeries.flatMap(\.values), [10, 20])
    }

    func testALongSeriesIsSampledKeepingItsEnds() {
        let values = (0..<10_000).map { (Double($0), Double($0)) }
        let series = Chart { LinePlot(values, x: .value("x", \.0), y: .value("y", \.1)) }.audioSeries
        XCTAssertEqual(series.first?.values.count, AudioSeries.valueLimit)
        XCTAssertEqual(series.first?.values.first, 0)
        XCTAssertEqual(series.first?.values.last, 9_999)
    }
}
