import XCTest
@testable import ChartCore

final class NiceTicksTests: XCTestCase {
    func testTicksHaveNoFloatNoise() {
        let ticks = NiceTicks.ticks(from: 0, to: 1, count: 10)
        XCTAssertEqual(ticks.values, [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1])
        XCTAssertEqual(ticks.values[3].description, "0.3")
        XCTAssertEqual(ticks.decimals, 1)
    }

    func testStepsAreOneTwoOrFiveTimesPowerOfTen() {
        XCTAssertEqual(NiceTicks.ticks(from: 0, to: 10, count: 5).values, [0, 2, 4, 6, 8, 10])
        XCTAssertEqual(NiceTicks.ticks(from: 0, to: 100, count: 3).values, [0, 50, 100])
        XCTAssertEqual(NiceTicks.ticks(from: -1, to: 1, count: 5).values, [-1, -0.5, 0, 0.5, 1])
        XCTAssertEqual(NiceTicks.ticks(from: 0.001, to: 0.005, count: 4).values, [0.001, 0.002, 0.003, 0.004, 0.005])
    }

    func testNiceDomainWidensToWholeSteps() {
        XCTAssertEqual(NiceTicks.niceDomain(0.7, 9.3, count: 5), 0...10)
        XCTAssertEqual(NiceTicks.niceDomain(-3.2, 48, count: 5), -10...50)
        XCTAssertEqual(NiceTicks.niceDomain(0.12, 0.38, count: 5), 0.1...0.4)
    }

    func testDegenerateAndNonFiniteInputs() {
        XCTAssertEqual(NiceTicks.ticks(from: 5, to: 5).values, [5])
        XCTAssertEqual(NiceTicks.ticks(from: .nan, to: 1).values, [])
    }

    func testTickIncrementIsNegatedInverseBelowOne() {
        XCTAssertEqual(NiceTicks.tickIncrement(start: 0, stop: 1, count: 10), -10)
        XCTAssertEqual(NiceTicks.tickIncrement(start: 0, stop: 100, count: 10), 10)
    }
}
