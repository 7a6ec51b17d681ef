import XCTest
@testable import ChartCore

final class ChartNumberTests: XCTestCase {
    func testIntegersAndFloatingPointNumbersBecomeTheirDoubleValue() {
        XCTAssertEqual(12.chartValue, 12.0)
        XCTAssertEqual(Int8(-7).chartValue, -7)
        XCTAssertEqual(UInt64.max.chartValue, 18_446_744_073_709_551_616)
        XCTAssertEqual(Float(0.5).chartValue, 0.5)
        XCTAssertTrue(Double.nan.chartValue.isNaN)
    }

    func testSequencesOfAnyNumberTypeGiveTheirDoublesInOrder() {
        XCTAssertEqual([3, 1, 2].chartValues, [3, 1, 2])
        XCTAssertEqual((1...4).chartValues, [1, 2, 3, 4])
        XCTAssertEqual([Float(1.5), 2].chartValues, [1.5, 2])
        XCTAssertEqual([UInt8]().chartValues, [])
    }

    func testATypeOfOneselfConformsByGivingItsValue() {
        struct Celsius: ChartNumber {
            var degrees: Double
            var chartValue: Double { degrees }
        }
        let graph = LineGraph([Celsius(degrees: 21.5), Celsius(degrees: 23)])
        XCTAssertEqual(graph.series[0].values, [21.5, 23])
    }

    func testEmptyLiteralsAndNumberLiteralsStillTakeTheDoubleInitialisers() {
        XCTAssertEqual(ScatterPlot(x: [], y: []).series[0].x, [])
        XCTAssertEqual(ScatterPlot(x: [1, 2], y: [3, 4]).series[0].y, [3, 4])
        XCTAssertEqual(LineGraph([]).series[0].values, [])
        XCTAssertEqual(BarChart(categories: [], values: []).values, [])
        XCTAssertEqual(PieChart(categories: [], values: []).values, [])
    }
}
