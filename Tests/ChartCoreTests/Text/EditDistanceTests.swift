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
