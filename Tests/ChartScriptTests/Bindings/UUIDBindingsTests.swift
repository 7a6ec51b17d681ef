import XCTest
@testable import ChartScript

/// UUIDs are random version-4 identifiers, and a bound out of UInt32's range is an error.
final class UUIDBindingsTests: XCTestCase {
    func testANewUUIDIsVersionFourAndRoundTripsThroughItsText() {
        assertCell("let id = UUID()\nlet text = Array(id.uuidString)\ntext[14] == \"4\" && UUID(uuidString: id.uuidString) == id", gives: "true")
        assertCell("UUID() == UUID()", gives: "false")
    }

    func testARandomBoundOutsideUInt32IsAnError() {
        XCTAssertEqual(CellRunner().error("arc4random_uniform(-1)")?.name, "TypeError")
    }
}
