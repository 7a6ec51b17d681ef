import XCTest
@testable import ChartScript

/// Statistics bound from ChartCore answer the same for Int arrays, Double arrays and ranges,
/// never fail, and say on standard error why a result is nan.
final class StatisticsBindingsTests: XCTestCase {
    func testStatisticsOfDoublesIntsAndRanges() {
        let runner = CellRunner()
        XCTAssertEqual(runner.run("[1.0, 2.0, 3.0, 4.0].median"), "2.5")
        XCTAssertEqual(runner.run("[2, 4, 4, 4, 5, 5, 7, 9].standardDeviation"), "2.0")
        XCTAssertEqual(runner.run("[2, 4, 4, 4, 5, 5, 7, 9].populationVariance"), "4.0")
        XCTAssertEqual(runner.run("[1, 2, 3, 4].sampleVariance"), String(5.0 / 3.0))
        XCTAssertEqual(runner.run("(1...4).mean"), "2.5")
        XCTAssertEqual(runner.run("[1, 2, 2, 3, 3].mode"), "[2, 3]")
        XCTAssertEqual(runner.run("[1.5, 3.5].range"), "2.0")
        XCTAssertEqual(runner.run("[1, 2, 3, 4, 5].quantile(0.25)"), "2.0")
        XCTAssertEqual(runner.run("[1, 2.5].sum"), "3.5")
        XCTAssertEqual(runner.context.stderr, "")
    }

    func testStatisticsOfAHundredThousandGeneratedValues() {
        let runner = CellRunner()
        runner.run("let statsData = (0..<100_000).map { Double(($0 * 7919) % 30011) / 100.0 + 50.0 }")
        XCTAssertEqual(runner.run("statsData.count"), "100000")
        XCTAssertEqual(runner.run("statsData.minimum"), "50.0")
        XCTAssertEqual(runner.run("statsData.maximum"), "350.1")
    }

    func testEmptyInputGivesNaNOrAnEmptyModeWithAWarning() {
        let runner = CellRunner()
        runner.run("let none: [Double] = []")
        XCTAssertEqual(runner.run("none.mean"), "nan")
        XCTAssertEqual(runner.context.stderr, "warning: the mean of an empty array is nan\n")
        XCTAssertEqual(runner.run("none.mode"), "[]")
        XCTAssertEqual(runner.run("(3..<3).standardDeviation"), "nan")
        XCTAssertTrue(runner.context.stderr.hasSuffix("warning: the standard deviation of an empty range is nan\n"), runner.context.stderr)
        XCTAssertEqual(runner.run("none.sum"), "0.0")
    }

    func testANaNValueMakesTheStatisticNaNAndTheWarningSaysWhere() {
        let runner = CellRunner()
        XCTAssertEqual(runner.run("[1.0, 2.0, Double.nan, 4.0].median"), "nan")
        XCTAssertEqual(runner.context.stderr, "warning: the median is nan because the value at index 2 is NaN\n")
        XCTAssertEqual(runner.run("[1.0, Double.nan].mode"), "[nan]")
    }

    func testSampleStatisticsOfOneValueAreNaNWithAWarning() {
        let runner = CellRunner()
        XCTAssertEqual(runner.run("[5].sampleStandardDeviation"), "nan")
        XCTAssertEqual(runner.context.stderr, "warning: the sample standard deviation of a single value is nan; it needs at least two values\n")
        XCTAssertEqual(runner.run("[5].standardDeviation"), "0.0")
    }

    func testIntegerExtremesOfNoValuesAreWhereMinAndMaxStart() {
        let runner = CellRunner()
        runner.run("let none: [Int] = []")
        XCTAssertEqual(runner.run("none.minimum"), String(Int.max))
        XCTAssertEqual(runner.run("none.maximum"), String(Int.min))
        XCTAssertEqual(runner.context.stderr, """
            warning: the minimum of an empty array is Int.max, where min(_:_:) starts; check isEmpty first
            warning: the maximum of an empty array is Int.min, where max(_:_:) starts; check isEmpty first

            """)
        XCTAssertEqual(runner.run("none.range"), "0")
    }

    func testIntegerSumAndRangeWrapAroundWithAWarning() {
        let runner = CellRunner()
        XCTAssertEqual(runner.run("[Int.max, 1].sum"), String(Int.min))
        XCTAssertTrue(runner.context.stderr.hasPrefix("warning: the sum overflows Int and wrapped around (as &+ does)"), runner.context.stderr)
        XCTAssertEqual(runner.run("[Int.min, Int.max].range"), "-1")
        XCTAssertTrue(runner.context.stderr.contains("warning: the range overflows Int"), runner.context.stderr)
    }

    func testQuantileOutsideZeroToOneIsNaNWithAWarning() {
        let runner = CellRunner()
        XCTAssertEqual(runner.run("[1, 2].quantile(1.5)"), "nan")
        XCTAssertEqual(runner.context.stderr, "warning: quantile(1.5) is nan; the probability must be between 0 and 1\n")
    }

    func testUserExpressionsReadStatisticsWithoutWriting() {
        let runner = CellRunner()
        runner.run("let none: [Double] = []")
        guard case .success(let bundle) = runner.engine.evaluate(userExpression: "none.mean") else { return XCTFail("failed") }
        XCTAssertEqual(bundle.plainText, "nan")
        XCTAssertEqual(runner.context.stderr, "")
    }
}
