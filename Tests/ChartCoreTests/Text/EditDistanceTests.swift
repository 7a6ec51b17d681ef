import XCTest
import ChartCore

final class EditDistanceTests: XCTestCase {
    func testClassicExampleNeedsThreeEdits() {
        XCTAssertEqual(EditDistance.between(Array("kitten"), Array("sitting")), 3)
    }

    func testSwapOfNeighboursCountsAsOneEdit() {
        XCTAssertEqual(EditDistance.between(Array("nmae"), Array("name")), 1)
    }

    func testEmptySideCostsTheOtherSidesLength() {
        XCTAssertEqual(EditDistance.between([Character](), Array("abc")), 3)
        XCTAssertEqual(EditDistance.between(Array("abcd"), [Character]()), 4)
    }

    func testEqualSequencesAreZeroApartForAnyElementType() {
        XCTAssertEqual(EditDistance.between([1, 2, 3], [1, 2, 3]), 0)
        XCTAssertEqual(EditDistance.between(Array("é".unicodeScalars), Array("e".unicodeScalars)), 1)
    }
}

/// The banded distance: the same answer within the limit, `nil` past it, and cheap for long input.
final class BoundedEditDistanceTests: XCTestCase {
    func testTheBandedDistanceAgreesWithTheFullOneWithinTheLimit() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abcde")
        for _ in 0..<2_000 {
            let first = (0..<Int.random(in: 0...9, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "a" }
            let second = (0..<Int.random(in: 0...9, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "a" }
            let full = EditDistance.between(first, second)
            for limit in 0...4 {
                XCTAssertEqual(EditDistance.between(first, second, atMost: limit), full <= limit ? full : nil,
                               "\(String(first)) / \(String(second)) within \(limit)")
            }
        }
    }

    func testAMegabyteAgainstAShortNameStopsAtOnce() {
        // The inputs are made before the clock starts: copying five megabytes element by element
        // is what took the time in a debug build under AddressSanitizer, not the comparison.
        let long = [UInt8](repeating: 120, count: 5_000_000)
        let shorter = Array(long.dropLast(5))
        let start = ContinuousClock.now
        XCTAssertNil(EditDistance.between(long, Array("xxxx".utf8), atMost: 3))
        XCTAssertNil(EditDistance.between(long, shorter, atMost: 3))
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(10))
    }
}
