import Foundation
import JupyterEngine
import XCTest
@testable import JupyterKernel

/// `interrupt_request` and `shutdown_request`, and interrupts from another thread, through the
/// kernel's handlers.
final class LifecycleHandlerTests: XCTestCase {
    private var harness = KernelHarness()

    override func setUp() {
        harness = KernelHarness()
    }

    /// Interrupts the kernel from another thread `delay` seconds after `type` is published
    /// for the first time.
    private func interrupt(after type: String, delay: Double = 0.1) {
        let lock = NSLock()
        var fired = false
        harness.transport.onPublish = { [kernel = harness.kernel] message in
            guard message.messageType == type else { return }
            let isFirst = lock.withLock {
                defer { fired = true }
                return !fired
            }
            guard isFirst else { return }
            DispatchQueue.global().asyncAfter(deadline: .now() + delay) { kernel.interrupt() }
        }
    }

    func testAnInterruptFromAnotherThreadStopsTheRunningCell() {
        interrupt(after: "execute_input")
        let started = Date()
        let cell = harness.execute("sleep(30)")
        let next = harness.execute("print(still here)")
        harness.serve()
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
        XCTAssertEqual(harness.reply(to: cell)?.content["ename"], "Interrupted")
        XCTAssertEqual(harness.status(of: next), "aborted", "an interrupted cell aborts the waiting ones, as any error")
    }

    func testAnInterruptStopsAUserExpression() {
        interrupt(after: "stream")
        let started = Date()
        let cell = harness.execute("print(go)", ["user_expressions": ["slow": "sleep(30)"]])
        let next = harness.execute("1")
        harness.serve()
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
        XCTAssertEqual(harness.status(of: cell), "ok")
        XCTAssertEqual(harness.reply(to: cell)?.content["user_expressions"]?["slow"]?["ename"], "Interrupted")
        XCTAssertEqual(harness.status(of: next), "ok")
    }

    func testAnInterruptEndsAWaitForInput() {
        interrupt(after: "execute_input", delay: 0.2)
        let cell = harness.execute("input(name?)", ["allow_stdin": true])
        harness.serve()
        XCTAssertEqual(harness.reply(to: cell)?.content["ename"], "InputError")
        XCTAssertTrue(harness.reply(to: cell)?.content["evalue"]?.stringValue?.contains("interrupted") ?? false)
    }

    func testInterruptRequestIsAnsweredAndStopsTheNextCheck() {
        let request = harness.send("interrupt_request")
        harness.serve()
        XCTAssertEqual(harness.status(of: request), "ok")
        XCTAssertTrue(harness.engine.interruptFlag.isRaised)
    }

    func testInterruptRequestOnControlIsAnswered() throws {
        let request = harness.message("interrupt_request")
        harness.kernel.handleControl(request)
        let reply = try XCTUnwrap(harness.reply(to: request))
        XCTAssertEqual(harness.records(for: request).first { $0.channel != nil }?.channel, .control)
        XCTAssertEqual(reply.content["status"], "ok")
        XCTAssertTrue(harness.engine.interruptFlag.isRaised)
    }

    func testShutdownRepliesPublishesAndClosesTheTransport() {
        let shutdown = harness.send("shutdown_request", ["restart": true])
        let after = harness.execute("1")
        harness.serve()
        XCTAssertEqual(harness.reply(to: shutdown)?.content, ["status": "ok", "restart": true])
        XCTAssertEqual(harness.published(for: shutdown).map(\.messageType), ["status", "shutdown_reply", "status"])
        XCTAssertTrue(harness.transport.isClosed)
        XCTAssertNil(harness.reply(to: after), "nothing is served after a shutdown")
    }

    func testUnknownRequestsGetAnErrorReplyAndOtherMessagesNone() {
        let request = harness.send("dance_request")
        let message = harness.send("dance")
        harness.serve()
        XCTAssertEqual(harness.status(of: request), "error")
        XCTAssertEqual(harness.reply(to: request)?.messageType, "dance_reply")
        XCTAssertEqual(harness.reply(to: request)?.content["ename"], "UnknownMessageType")
        XCTAssertNil(harness.reply(to: message))
        XCTAssertEqual(harness.published(for: message).map(\.messageType), ["status", "status"])
    }
}
