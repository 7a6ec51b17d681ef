import XCTest
@testable import ChartCore

final class LineGraphNumbersTests: XCTestCase {
    func testAnIntArrayDrawsTheSameGraphAsItsDoubles() throws {
        let enrollment = [12, 19, 25, 31, 28, 35, 35]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul"]
        var fromInts = LineGraph(enrollment, labels: months)
        var fromDoubles = LineGraph(enrollment.map(Double.init), labels: months)
        fromInts.addSeries([8, 14, 22, 24, 30, 29, 33], name: "West")
        fromDoubles.addSeries([8.0, 14, 22, 24, 30, 29, 33], name: "West")
        XCTAssertEqual(fromInts.series, fromDoubles.series)
        XCTAssertEqual(try fromInts.svg, try fromDoubles.svg)
        XCTAssertEqual(fromInts.showsPoints, fromDoubles.showsPoints)
    }

    func testRangesAndFloatsAreValuesToo() {
        XCTAssertEqual(LineGraph(1...3).series[0].values, [1, 2, 3])
        XCTAssertEqual(LineGraph([Float(0.25), 4]).series[0].values, [0.25, 4])
        XCTAssertEqual(LineGraph((0..<50).map { $0 * 2 }).showsPoints, false)
    }
}
