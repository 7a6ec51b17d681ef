import XCTest
@testable import ChartCore

/// A preset's data table and audio graph are read off the marks of only the values they keep
/// (the first ones, or some spread evenly), and say exactly what the marks of every value say.
final class PresetFewMarksTests: XCTestCase {
    /// Values with gaps, long enough that the table is cut and the tones sampled.
    private func values(_ count: Int, offset: Double) -> [Double] {
        (0..<count).map { (index: Int) -> Double in
            if index % 97 == 5 { return .nan }
            return offset + Double(index % 50) * 1.5
        }
    }

    func testALongLineGraphReadsAsTheMarksOfEveryValueRead() {
        var graph = LineGraph(values(3_000, offset: 0), labels: (0..<3_000).map { "d\($0)" })
        graph.addSeries(values(2_500, offset: 7), name: "Other")
        graph.showsPoints = true
        graph.fillBelowColor = .blue
        graph.showsAverageLine = true
        let full = graph.chart
        XCTAssertEqual(graph.dataTable, full.dataTable)
        XCTAssertFalse(graph.dataTable.isComplete)
        XCTAssertEqual(graph.dataTable.rows.count, ChartDataTable.rowLimit)
        XCTAssertEqual(graph.audioSeries, full.audioSeries)
        XCTAssertEqual(graph.audioSeries.map(\.values.count), [AudioSeries.valueLimit, AudioSeries.valueLimit])
    }

    func testASeriesOfJustOverATableStillSaysTheTableIsCut() {
        let graph = LineGraph((0...ChartDataTable.rowLimit).map(Double.init))
        XCTAssertFalse(graph.dataTable.isComplete)
        XCTAssertTrue(LineGraph((1...ChartDataTable.rowLimit).map(Double.init)).dataTable.isComplete)
    }

    func testLongBarChartsAndPiesReadAsTheMarksOfEveryValueRead() {
        let categories = (0..<2_000).map { "c\($0)" }
        var bars = BarChart(categories: categories, values: values(2_000, offset: 1))
        bars.addSeries(values(2_000, offset: 3), name: "Second")
        bars.showsValueLabels = true
        for isHorizontal in [false, true] {
            bars.isHorizontal = isHorizontal
            XCTAssertEqual(bars.dataTable, bars.chart.dataTable)
            XCTAssertEqual(bars.audioSeries, bars.chart.audioSeries)
        }
        let pie = PieChart(categories: categories, values: values(2_000, offset: 1))
        XCTAssertEqual(pie.dataTable, pie.chart.dataTable)
        XCTAssertEqual(pie.audioSeries, pie.chart.audioSeries)
        XCTAssertEqual(pie.audioSeries.map(\.values.count), [AudioSeries.valueLimit], "a pie's slices are one series")
    }

    func testAConnectedScatterPlotPlaysEachPointOnceInEachSeries() {
        var scatter = ScatterPlot(x: [3, 1, 2], y: [30, 10, 20])
        scatter.addSeries(x: [1, 2], y: [5, 6], name: "B")
        scatter.connectsPoints = true
        XCTAssertEqual(scatter.audioSeries.map(\.values), [[10, 20, 30], [5, 6]])
        XCTAssertEqual(scatter.audioSeries.last?.name, "B")
    }

    func testMarksOfOneKindAtOneValueAreTwoTonesAndOfTwoKindsOne() {
        let rain: [Double] = [4, 2]
        let twoKinds = Chart {
            ForEach(rain.indices, id: \.self) { day in
                LineMark(x: .value("Day", day), y: .value("Rain", rain[day]))
                PointMark(x: .value("Day", day), y: .value("Rain", rain[day]))
            }
        }
        XCTAssertEqual(twoKinds.audioSeries.flatMap(\.values), [4, 2])
        let oneKind = Chart {
            BarMark(x: .value("Month", "Jan"), y: .value("Sales", 4))
            BarMark(x: .value("Month", "Feb"), y: .value("Sales", 4))
        }
        XCTAssertEqual(oneKind.audioSeries.flatMap(\.values), [4, 4])
        let twoPlaces = Chart {
            LineMark(x: .value("Month", "Jan"), y: .value("Sales", 4))
            PointMark(x: .value("Month", "Feb"), y: .value("Sales", 4))
        }
        XCTAssertEqual(twoPlaces.audioSeries.flatMap(\.values), [4, 4])
    }

    func testASelectionPicksTheFirstOrEvenlySpacedIncludedValues() {
        let values: [Double] = [0, .nan, 2, 3, .nan, 5, 6]
        let finite: (Int, Double) -> Bool = { $1.isFinite }
        XCTAssertEqual(PresetValueSelection.first(3).pick(values, where: finite).map(\.index), [0, 2, 3])
        XCTAssertEqual(PresetValueSelection.all.pick(values, where: finite).map(\.index), [0, 2, 3, 5, 6])
        XCTAssertEqual(PresetValueSelection.evenlySpaced(3).pick(values, where: finite).map(\.index), [0, 3, 6])
        XCTAssertEqual(PresetValueSelection.evenlySpaced(10).pick(values, where: finite).map(\.value), [0, 2, 3, 5, 6])
        XCTAssertEqual(PresetValueSelection.evenlySpaced(1).pick(values, where: finite).map(\.index), [0])
        XCTAssertEqual(PresetValueSelection.first(0).pick(values, where: finite).count, 0)
    }
}
