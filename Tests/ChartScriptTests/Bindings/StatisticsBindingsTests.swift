import XCTest
@testable import ChartScript

/// Statistics bound from ChartCore answer the same for Int arrays, Double arrays and ranges.
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
    }

    func testStatisticsOfAHundredThousandGeneratedValues() {
        let runner = CellRunner()
        runner.run("let statsData = (0..<100_000).map { Double(($0 * 7919) % 30011) / 100.0 + 50.0 }")
        XCTAssertEqual(runner.run("statsData.count"), "100000")
        XCTAssertEqual(runner.run("statsData.minimum"), "50.0")
        XCTAssertEqual(runner.run("statsData.maximum"), "350.1")
    }

    func testQuantileOutsideZeroToOneIsAnError() {
        XCTAssertEqual(CellRunner().error("[1, 2].quantile(1.5)")?.name, "ValueError")
    }
}
