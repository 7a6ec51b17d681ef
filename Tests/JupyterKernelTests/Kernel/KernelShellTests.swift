import JupyterEngine
import XCTest
@testable import JupyterKernel

/// The shell loop: aborting the execute requests that were waiting when a cell failed (and no
/// others), the interrupt flag lowered before each request, and the engine's stack.
final class KernelShellTests: XCTestCase {
    private var harness = KernelHarness()

    override func setUp() {
        harness = KernelHarness()
    }

    func testExecuteRequestsWaitingWhenACellFailsAreAborted() {
        let failing = harness.execute("fail(broken)")
        let queued = harness.execute("print(never)")
        let alsoQueued = harness.execute("1")
        harness.serve()
        XCTAssertEqual(harness.status(of: failing), "error")
        XCTAssertEqual(harness.status(of: queued), "aborted")
        XCTAssertEqual(harness.status(of: alsoQueued), "aborted")
        XCTAssertEqual(harness.published(for: queued).map(\.messageType), ["status", "status"],
                       "an aborted cell has busy and idle and nothing else")
        XCTAssertEqual(harness.reply(to: queued)?.content["execution_count"], 1)
    }

    func testOtherRequestsWaitingWhenACellFailsAreAnswered() {
        harness.execute("fail(broken)")
        let info = harness.send("kernel_info_request")
        let completion = harness.send("complete_request", ["code": "pri", "cursor_pos": 3])
        harness.serve()
        XCTAssertEqual(harness.status(of: info), "ok")
        XCTAssertEqual(harness.reply(to: completion)?.content["matches"], ["print"])
    }

    func testARequestSentAfterTheFailingReplyRuns() {
        var next: Message?
        harness.transport.onSend = { [harness] message, _ in
            guard message.messageType == "execute_reply", message.content["status"] == "error", next == nil else { return }
            next = harness.execute("print(after the reply)")
        }
        let failing = harness.execute("fail(broken)")
        harness.serve()
        XCTAssertEqual(harness.status(of: failing), "error")
        XCTAssertEqual(next.flatMap { harness.status(of: $0) }, "ok")
    }

    func testTheCellSentRightAfterEachFailingCellsIdleRuns() {
        // 200 failing cells; each time one's idle status goes out, the "client" sends the next
        // cell at once, and after that cell's idle the next failing one: none may be aborted.
        var failingIDs: Set<String> = []
        var followers: [Message] = []
        harness.transport.onPublish = { [harness] message in
            guard message.executionState == "idle", let parent = message.parentHeader["msg_id"]?.stringValue else { return }
            if failingIDs.contains(parent) {
                followers.append(harness.execute("print(next)"))
            } else if followers.last?.messageID == parent, failingIDs.count < 200 {
                failingIDs.insert(harness.execute("fail(again)").messageID)
            }
        }
        failingIDs.insert(harness.execute("fail(first)").messageID)
        harness.serve()
        XCTAssertEqual(followers.count, 200)
        XCTAssertEqual(Set(followers.map { harness.status(of: $0) ?? "none" }), ["ok"])
        XCTAssertEqual(Set(failingIDs.map { id in harness.transport.recorded.first {
            $0.message.messageType == "execute_reply" && $0.message.parentHeader["msg_id"]?.stringValue == id
        }?.message.content["status"]?.stringValue ?? "none" }), ["error"])
    }

    func testStopOnErrorFalseRunsTheWaitingCells() {
        harness.execute("fail(broken)", ["stop_on_error": false])
        let queued = harness.execute("1")
        harness.serve()
        XCTAssertEqual(harness.status(of: queued), "ok")
    }

    func testASilentFailingCellAbortsNothing() {
        harness.execute("fail(broken)", ["silent": true])
        let queued = harness.execute("1")
        harness.serve()
        XCTAssertEqual(harness.status(of: queued), "ok")
    }

    func testTheCellAfterTheAbortedOnesRuns() {
        var later: Message?
        harness.transport.onPublish = { [harness] message in
            if message.executionState == "idle", message.parentHeader["msg_id"] == "request-2", later == nil {
                later = harness.execute("2")
            }
        }
        harness.execute("fail(broken)")
        let aborted = harness.execute("1")
        harness.serve()
        XCTAssertEqual(aborted.messageID, "request-2")
        XCTAssertEqual(harness.status(of: aborted), "aborted")
        XCTAssertEqual(later.flatMap { harness.status(of: $0) }, "ok")
    }

    func testAnInterruptWhileIdleDoesNotStopTheNextCell() {
        harness.kernel.interrupt()
        let request = harness.execute("sleep(0.05)\nprint(done)")
        harness.serve()
        XCTAssertEqual(harness.status(of: request), "ok")
    }

    func testEveryRequestRunsOnAThreadWithTheEnginesStack() throws {
        harness.execute("1", ["user_expressions": ["one": "1"]])
        harness.send("complete_request", ["code": "pri"])
        harness.send("inspect_request", ["code": "print"])
        harness.send("is_complete_request", ["code": "print("])
        harness.serve()
        let sizes = harness.engine.stackSizes
        XCTAssertEqual(Set(sizes.keys), ["execute", "evaluate", "complete", "inspect", "isComplete"])
        for (request, size) in sizes {
            XCTAssertGreaterThanOrEqual(size, harness.engine.stackSize, "\(request) ran on a \(size)-byte stack")
        }
    }

    func testServingStartsWithTheStartingStatus() {
        harness.serve()
        XCTAssertEqual(harness.transport.recorded.first?.message.executionState, "starting")
    }
}
