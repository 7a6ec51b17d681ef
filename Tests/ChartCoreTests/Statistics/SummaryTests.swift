import XCTest
@testable import ChartCore

final class SummaryTests: XCTestCase {
    func testSummaryOfOneToEightHoldsEveryStatistic() {
        let summary = [1.0, 2, 3, 4, 5, 6, 7, 8].summary
        XCTAssertEqual(summary.count, 8)
        XCTAssertEqual(summary.sum, 36)
        XCTAssertEqual(summary.mean, 4.5)
        XCTAssertEqual(summary.median, 4.5)
        XCTAssertEqual(summary.mode, [1, 2, 3, 4, 5, 6, 7, 8])
        XCTAssertEqual(summary.populationStandardDeviation, 2.29128, accuracy: 1e-5)
        XCTAssertEqual(summary.sampleStandardDeviation, 2.44949, accuracy: 1e-5)
        XCTAssertEqual(summary.minimum, 1)
        XCTAssertEqual(summary.maximum, 8)
        XCTAssertEqual(summary.range, 7)
        XCTAssertEqual(summary.firstQuartile, 2.75)
        XCTAssertEqual(summary.thirdQuartile, 6.25)
    }

    func testSummaryOfIntegersMatchesTheSingleStatistics() {
        let values = [4, -2, 9, 4, 0, 13]
        let summary = values.summary
        XCTAssertEqual(summary.sum, Double(values.sum))
        XCTAssertEqual(summary.median, values.median)
        XCTAssertEqual(summary.mode, [4])
        XCTAssertEqual(summary.firstQuartile, values.quantile(0.25))
        XCTAssertEqual(summary.thirdQuartile, values.quantile(0.75))
        XCTAssertEqual(summary.range, 15)
    }

    func testSummaryOfSingleValueHasNaNSampleStandardDeviationAndSaysWhy() {
        let summary = [5.0].summary
        XCTAssertTrue(summary.sampleStandardDeviation.isNaN)
        XCTAssertEqual(summary.populationStandardDeviation, 0)
        XCTAssertTrue(summary.description.contains("nan (needs two values)"))
    }

    func testDescriptionListsEachStatisticOnItsOwnLine() {
        let description = [1.0, 2, 2, 3].summary.description
        let lines = description.split(separator: "\n")
        XCTAssertEqual(lines.count, 12)
        XCTAssertTrue(lines.contains { $0.hasPrefix("mean") && $0.hasSuffix(" 2.0") })
        XCTAssertTrue(lines.contains { $0.hasPrefix("mode") && $0.hasSuffix(" 2.0") })
    }

    func testDescriptionAbbreviatesALongMode() {
        let description = (1...100).map(Double.init).summary.description
        XCTAssertTrue(description.contains("100 values share the highest count"))
    }

    func testSummaryOfEmptyInputCountsNothingAndIsOtherwiseNaN() {
        for summary in [[Double]().summary, [Int]().summary] {
            XCTAssertEqual(summary.count, 0)
            XCTAssertEqual(summary.sum, 0)
            XCTAssertEqual(summary.mode, [])
            for value in [summary.mean, summary.median, summary.populationStandardDeviation, summary.minimum,
                          summary.maximum, summary.range, summary.firstQuartile, summary.thirdQuartile] {
                XCTAssertTrue(value.isNaN)
            }
            XCTAssertTrue(summary.description.contains("none (no values)"))
        }
    }

    func testSummaryWithANaNValueIsNaNButCounts() {
        let summary = [1.0, .nan, 3].summary
        XCTAssertEqual(summary.count, 3)
        XCTAssertTrue(summary.sum.isNaN)
        XCTAssertTrue(summary.median.isNaN)
        XCTAssertTrue(summary.minimum.isNaN)
        XCTAssertTrue(summary.mode.count == 1 && summary.mode[0].isNaN)
    }
}
