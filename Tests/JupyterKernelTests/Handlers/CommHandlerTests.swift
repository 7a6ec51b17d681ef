import JupyterEngine
import XCTest
@testable import JupyterKernel

/// `comm_open`, `comm_msg`, `comm_close` and `comm_info_request` through the kernel's handlers.
final class CommHandlerTests: XCTestCase {
    private var harness = KernelHarness()

    override func setUp() {
        harness = KernelHarness()
    }

    private func open(_ id: String, target: String) -> Message {
        harness.send("comm_open", ["comm_id": .string(id), "target_name": .string(target), "data": [:]])
    }

    private func commInfo(_ content: [String: JSONValue] = [:]) -> Message {
        harness.send("comm_info_request", content)
    }

    func testOpeningAnUnknownTargetIsAnsweredWithClose() throws {
        let request = open("c1", target: "no.such.target")
        let info = commInfo()
        harness.serve()
        XCTAssertEqual(harness.published(for: request).map(\.messageType), ["status", "comm_close", "status"])
        let close = try XCTUnwrap(harness.outputs(of: request).first)
        XCTAssertEqual(close.content["comm_id"], "c1")
        XCTAssertNil(harness.reply(to: request), "comm messages have no reply")
        XCTAssertEqual(harness.reply(to: info)?.content["comms"], [:])
    }

    func testAnAcceptedCommIsListedAndItsMessagesReachTheEngine() throws {
        let opened = open("c1", target: "test.echo")
        let message = harness.send("comm_msg", ["comm_id": "c1", "data": ["ping": 1]])
        let info = commInfo()
        harness.serve()
        XCTAssertEqual(harness.published(for: opened).map(\.messageType), ["status", "status"])
        let echo = try XCTUnwrap(harness.outputs(of: message).first)
        XCTAssertEqual(echo.messageType, "comm_msg")
        XCTAssertEqual(echo.content["comm_id"], "c1")
        XCTAssertEqual(echo.content["data"], ["echo": ["ping": 1]])
        XCTAssertEqual(echo.parentHeader, message.header, "the engine's answer has the comm message as parent")
        XCTAssertEqual(harness.reply(to: info)?.content["comms"], ["c1": ["target_name": "test.echo"]])
    }

    func testMessagesOnUnknownCommsAreIgnored() {
        let message = harness.send("comm_msg", ["comm_id": "nobody", "data": [:]])
        harness.serve()
        XCTAssertEqual(harness.published(for: message).map(\.messageType), ["status", "status"])
        XCTAssertNil(harness.engine.stackSizes["commMessage"], "the engine never saw it")
    }

    func testAClosedCommIsForgotten() {
        open("c1", target: "test.echo")
        harness.send("comm_close", ["comm_id": "c1", "data": [:]])
        let message = harness.send("comm_msg", ["comm_id": "c1", "data": [:]])
        let info = commInfo()
        harness.serve()
        XCTAssertTrue(harness.outputs(of: message).isEmpty)
        XCTAssertEqual(harness.reply(to: info)?.content["comms"], [:])
    }

    func testCommsTheEngineOpensAreListedByTarget() throws {
        let cell = harness.execute("widget()")
        open("c2", target: "test.echo")
        let all = commInfo()
        let widgets = commInfo(["target_name": "test.widget"])
        harness.serve()
        let opened = try XCTUnwrap(harness.outputs(of: cell).first)
        XCTAssertEqual(opened.messageType, "comm_open")
        XCTAssertEqual(opened.metadata["version"], "2.1.0")
        let id = try XCTUnwrap(opened.content["comm_id"]?.stringValue)
        XCTAssertEqual(harness.outputs(of: cell).dropFirst().first?.content["comm_id"]?.stringValue, id)
        XCTAssertEqual(harness.reply(to: all)?.content["comms"]?.objectValue?.count, 2)
        XCTAssertEqual(harness.reply(to: widgets)?.content["comms"], .object([id: ["target_name": "test.widget"]]))
    }

    func testACommOpenWithoutAnIdIsIgnored() {
        let request = harness.send("comm_open", ["target_name": "test.echo"])
        let info = commInfo()
        harness.serve()
        XCTAssertEqual(harness.published(for: request).map(\.messageType), ["status", "status"])
        XCTAssertEqual(harness.reply(to: info)?.content["comms"], [:])
    }
}
