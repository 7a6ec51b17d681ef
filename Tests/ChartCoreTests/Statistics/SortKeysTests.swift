import XCTest
@testable import ChartCore

final class SortKeysTests: XCTestCase {
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
