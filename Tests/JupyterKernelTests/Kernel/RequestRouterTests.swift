import XCTest
@testable import JupyterKernel

final class RequestRouterTests: XCTestCase {
    func testReplyTypeReplacesRequestSuffix() {
        XCTAssertEqual(RequestRouter.replyType(for: "execute_request"), "execute_reply")
        XCTAssertEqual(RequestRouter.replyType(for: "odd"), "odd_reply")
    }
}
