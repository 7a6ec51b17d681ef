import XCTest
@testable import ChartCore

final class NumericAxisLabelingTests: XCTestCase {
    func testFixedIntervalPutsATickAtEveryMultipleAndWidensTheDomain() throws {
        let axis = try NumericAxis.fixedInterval(5, minimum: 3, maximum: 22, includesZero: true)
        XCTAssertEqual(axis.domain, 0...25)
        XCTAssertEqual(axis.tickValues, [0, 5, 10, 15, 20, 25])
        XCTAssertEqual(axis.labels(format: nil), ["0", "5", "10", "15", "20", "25"])
    }

    func testFixedIntervalInsideAFixedRange() throws {
        let axis = try NumericAxis.fixedInterval(0.25, minimum: nil, maximum: nil, fixedRange: 0...1)
        XCTAssertEqual(axis.tickValues, [0, 0.25, 0.5, 0.75, 1])
        XCTAssertEqual(axis.labels(format: nil), ["0.00", "0.25", "0.50", "0.75", "1.00"])
    }

    func testIntervalsThatCannotBeDrawnAreRefusedByName() {
        XCTAssertThrowsError(try NumericAxis.fixedInterval(0, minimum: 0, maximum: 1)) { error in
            XCTAssertEqual(error as? ChartError, .invalidSetting(name: "yMajorInterval", value: "0.0", expected: "a finite step above 0, such as 5"))
        }
        XCTAssertThrowsError(try NumericAxis.fixedInterval(0.0001, minimum: 0, maximum: 1000))
        XCTAssertThrowsError(try NumericAxis.fixedInterval(.infinity, minimum: 0, maximum: 1))
    }

    func testEqualDivisionsSplitTheDomain() {
        let axis = NumericAxis(minimum: 0, maximum: 30, tickCount: 5).dividedEvenly(into: 4)
        XCTAssertEqual(axis.tickValues.count, 5)
        XCTAssertEqual(axis.tickValues.first, axis.domain.lowerBound)
        XCTAssertEqual(axis.tickValues.last, axis.domain.upperBound)
    }

    func testLargeTicksAreCountedInUnits() throws {
        let axis = NumericAxis(minimum: 0, maximum: 40_000, tickCount: 4)
        XCTAssertEqual(axis.labels(format: nil, prefix: "$"), ["$0", "$10 k", "$20 k", "$30 k", "$40 k"])
        let fine = try NumericAxis.fixedInterval(2_500, minimum: 0, maximum: 10_000)
        XCTAssertEqual(fine.labels(format: nil), ["0", "2.5 k", "5.0 k", "7.5 k", "10.0 k"], "one number of decimals along an axis")
        XCTAssertEqual(NumericAxis(minimum: 0, maximum: 3_000_000, tickCount: 3).labels(format: nil), ["0", "1 M", "2 M", "3 M"])
    }

    func testPoliciesOfTheAxisOptions() throws {
        var options = AxisOptions()
        options.yLabelingPolicy = .none
        XCTAssertTrue(try options.valueAxis(minimum: 0, maximum: 10).tickValues.isEmpty)
        options.yLabelingPolicy = .fixedInterval
        XCTAssertEqual(try options.valueAxis(minimum: 0, maximum: 3).tickValues, [0, 1, 2, 3], "CorePlot's default interval is 1")
        options.yLabelingPolicy = .automatic
        options.yMajorInterval = 10
        XCTAssertEqual(try options.valueAxis(minimum: 0, maximum: 31).tickValues, [0, 10, 20, 30, 40])
    }
}
