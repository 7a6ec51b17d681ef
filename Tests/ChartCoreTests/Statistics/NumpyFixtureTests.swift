import XCTest
@testable import ChartCore

/// Every statistic against numpy's answers stored in Fixtures/statistics-fixtures.json.
final class NumpyFixtureTests: XCTestCase {
    func testGeneratorReproducesNumpysFirstValues() throws {
        for dataSet in try StatisticsFixtures.load().dataSets {
            guard let first = dataSet.firstValues else { continue }
            let values = dataSet.integers ? dataSet.integerValues().map(Double.init) : dataSet.doubles()
            XCTAssertEqual(Array(values.prefix(first.count)), first, dataSet.name)
            XCTAssertEqual(values.count, dataSet.expected.count, dataSet.name)
        }
    }

    func testDoubleStatisticsAgreeWithNumpyToOnePartInATrillion() throws {
        for dataSet in try StatisticsFixtures.load().dataSets where !dataSet.integers {
            let values = dataSet.doubles()
            let expected = dataSet.expected
            let name = dataSet.name
            assertClose(values.sum, expected.sum, "sum of \(name)")
            assertClose(values.mean, expected.mean, "mean of \(name)")
            XCTAssertEqual(values.median, expected.median, "median of \(name)")
            assertClose(values.populationVariance, expected.populationVariance, "population variance of \(name)")
            assertClose(values.sampleVariance, expected.sampleVariance, "sample variance of \(name)")
            assertClose(values.standardDeviation, expected.populationStandardDeviation, "std of \(name)")
            assertClose(values.sampleStandardDeviation, expected.sampleStandardDeviation, "sample std of \(name)")
            XCTAssertEqual(values.minimum, expected.minimum, "minimum of \(name)")
            XCTAssertEqual(values.maximum, expected.maximum, "maximum of \(name)")
            XCTAssertEqual(values.range, expected.range, "range of \(name)")
            for quantile in expected.quantiles {
                assertClose(values.quantile(quantile.probability), quantile.value,
                            "quantile \(quantile.probability) of \(name)")
            }
            let modes = values.mode
            XCTAssertEqual(modes.count, expected.modeCount, "mode count of \(name)")
            XCTAssertEqual(modes.first, expected.modeFirst, "first mode of \(name)")
            XCTAssertEqual(modes.last, expected.modeLast, "last mode of \(name)")
            if let expectedModes = expected.mode { XCTAssertEqual(modes, expectedModes, "mode of \(name)") }
        }
    }

    func testIntegerStatisticsAgreeWithNumpy() throws {
        for dataSet in try StatisticsFixtures.load().dataSets where dataSet.integers {
            let values = dataSet.integerValues()
            let expected = dataSet.expected
            let name = dataSet.name
            XCTAssertEqual(Double(values.sum), expected.sum, "sum of \(name)")
            assertClose(values.mean, expected.mean, "mean of \(name)")
            XCTAssertEqual(values.median, expected.median, "median of \(name)")
            assertClose(values.populationVariance, expected.populationVariance, "population variance of \(name)")
            assertClose(values.sampleStandardDeviation, expected.sampleStandardDeviation, "sample std of \(name)")
            assertClose(values.standardDeviation, expected.populationStandardDeviation, "std of \(name)")
            XCTAssertEqual(Double(values.minimum), expected.minimum, "minimum of \(name)")
            XCTAssertEqual(Double(values.maximum), expected.maximum, "maximum of \(name)")
            for quantile in expected.quantiles {
                assertClose(values.quantile(quantile.probability), quantile.value,
                            "quantile \(quantile.probability) of \(name)")
            }
            let modes = values.mode
            XCTAssertEqual(modes.count, expected.modeCount, "mode count of \(name)")
            if let expectedModes = expected.mode { XCTAssertEqual(modes.map(Double.init), expectedModes, "mode of \(name)") }
        }
    }

    func testSummaryAgreesWithNumpyOnTheMillionDoubles() throws {
        let fixtures = try StatisticsFixtures.load()
        let dataSet = try XCTUnwrap(fixtures.dataSets.first { $0.expected.count == 1_000_000 })
        let summary = dataSet.doubles().summary
        let expected = dataSet.expected
        XCTAssertEqual(summary.count, expected.count)
        assertClose(summary.mean, expected.mean)
        XCTAssertEqual(summary.median, expected.median)
        assertClose(summary.populationStandardDeviation, expected.populationStandardDeviation)
        assertClose(summary.sampleStandardDeviation, expected.sampleStandardDeviation)
        let quartiles = expected.quantiles.filter { $0.probability == 0.25 || $0.probability == 0.75 }
        assertClose(summary.firstQuartile, quartiles[0].value)
        assertClose(summary.thirdQuartile, quartiles[1].value)
    }
}
