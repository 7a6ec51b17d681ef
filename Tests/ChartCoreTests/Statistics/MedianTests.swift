import XCTest
@testable import ChartCore

final class MedianTests: XCTestCase {
    func testMedianOfOddCountIsTheMiddleValue() {
        XCTAssertEqual([9.0, 1, 5, 3, 7].median, 5)
        XCTAssertEqual([9, 1, 5, 3, 7].median, 5)
    }

    func testMedianOfEvenCountIsMeanOfMiddleTwo() {
        XCTAssertEqual([4.0, 1, 3, 2].median, 2.5)
        XCTAssertEqual([1, 2].median, 1.5)
    }

    func testMedianOfNegativeValues() {
        XCTAssertEqual([-5.0, -1, -3].median, -3)
    }

    func testMedianOfSingleValue() {
        XCTAssertEqual([3.5].median, 3.5)
    }

    func testMedianOfAllEqualValues() {
        XCTAssertEqual([Double](repeating: 2, count: 10_000).median, 2)
    }

    func testMedianLeavesTheCollectionInItsOrder() {
        let values = [5.0, 1, 4, 2, 3]
        _ = values.median
        XCTAssertEqual(values, [5, 1, 4, 2, 3])
    }

    func testMedianOfTwoHugeValuesDoesNotOverflow() {
        XCTAssertEqual([Double.greatestFiniteMagnitude, .greatestFiniteMagnitude].median,
                       .greatestFiniteMagnitude)
        XCTAssertEqual([Int.max, Int.max].median, Double(Int.max))
    }

    func testMedianMatchesSortingOnManyShuffledInputs() {
        var generator = SplitMix64(state: 99)
        for count in [1, 2, 3, 15, 16, 17, 100, 1025, 5000] {
            let values = (0..<count).map { _ in (generator.nextUnitDouble() * 50).rounded() }
            let sorted = values.sorted()
            let expected = count % 2 == 1 ? sorted[count / 2] : (sorted[count / 2 - 1] + sorted[count / 2]) / 2
            XCTAssertEqual(values.median, expected, "count \(count)")
        }
    }

    func testMedianOfSortedAndReversedInputs() {
        let ascending = (0..<100_001).map(Double.init)
        XCTAssertEqual(ascending.median, 50_000)
        XCTAssertEqual(Array(ascending.reversed()).median, 50_000)
    }

    func testMedianOfEmptyInputIsNaN() {
        XCTAssertTrue([Double]().median.isNaN)
        XCTAssertTrue([Int]().median.isNaN)
    }

    func testMedianWithANaNValueAnywhereIsNaNAsNumpys() {
        XCTAssertTrue([1.0, 2, 3, .nan].median.isNaN)
        XCTAssertTrue([.nan, 1.0, 2].median.isNaN)
        XCTAssertTrue(([Double](repeating: 1, count: 5000) + [.nan]).median.isNaN)
    }
}
