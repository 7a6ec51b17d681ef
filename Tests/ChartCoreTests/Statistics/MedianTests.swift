import XCTest
@testable import ChartCore

final class MedianTests: XCTestCase {
    func testMedianOfOddCountIsTheMiddleValue() throws {
        XCTAssertEqual(try [9.0, 1, 5, 3, 7].median, 5)
        XCTAssertEqual(try [9, 1, 5, 3, 7].median, 5)
    }

    func testMedianOfEvenCountIsMeanOfMiddleTwo() throws {
        XCTAssertEqual(try [4.0, 1, 3, 2].median, 2.5)
        XCTAssertEqual(try [1, 2].median, 1.5)
    }

    func testMedianOfNegativeValues() throws {
        XCTAssertEqual(try [-5.0, -1, -3].median, -3)
    }

    func testMedianOfSingleValue() throws {
        XCTAssertEqual(try [3.5].median, 3.5)
    }

    func testMedianOfAllEqualValues() throws {
        XCTAssertEqual(try [Double](repeating: 2, count: 10_000).median, 2)
    }

    func testMedianLeavesTheCollectionInItsOrder() throws {
        let values = [5.0, 1, 4, 2, 3]
        _ = try values.median
        XCTAssertEqual(values, [5, 1, 4, 2, 3])
    }

    func testMedianOfTwoHugeValuesDoesNotOverflow() throws {
        XCTAssertEqual(try [Double.greatestFiniteMagnitude, .greatestFiniteMagnitude].median,
                       .greatestFiniteMagnitude)
        XCTAssertEqual(try [Int.max, Int.max].median, Double(Int.max))
    }

    func testMedianMatchesSortingOnManyShuffledInputs() throws {
        var generator = SplitMix64(state: 99)
        for count in [1, 2, 3, 15, 16, 17, 100, 1025, 5000] {
            let values = (0..<count).map { _ in (generator.nextUnitDouble() * 50).rounded() }
            let sorted = values.sorted()
            let expected = count % 2 == 1 ? sorted[count / 2] : (sorted[count / 2 - 1] + sorted[count / 2]) / 2
            XCTAssertEqual(try values.median, expected, "count \(count)")
        }
    }

    func testMedianOfSortedAndReversedInputs() throws {
        let ascending = (0..<100_001).map(Double.init)
        XCTAssertEqual(try ascending.median, 50_000)
        XCTAssertEqual(try Array(ascending.reversed()).median, 50_000)
    }

    func testMedianOfEmptyInputThrows() {
        assertThrows(.emptyInput(statistic: "median"), try [Double]().median)
        assertThrows(.emptyInput(statistic: "median"), try [Int]().median)
    }

    func testMedianRejectsNaNWithItsIndex() {
        assertThrows(.notANumber(index: 3), try [1.0, 2, 3, .nan].median)
    }
}
