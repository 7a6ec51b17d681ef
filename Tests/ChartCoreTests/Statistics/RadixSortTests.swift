import XCTest
@testable import ChartCore

final class RadixSortTests: XCTestCase {
    func testRadixSortSortsKeysWithEveryDigitInPlay() {
        var generator = SplitMix64(state: 8)
        var keys = (0..<10_000).map { _ in generator.next() }
        let expected = keys.sorted()
        var scratch = [UInt64](repeating: 0, count: keys.count)
        let sorted = keys.withUnsafeMutableBufferPointer { keys in
            scratch.withUnsafeMutableBufferPointer { Array(StatisticsKernels.radixSort(keys, scratch: $0)) }
        }
        XCTAssertEqual(sorted, expected)
    }

    func testDoubleSortKeysOrderLikeTheDoubles() {
        let values: [Double] = [-.infinity, -1e300, -2, -0.5, -Double.leastNonzeroMagnitude, 0,
                                .leastNonzeroMagnitude, 0.5, 3, 1e300, .infinity]
        let keys = values.map { StatisticsKernels.sortKey($0) }
        XCTAssertEqual(keys, keys.sorted())
        XCTAssertEqual(keys.map { StatisticsKernels.double(fromSortKey: $0) }, values)
        XCTAssertEqual(StatisticsKernels.sortKey(-0.0), StatisticsKernels.sortKey(0.0))
    }

    func testIntegerSortKeysOrderLikeTheIntegers() {
        let values = [Int.min, -5, 0, 3, Int.max]
        let keys = values.map { StatisticsKernels.sortKey($0) }
        XCTAssertEqual(keys, keys.sorted())
        XCTAssertEqual(keys.map { StatisticsKernels.integer(fromSortKey: $0) }, values)
    }
}
