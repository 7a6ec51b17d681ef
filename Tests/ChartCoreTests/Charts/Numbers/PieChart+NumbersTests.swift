import XCTest
@testable import ChartCore

final class PieChartNumbersTests: XCTestCase {
    func testIntValuesDrawTheSamePieAsDoubles() throws {
        let counts = Enrollment.students.map { Int($0) }
        let fromInts = PieChart(categories: Enrollment.subjects, values: counts)
        let fromDoubles = PieChart(categories: Enrollment.subjects, values: Enrollment.students)
        XCTAssertEqual(fromInts.values, Enrollment.students)
        XCTAssertEqual(try fromInts.svg, try fromDoubles.svg)
    }
}
