import XCTest
@testable import JupyterKernel

final class DigestHistoryTests: XCTestCase {
    func testRemembersInsertedDigests() {
        var history = DigestHistory()
        history.insert([1, 2, 3])
        XCTAssertTrue(history.contains([1, 2, 3]))
        XCTAssertFalse(history.contains([1, 2]))
    }

    func testCullsATenthWhenFull() {
        var history = DigestHistory(capacity: 100)
        for number in 0..<100 { history.insert([UInt8(number)]) }
        XCTAssertEqual(history.count, 100)
        history.insert([200])
        XCTAssertEqual(history.count, 91)
        XCTAssertTrue(history.contains([200]))
    }
}
