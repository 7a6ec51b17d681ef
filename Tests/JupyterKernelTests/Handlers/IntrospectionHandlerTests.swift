import JupyterEngine
import XCTest
@testable import JupyterKernel

/// `complete_request`, `inspect_request` and `is_complete_request` through the kernel's handlers.
final class IntrospectionHandlerTests: XCTestCase {
    private var harness = KernelHarness()

    override func setUp() {
        harness = KernelHarness()
    }

    private func reply(_ type: String, _ content: [String: JSONValue]) -> [String: JSONValue] {
        let request = harness.send(type, content)
        harness.serve()
        return harness.reply(to: request)?.content ?? [:]
    }

    func testCompletionReplacesTheWordBeforeTheCursor() {
        let content = reply("complete_request", ["code": "x = 1\npri", "cursor_pos": 9])
        XCTAssertEqual(content["status"], "ok")
        XCTAssertEqual(content["matches"], ["print"])
        XCTAssertEqual(content["cursor_start"], 6)
        XCTAssertEqual(content["cursor_end"], 9)
    }

    func testACursorBeyondTheCodeIsClampedToItsEnd() {
        XCTAssertEqual(reply("complete_request", ["code": "pri", "cursor_pos": 99])["cursor_end"], 3)
        XCTAssertEqual(reply("complete_request", ["code": "pri"])["cursor_end"], 3, "no cursor means the end")
    }

    func testInspectionFoundAndNotFound() {
        let found = reply("inspect_request", ["code": "print", "cursor_pos": 2, "detail_level": 0])
        XCTAssertEqual(found["found"], true)
        XCTAssertEqual(found["data"]?["text/plain"], "print(text): writes text to stdout")
        let missing = reply("inspect_request", ["code": "zzz", "cursor_pos": 1])
        XCTAssertEqual(missing["found"], false)
        XCTAssertEqual(missing["data"], [:])
    }

    func testIsCompleteStatuses() {
        XCTAssertEqual(reply("is_complete_request", ["code": "print(a)"])["status"], "complete")
        let incomplete = reply("is_complete_request", ["code": "print("])
        XCTAssertEqual(incomplete["status"], "incomplete")
        XCTAssertEqual(incomplete["indent"], "  ")
        XCTAssertEqual(reply("is_complete_request", ["code": "print())"])["status"], "invalid")
    }
}
