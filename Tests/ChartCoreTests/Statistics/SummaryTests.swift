import XCTest
@testable import ChartCore

final class SummaryTests: XCTestCase {
    func testSummaryOfOneToEightHoldsEveryStatistic() throws {
        let summary = try [1.0, 2, 3, 4, 5, 6, 7, 8].summary
        XCTAssertEqual(summary.count, 8)
        XCTAssertEqual(summary.sum, 36)
        XCTAssertEqual(summary.mean, 4.5)
        XCTAssertEqual(summary.median, 4.5)
        XCTAssertEqual(summary.mode, [1, 2, 3, 4, 5, 6, 7, 8])
        XCTAssertEqual(summary.populationStandardDeviation, 2.29128, accuracy: 1e-5)
        XCTAssertEqual(try XCTUnwrap(summary.sampleStandardDeviation), 2.44949, accuracy: 1e-5)
        XCTAssertEqual(summary.minimum, 1)
        XCTAssertEqual(summary.maximum, 8)
        XCTAssertEqual(summary.range, 7)
        XCTAssertEqual(summary.firstQuartile, 2.75)
        XCTAssertEqual(summary.thirdQuartile, 6.25)
    }

    func testSummaryOfIntegersMatchesTheSingleStatistics() throws {
        let values = [4, -2, 9, 4, 0, 13]
        let summary = try values.summary
        XCTAssertEqual(summary.sum, Double(try values.sum))
        XCTAssertEqual(summary.median, try values.median)
        XCTAssertEqual(summary.mode, [4])
        XCTAssertEqual(summary.firstQuartile, try values.quantile(0.25))
        XCTAssertEqual(summary.thirdQuartile, try values.quantile(0.75))
        XCTAssertEqual(summary.range, 15)
    }

    func testSummaryOfSingleValueHasNoSampleStandardDeviation() throws {
        let summary = try [5.0].summary
        XCTAssertNil(summary.sampleStandardDeviation)
        XCTAssertEqual(summary.populationStandardDeviation, 0)
        XCTAssertTrue(summary.description.contains("undefined"))
    }

    func testDescriptionListsEachStatisticOnItsOwnLine() throws {
        let description = try [1.0, 2, 2, 3].summary.description
        let lines = description.split(separator: "\n")
        XCTAssertEqual(lines.count, 12)
        XCTAssertTrue(lines.contains { $0.hasPrefix("mean") && $0.hasSuffix(" 2.0") })
        XCTAssertTrue(lines.contains { $0.hasPrefix("mode") && $0.hasSuffix(" 2.0") })
    }

    func testDescriptionAbbreviatesALongMode() throws {
        let description = try (1...100).map(Double.init).summary.description
        XCTAssertTrue(description.contains("100 values share the highest count"))
    }

    func testSummaryOfEmptyInputThrows() {
        assertThrows(.emptyInput(statistic: "summary"), try [Double]().summary)
        assertThrows(.notANumber(index: 0), try [Double.nan].summary)
    }
}
