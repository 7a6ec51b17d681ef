import XCTest
@testable import ChartCore

final class RadixSortTests: XCTestCase {
    private func sortedKeys(_ keys: [UInt64]) -> [UInt64] {
        var keys = keys
        var scratch = [UInt64](repeating: 0, count: keys.count)
        return keys.withUnsafeMutableBufferPointer { keys in
            scratch.withUnsafeMutableBufferPointer { Array(StatisticsKernels.sortKeys(keys, scratch: $0)) }
        }
    }

    func testSmallArraysAreSortedWithEveryDigitInPlay() {
        var generator = SplitMix64(state: 8)
        let keys = (0..<10_000).map { _ in generator.next() }
        XCTAssertEqual(sortedKeys(keys), keys.sorted())
    }

    func testLargeArraysAreSortedThroughTheSampledBuckets() {
        var generator = SplitMix64(state: 9)
        let random = (0..<100_000).map { _ in generator.next() }
        XCTAssertEqual(sortedKeys(random), random.sorted())
        // Few distinct keys, very uneven: most buckets empty, one bucket holding most keys.
        let skewed = (0..<60_000).map { index -> UInt64 in index % 10 == 0 ? generator.next() : 7 }
        XCTAssertEqual(sortedKeys(skewed), skewed.sorted())
        let descending = (0..<50_000).map { UInt64(50_000 - $0) << 40 }
        XCTAssertEqual(sortedKeys(descending), descending.sorted())
    }
}
