import XCTest
import JupyterEngine
@testable import JupyterKernel

final class RequestRouterTests: XCTestCase {
    func testReplyTypeReplacesRequestSuffix() {
        XCTAssertEqual(RequestRouter.replyType(for: "execute_request"), "execute_reply")
        XCTAssertEqual(RequestRouter.replyType(for: "odd"), "odd_reply")
    }
}

/// A reply a handler gives later (a stopped cell answering a debug request) goes out when it
/// is given, with idle after it.
final class RequestRouterLaterReplyTests: XCTestCase {
    func testALaterReplyIsFollowedByIdleWhenItIsGiven() throws {
        let transport = RecordingTransport()
        let router = RequestRouter(channel: .control, sender: MessageSender(headers: MessageHeaderFactory(), transport: transport))
        var respond: (([String: JSONValue]) -> Void)?
        router.register("debug_request") { _ in .replyLater { respond = $0 } }
        let request = Message(identities: [], header: ["msg_id": "r1", "msg_type": "debug_request"], content: [:])
        router.dispatch(request)
        XCTAssertEqual(transport.recorded.map(\.message.messageType), ["status"], "busy only, until the reply is given")
        try XCTUnwrap(respond)(["success": true])
        XCTAssertEqual(transport.recorded.map(\.message.messageType), ["status", "debug_reply", "status"])
        XCTAssertEqual(transport.recorded.last?.message.content["execution_state"], "idle")
        XCTAssertEqual(transport.recorded[1].channel, .control)
    }
}
