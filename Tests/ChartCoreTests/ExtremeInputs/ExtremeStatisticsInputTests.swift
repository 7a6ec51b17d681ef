import XCTest
@testable import ChartCore

/// Every statistic fed extreme numbers (±1e308, subnormals, zeros of both signs, NaN and
/// infinities): each answers (NaN where there is no answer), never stops the program. Seeded.
final class ExtremeStatisticsInputTests: XCTestCase {
    func testEveryStatisticSurvivesExtremeValues() {
        var generator = SeededGenerator(seed: 0x57A7_15E5)
        for round in 0..<400 {
            // Short arrays, and now and then a long one, so the sorting and selection kernels
            // for large inputs run too.
            let long = round % 40 == 0
            var values = ExtremeNumbers.values(&generator, maximumCount: long ? 0 : 16, allowsNonFinite: round % 3 == 0)
            if long {
                values = (0..<5_000).map { _ in ExtremeNumbers.value(&generator, allowsNonFinite: false) }
            }
            exercise(values)
            exercise(values.map(Float.init))
        }
    }

    func testEveryStatisticSurvivesLongSubnormalData() {
        // Many equal subnormal values: a value range too small to scale into buckets.
        let values = (0..<300_000).map { Double($0 % 1000) * Double.leastNonzeroMagnitude }  // 5e-324
        exercise(values)
        XCTAssertEqual(values.mode.count, 1000)
        XCTAssertEqual(values.summary.count, 300_000)
    }

    private func exercise<T: BinaryFloatingPoint>(_ values: [T]) {
        _ = values.mean
        _ = values.median
        _ = values.mode
        _ = values.sum
        _ = values.variance
        _ = values.sampleVariance
        _ = values.standardDeviation
        _ = values.sampleStandardDeviation
        _ = values.minimum
        _ = values.maximum
        _ = values.range
        _ = values.summary
        for probability in [0, 0.25, 0.5, 0.999, 1, -1, 2, .nan] {
            _ = values.quantile(probability)
        }
    }
}
