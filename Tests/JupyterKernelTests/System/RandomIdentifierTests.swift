import XCTest
@testable import JupyterKernel

final class RandomIdentifierTests: XCTestCase {
    func testUUIDHasVersion4ShapeInLowercase() {
        for _ in 0..<200 {
            let id = RandomIdentifier.uuid()
            let groups = id.split(separator: "-", omittingEmptySubsequences: false)
            XCTAssertEqual(groups.map(\.count), [8, 4, 4, 4, 12], id)
            XCTAssertTrue(id.allSatisfy { "0123456789abcdef-".contains($0) }, id)
            XCTAssertEqual(groups[2].first, "4", "version nibble in \(id)")
            XCTAssertTrue("89ab".contains(groups[3].first ?? "x"), "variant bits in \(id)")
        }
    }

    func testIdentifiersDoNotRepeat() {
        let ids = (0..<1000).map { _ in RandomIdentifier.uuid() }
        XCTAssertEqual(Set(ids).count, ids.count)
    }

    func testHex32IsTheUUIDWithoutDashes() {
        let id = RandomIdentifier.hex32()
        XCTAssertEqual(id.count, 32)
        XCTAssertTrue(id.allSatisfy(\.isHexDigit))
        XCTAssertFalse(id.contains("-"))
    }
}
