import XCTest
@testable import ChartCore

final class LargestTriangleThreeBucketsTests: XCTestCase {
    private func wave(count: Int) -> [Double] {
        (0..<count).map { sin(Double($0) / 50) * 10 + Double($0 % 7) }
    }

    func testKeepsFirstAndLastPointsAndExactlyThresholdPoints() {
        let y = wave(count: 10_000)
        for threshold in [3, 4, 10, 999, 1000] {
            let kept = Downsampling.largestTriangleThreeBuckets(y: y, threshold: threshold)
            XCTAssertEqual(kept.count, threshold, "threshold \(threshold)")
            XCTAssertEqual(kept.first, 0)
            XCTAssertEqual(kept.last, y.count - 1)
        }
    }

    func testKeptIndicesAreStrictlyAscending() {
        let y = wave(count: 5003)
        let x = (0..<5003).map { Double($0) * 0.5 + 10 }
        let kept = Downsampling.largestTriangleThreeBuckets(x: x, y: y, threshold: 333)
        XCTAssertTrue(zip(kept, kept.dropFirst()).allSatisfy { $0 < $1 })
    }

    func testKeepsTheObviousSpike() {
        var y = [Double](repeating: 1, count: 1000)
        y[637] = 500
        y[212] = -300
        let kept = Downsampling.largestTriangleThreeBuckets(y: y, threshold: 20)
        XCTAssertTrue(kept.contains(637))
        XCTAssertTrue(kept.contains(212))
    }

    func testIndexSeriesGivesTheSameAnswerAsExplicitIndexX() {
        let y = wave(count: 2000)
        let x = (0..<2000).map(Double.init)
        XCTAssertEqual(Downsampling.largestTriangleThreeBuckets(y: y, threshold: 100),
                       Downsampling.largestTriangleThreeBuckets(x: x, y: y, threshold: 100))
    }

    func testUnevenXChangesWhichPointIsKept() {
        // One bucket (points 1…3) between (0, 0) and the last point (x4, 3). Twice the
        // triangle area of point j is |3·x_j − x4·y_j|: with even x the far point 3 wins,
        // with the middle points bunched near x = 1 and x4 = 10 the first one does.
        let y: [Double] = [0, 1, 1, 1, 3]
        XCTAssertEqual(Downsampling.largestTriangleThreeBuckets(x: [0, 1, 2, 3, 4], y: y, threshold: 3), [0, 3, 4])
        XCTAssertEqual(Downsampling.largestTriangleThreeBuckets(x: [0, 1, 1.1, 1.2, 10], y: y, threshold: 3), [0, 1, 4])
    }

    func testThresholdAtLeastTheCountKeepsEverything() {
        let y = wave(count: 50)
        XCTAssertEqual(Downsampling.largestTriangleThreeBuckets(y: y, threshold: 50), Array(0..<50))
        XCTAssertEqual(Downsampling.largestTriangleThreeBuckets(y: y, threshold: 80), Array(0..<50))
    }

    func testZeroOrNegativeThresholdMeansNoDownsampling() {
        let y = wave(count: 30)
        XCTAssertEqual(Downsampling.largestTriangleThreeBuckets(y: y, threshold: 0), Array(0..<30))
        XCTAssertEqual(Downsampling.largestTriangleThreeBuckets(y: y, threshold: -5), Array(0..<30))
    }

    func testThresholdsOneAndTwoKeepTheEndpoints() {
        let y = wave(count: 30)
        XCTAssertEqual(Downsampling.largestTriangleThreeBuckets(y: y, threshold: 1), [0, 29])
        XCTAssertEqual(Downsampling.largestTriangleThreeBuckets(y: y, threshold: 2), [0, 29])
    }

    func testSmallInputs() {
        XCTAssertEqual(Downsampling.largestTriangleThreeBuckets(y: [], threshold: 3), [])
        XCTAssertEqual(Downsampling.largestTriangleThreeBuckets(y: [4], threshold: 3), [0])
        XCTAssertEqual(Downsampling.largestTriangleThreeBuckets(y: [4, 5], threshold: 1), [0, 1])
        XCTAssertEqual(Downsampling.largestTriangleThreeBuckets(y: [4, 5, 6], threshold: 3), [0, 1, 2])
    }

    func testFourPointsToThreeKeepsTheCorner() {
        // Buckets: the middle points 1 and 2 form one bucket; point 2 (y = 9) is the corner.
        XCTAssertEqual(Downsampling.largestTriangleThreeBuckets(y: [0, 1, 9, 0], threshold: 3), [0, 2, 3])
    }

    func testMismatchedLengthsUseTheShorterSeries() {
        let kept = Downsampling.largestTriangleThreeBuckets(x: [0, 1, 2, 3, 4, 5], y: [0, 1, 2], threshold: 10)
        XCTAssertEqual(kept, [0, 1, 2])
    }

    func testNaNValuesDoNotBreakTheResult() {
        var y = wave(count: 500)
        y[100] = .nan
        let kept = Downsampling.largestTriangleThreeBuckets(y: y, threshold: 50)
        XCTAssertEqual(kept.count, 50)
        XCTAssertTrue(zip(kept, kept.dropFirst()).allSatisfy { $0 < $1 })
    }
}
