import XCTest
@testable import ChartCore

final class RadixSelectionTests: XCTestCase {
    private func pair(_ values: [Double], rank: Int) -> (Double, Double) {
        values.withUnsafeBufferPointer { StatisticsKernels.adjacentOrderStatistics(of: $0, rank: rank) }
    }

    private func assertMatchesSorting(_ values: [Double], ranks: [Int], _ name: String) {
        let sorted = values.sorted()
        for rank in ranks {
            let (value, next) = pair(values, rank: rank)
            XCTAssertEqual(value, sorted[rank], "\(name), rank \(rank)")
            XCTAssertEqual(next, sorted[min(rank + 1, values.count - 1)], "\(name), rank \(rank) + 1")
        }
    }

    func testRanksOfRandomDoublesOfBothSignsMatchSorting() {
        var generator = SplitMix64(state: 21)
        let values = (0..<100_000).map { _ in generator.nextUnitDouble() * 2000 - 1000 }
        assertMatchesSorting(values, ranks: [0, 1, 777, 49_999, 50_000, 99_998, 99_999], "uniform")
    }

    func testValuesSharingTheirLeadingBitsNeedSeveralPasses() {
        var generator = SplitMix64(state: 22)
        let values = (0..<70_000).map { _ in 1_000_000 + generator.nextUnitDouble() * 1e-6 }
        assertMatchesSorting(values, ranks: [0, 34_999, 69_999], "near a million")
    }

    func testAllEqualValuesAndHeavyDuplicates() {
        let equal = [Double](repeating: -3.5, count: 40_000)
        XCTAssertTrue(pair(equal, rank: 20_000) == (-3.5, -3.5))
        var generator = SplitMix64(state: 23)
        let duplicates = (0..<60_000).map { index -> Double in index % 3 == 0 ? generator.nextUnitDouble() : 0.25 }
        assertMatchesSorting(duplicates, ranks: [0, 19_999, 20_000, 29_999, 30_000, 59_999], "duplicates")
    }

    func testNegativeAndPositiveZeroAndInfinities() {
        var values = [Double](repeating: -0.0, count: 20_000) + [Double](repeating: 0.0, count: 20_000)
        values += [.infinity, -.infinity]
        let (value, next) = pair(values, rank: 0)
        XCTAssertEqual(value, -.infinity)
        XCTAssertEqual(next, 0)
        XCTAssertEqual(pair(values, rank: values.count - 1).0, .infinity)
    }
}
