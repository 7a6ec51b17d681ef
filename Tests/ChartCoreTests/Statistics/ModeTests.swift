import XCTest
@testable import ChartCore

final class ModeTests: XCTestCase {
    func testModeIsTheMostFrequentValue() throws {
        XCTAssertEqual(try [1.0, 2, 2, 3].mode, [2])
        XCTAssertEqual(try [4, 1, 4, 4, 9].mode, [4])
    }

    func testModeReturnsEveryTiedValueAscending() throws {
        XCTAssertEqual(try [3.0, 1, 3, 1, 2].mode, [1, 3])
        XCTAssertEqual(try [7, -2, 7, -2, 5, 5].mode, [-2, 5, 7])
    }

    func testModeOfDistinctValuesIsEveryValueSorted() throws {
        XCTAssertEqual(try [3.0, -1, 2].mode, [-1, 2, 3])
    }

    func testModeOrdersNegativeValuesAndInfinitiesNumerically() throws {
        let values: [Double] = [.infinity, -1.5, -1.5, -.infinity, -0.25, .infinity, -1e300, -1e300]
        XCTAssertEqual(try values.mode, [-1e300, -1.5, .infinity])
    }

    func testNegativeZeroAndZeroCountAsOneValue() throws {
        let modes = try [-0.0, 0.0, 1.0].mode
        XCTAssertEqual(modes, [0])
        XCTAssertEqual(modes.first?.sign, .plus)
    }

    func testModeOfAllEqualValuesIsThatValue() throws {
        XCTAssertEqual(try [Double](repeating: 2.5, count: 1000).mode, [2.5])
        XCTAssertEqual(try [Int](repeating: -4, count: 1000).mode, [-4])
    }

    func testModeOfSingleValue() throws {
        XCTAssertEqual(try [Float(1.25)].mode, [1.25])
    }

    func testModeOfIntegersAtTheExtremes() throws {
        XCTAssertEqual(try [Int.min, Int.max, Int.min, 0].mode, [Int.min])
        XCTAssertEqual(try [UInt8(3), 255, 255].mode, [255])
    }

    func testModeOfManyValuesMatchesDictionaryCount() throws {
        var generator = SplitMix64(state: 5)
        let values = (0..<50_000).map { _ in (generator.nextUnitDouble() * 2000).rounded(.down) / 4 - 100 }
        let counts = Dictionary(values.map { ($0, 1) }, uniquingKeysWith: +)
        let highest = counts.values.max() ?? 0
        let expected = counts.filter { $0.value == highest }.map(\.key).sorted()
        XCTAssertEqual(try values.mode, expected)
    }

    func testModeOfManyIntegersMatchesDictionaryCount() throws {
        var generator = SplitMix64(state: 6)
        let values = (0..<40_000).map { _ in Int(generator.next() % 3001) - 1500 }
        let counts = Dictionary(values.map { ($0, 1) }, uniquingKeysWith: +)
        let highest = counts.values.max() ?? 0
        XCTAssertEqual(try values.mode, counts.filter { $0.value == highest }.map(\.key).sorted())
        let shorts = values.map { Int16($0) }
        XCTAssertEqual(try shorts.mode.map(Int.init), try values.mode)
    }

    func testModeOfSkewedAndInfiniteDataMatchesDictionaryCount() throws {
        var generator = SplitMix64(state: 12)
        var skewed = (0..<40_000).map { _ in (generator.nextUnitDouble() * 500).rounded(.down) }
        skewed[17] = 1e300  // every other value lands in the lowest slice of the range
        var infinite = skewed
        infinite[99] = -.infinity
        for values in [skewed, infinite] {
            let counts = Dictionary(values.map { ($0, 1) }, uniquingKeysWith: +)
            let highest = counts.values.max() ?? 0
            XCTAssertEqual(try values.mode, counts.filter { $0.value == highest }.map(\.key).sorted())
        }
    }

    func testModeOfFloatsAndSlices() throws {
        let floats: [Float] = [0.1, 0.2, 0.1, 0.3, 0.2]
        XCTAssertEqual(try floats.mode, [0.1, 0.2])
        XCTAssertEqual(try [5.0, 1, 1, 2, 2, 2][0..<3].mode, [1])
    }

    func testModeOfEmptyInputThrows() {
        assertThrows(.emptyInput(statistic: "mode"), try [Double]().mode)
        assertThrows(.emptyInput(statistic: "mode"), try [Int]().mode)
    }

    func testModeRejectsNaN() {
        assertThrows(.notANumber(index: 1), try [1.0, .nan, 1.0].mode)
    }
}
