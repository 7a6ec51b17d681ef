import XCTest
@testable import ChartCore

final class ModeTests: XCTestCase {
    func testModeIsTheMostFrequentValue() {
        XCTAssertEqual([1.0, 2, 2, 3].mode, [2])
        XCTAssertEqual([4, 1, 4, 4, 9].mode, [4])
    }

    func testModeReturnsEveryTiedValueAscending() {
        XCTAssertEqual([3.0, 1, 3, 1, 2].mode, [1, 3])
        XCTAssertEqual([7, -2, 7, -2, 5, 5].mode, [-2, 5, 7])
    }

    func testModeOfDistinctValuesIsEveryValueSorted() {
        XCTAssertEqual([3.0, -1, 2].mode, [-1, 2, 3])
    }

    func testModeOrdersNegativeValuesAndInfinitiesNumerically() {
        let values: [Double] = [.infinity, -1.5, -1.5, -.infinity, -0.25, .infinity, -1e300, -1e300]
        XCTAssertEqual(values.mode, [-1e300, -1.5, .infinity])
    }

    func testNegativeZeroAndZeroCountAsOneValue() {
        let modes = [-0.0, 0.0, 1.0].mode
        XCTAssertEqual(modes, [0])
        XCTAssertEqual(modes.first?.sign, .plus)
    }

    func testModeOfAllEqualValuesIsThatValue() {
        XCTAssertEqual([Double](repeating: 2.5, count: 1000).mode, [2.5])
        XCTAssertEqual([Int](repeating: -4, count: 1000).mode, [-4])
    }

    func testModeOfSingleValue() {
        XCTAssertEqual([Float(1.25)].mode, [1.25])
    }

    func testModeOfIntegersAtTheExtremes() {
        XCTAssertEqual([Int.min, Int.max, Int.min, 0].mode, [Int.min])
        XCTAssertEqual([UInt8(3), 255, 255].mode, [255])
    }

    func testModeOfManyValuesMatchesDictionaryCount() {
        var generator = SplitMix64(state: 5)
        let values = (0..<50_000).map { _ in (generator.nextUnitDouble() * 2000).rounded(.down) / 4 - 100 }
        let counts = Dictionary(values.map { ($0, 1) }, uniquingKeysWith: +)
        let highest = counts.values.max() ?? 0
        let expected = counts.filter { $0.value == highest }.map(\.key).sorted()
        XCTAssertEqual(values.mode, expected)
    }

    func testModeOfManyIntegersMatchesDictionaryCount() {
        var generator = SplitMix64(state: 6)
        let values = (0..<40_000).map { _ in Int(generator.next() % 3001) - 1500 }
        let counts = Dictionary(values.map { ($0, 1) }, uniquingKeysWith: +)
        let highest = counts.values.max() ?? 0
        XCTAssertEqual(values.mode, counts.filter { $0.value == highest }.map(\.key).sorted())
        let shorts = values.map { Int16($0) }
        XCTAssertEqual(shorts.mode.map(Int.init), values.mode)
    }

    func testModeOfSkewedAndInfiniteDataMatchesDictionaryCount() {
        var generator = SplitMix64(state: 12)
        var skewed = (0..<40_000).map { _ in (generator.nextUnitDouble() * 500).rounded(.down) }
        skewed[17] = 1e300  // every other value lands in the lowest slice of the range
        var infinite = skewed
        infinite[99] = -.infinity
        for values in [skewed, infinite] {
            let counts = Dictionary(values.map { ($0, 1) }, uniquingKeysWith: +)
            let highest = counts.values.max() ?? 0
            XCTAssertEqual(values.mode, counts.filter { $0.value == highest }.map(\.key).sorted())
        }
    }

    func testModeOfFloatsAndSlices() {
        let floats: [Float] = [0.1, 0.2, 0.1, 0.3, 0.2]
        XCTAssertEqual(floats.mode, [0.1, 0.2])
        XCTAssertEqual([5.0, 1, 1, 2, 2, 2][0..<3].mode, [1])
    }

    func testModeOfEmptyInputIsEmpty() {
        XCTAssertEqual([Double]().mode, [])
        XCTAssertEqual([Int]().mode, [])
    }

    func testModeWithANaNValueIsNaNAlone() {
        let modes = [1.0, .nan, 1.0].mode
        XCTAssertEqual(modes.count, 1)
        XCTAssertTrue(modes[0].isNaN)
        XCTAssertTrue([Float(2), .nan].mode.allSatisfy(\.isNaN))
    }
}
