import XCTest
@testable import JupyterKernel

final class MessageHeaderFactoryTests: XCTestCase {
    func testHeadersCarryProtocolVersionAndFreshIDs() {
        let factory = MessageHeaderFactory(username: "ann")
        let first = factory.header(for: "status")
        let second = factory.header(for: "status")
        XCTAssertEqual(first["version"], "5.4")
        XCTAssertEqual(first["username"], "ann")
        XCTAssertNotEqual(first["msg_id"], second["msg_id"])
        let date = first["date"]?.stringValue ?? ""
        XCTAssertTrue(date.hasSuffix("Z") && date.count == 27, date)
    }
}
