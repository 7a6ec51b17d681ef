import XCTest
@testable import ChartCore

final class BarChartNumbersTests: XCTestCase {
    func testIntValuesDrawTheSameBarsAsDoubles() throws {
        let counts = Enrollment.students.map { Int($0) }
        var fromInts = BarChart(categories: Enrollment.subjects, values: counts)
        var fromDoubles = BarChart(categories: Enrollment.subjects, values: Enrollment.students)
        fromInts.addSeries(Enrollment.lastYear.map { Int32($0) }, name: "2023")
        fromDoubles.addSeries(Enrollment.lastYear, name: "2023")
        XCTAssertEqual(fromInts.values, Enrollment.students)
        XCTAssertEqual(try fromInts.svg, try fromDoubles.svg)
    }
}
