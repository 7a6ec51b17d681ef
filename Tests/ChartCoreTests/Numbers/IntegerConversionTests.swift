import XCTest
@testable import ChartCore

final class IntegerConversionTests: XCTestCase {
    func testOrdinaryValuesTruncateTowardZero() {
        XCTAssertEqual(Int(clamping: 3.9), 3)
        XCTAssertEqual(Int(clamping: -3.9), -3)
        XCTAssertEqual(Int(clamping: 7.5, to: 0...10), 7)
    }

    func testValuesBeyondTheBoundsTakeTheNearestBound() {
        XCTAssertEqual(Int(clamping: 1e300), Int.max)
        XCTAssertEqual(Int(clamping: -1e300), Int.min)
        XCTAssertEqual(Int(clamping: .infinity, to: 1...50), 50)
        XCTAssertEqual(Int(clamping: -.infinity, to: 1...50), 1)
        XCTAssertEqual(Int(clamping: 9.3e18), Int.max)
        XCTAssertEqual(Int(clamping: -9.3e18), Int.min)
        XCTAssertEqual(Int(clamping: 99, to: 0...255), 99)
        XCTAssertEqual(Int(clamping: 256, to: 0...255), 255)
    }

    func testNotANumberTakesTheLowerBound() {
        XCTAssertEqual(Int(clamping: .nan, to: 16...Int.max), 16)
        XCTAssertEqual(Int(clamping: .nan), Int.min)
    }
}
