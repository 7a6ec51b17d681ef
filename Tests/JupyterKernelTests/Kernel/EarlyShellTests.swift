import Foundation
import JupyterEngine
import XCTest
@testable import JupyterKernel

/// Shell requests answered as they arrive: `interrupt_request` while a cell runs (VS Code's stop
/// button), and the ordering rules kept around it.
final class EarlyShellTests: XCTestCase {
    private var harness = KernelHarness()

    override func setUp() {
        harness = KernelHarness()
    }

    /// Sends `interrupt_request` on shell from another thread once the cell has started.
    private func interruptOnShell(after delay: Double) -> Message {
        let interrupt = harness.message("interrupt_request")
        var sent = false
        let lock = NSLock()
        harness.transport.onPublish = { [transport = harness.transport] message in
            guard message.messageType == "execute_input", lock.withLock({ defer { sent = true }; return !sent }) else { return }
            DispatchQueue.global().asyncAfter(deadline: .now() + delay) { transport.enqueueShell(interrupt) }
        }
        return interrupt
    }

    func testAnInterruptRequestOnShellStopsTheRunningCellAndIsAnsweredBeforeIt() throws {
        let interrupt = interruptOnShell(after: 0.1)
        let started = Date()
        let cell = harness.execute("sleep(30)")
        let waiting = harness.execute("print(after)")
        harness.serve()
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
        XCTAssertEqual(harness.status(of: interrupt), "ok")
        XCTAssertEqual(harness.reply(to: cell)?.content["ename"], "Interrupted")
        XCTAssertEqual(harness.status(of: waiting), "aborted", "the execute request waiting behind the cell is aborted")
        let replies = harness.transport.recorded.filter { $0.channel == .shell }.map(\.message.parentHeader["msg_id"])
        XCTAssertEqual(replies, [.string(interrupt.messageID), .string(cell.messageID), .string(waiting.messageID)])
        XCTAssertEqual(harness.published(for: interrupt).map(\.executionState), ["busy", "idle"])
    }

    func testRequestsOtherThanInterruptWaitTheirTurnWhileACellRuns() {
        harness.transport.onPublish = { [harness] message in
            guard message.messageType == "execute_input" else { return }
            harness.send("kernel_info_request")
        }
        let cell = harness.execute("sleep(0.05)")
        harness.serve()
        let types = harness.transport.recorded.filter { $0.channel == .shell }.map(\.message.messageType)
        XCTAssertEqual(types.first, "execute_reply")
        XCTAssertTrue(types.contains("kernel_info_reply"))
        XCTAssertEqual(harness.status(of: cell), "ok")
    }

    func testDebugRequestWithoutADebuggerGetsAFailedResponseWithBusyAndIdle() throws {
        let request = harness.message("debug_request", ["type": "request", "seq": 7, "command": "initialize"])
        harness.kernel.handleControl(request)
        let reply = try XCTUnwrap(harness.reply(to: request))
        XCTAssertEqual(reply.messageType, "debug_reply")
        XCTAssertEqual(reply.content["success"], false)
        XCTAssertEqual(reply.content["request_seq"], 7)
        XCTAssertEqual(harness.published(for: request).map(\.executionState), ["busy", "idle"])
    }

    func testKernelInfoSaysThereIsNoDebuggerWhenTheEngineHasNone() throws {
        let request = harness.send("kernel_info_request")
        harness.serve()
        XCTAssertEqual(harness.reply(to: request)?.content["debugger"], false)
        XCTAssertEqual(harness.reply(to: request)?.content["supported_features"], [])
    }
}
