import JupyterEngine
import XCTest
@testable import JupyterKernel

/// `execute_request` through the kernel's handlers, without sockets: the order of what is
/// published, parent headers, execution counts, results, errors, user expressions, input.
final class ExecuteHandlerTests: XCTestCase {
    private var harness = KernelHarness()

    override func setUp() {
        harness = KernelHarness()
    }

    func testResultsWithoutPlainTextGetOne() {
        let data = Kernel.withPlainText(MimeBundle(data: ["image/svg+xml": "<svg/>"]))
        XCTAssertEqual(data["text/plain"], "<image/svg+xml>")
        XCTAssertEqual(Kernel.withPlainText(MimeBundle(plainText: "3"))["text/plain"], "3")
    }

    func testExecutePublishesBusyInputOutputsResultReplyThenIdle() throws {
        let request = harness.execute("print(hello)\nx = 6\nx")
        harness.serve()
        let records = harness.records(for: request)
        XCTAssertEqual(records.map(\.message.messageType),
                       ["status", "execute_input", "stream", "execute_result", "execute_reply", "status"])
        XCTAssertEqual(records.first?.message.executionState, "busy")
        XCTAssertEqual(records.last?.message.executionState, "idle")
        XCTAssertEqual(records.map(\.channel), [nil, nil, nil, nil, .shell, nil])
        for record in records {
            XCTAssertEqual(record.message.parentHeader, request.header, "\(record.message.messageType) has the request as parent")
        }
        let reply = try XCTUnwrap(harness.reply(to: request))
        XCTAssertEqual(reply.identities, request.identities, "the reply goes back to the client that asked")
        XCTAssertEqual(reply.content["status"], "ok")
        XCTAssertEqual(reply.content["execution_count"], 1)
        let input = try XCTUnwrap(harness.published(for: request).first { $0.messageType == "execute_input" })
        XCTAssertEqual(input.content["code"], "print(hello)\nx = 6\nx")
        XCTAssertEqual(input.content["execution_count"], 1)
        let stream = try XCTUnwrap(harness.outputs(of: request).first)
        XCTAssertEqual(stream.content["name"], "stdout")
        XCTAssertEqual(stream.content["text"], "hello\n")
        let result = try XCTUnwrap(harness.outputs(of: request).last)
        XCTAssertEqual(result.content["data"]?["text/plain"], "6")
        XCTAssertEqual(result.content["execution_count"], 1)
    }

    func testARequestWhoseCodeIsNotUnicodeGetsAnErrorReplyNamingThePlace() throws {
        var request = harness.message("execute_request")
        request.unreadableContent = "a lone surrogate \\uD800 at line 1, column 8 of 'code'"
        harness.transport.enqueueShell(request)
        let inspect = harness.send("inspect_request")
        var broken = harness.message("complete_request")
        broken.unreadableContent = "the byte 0xFF, which is not UTF-8, at line 1, column 1 of 'code'"
        harness.transport.enqueueShell(broken)
        harness.serve()
        XCTAssertEqual(harness.records(for: request).map(\.message.messageType), ["status", "error", "execute_reply", "status"])
        let reply = try XCTUnwrap(harness.reply(to: request))
        XCTAssertEqual(reply.content["status"], "error")
        XCTAssertEqual(reply.content["ename"], "UnicodeDecodeError")
        XCTAssertEqual(reply.content["evalue"], "a lone surrogate \\uD800 at line 1, column 8 of 'code'")
        XCTAssertEqual(reply.content["execution_count"], 0)
        XCTAssertNotNil(harness.reply(to: inspect), "the session goes on")
        XCTAssertEqual(harness.reply(to: broken)?.content["ename"], "UnicodeDecodeError")
        XCTAssertEqual(harness.records(for: broken).map(\.message.messageType), ["status", "complete_reply", "status"])
    }

    func testMessagesCarryTheKernelsSessionAndTheirTopic() throws {
        let request = harness.execute("print(hi)")
        harness.serve()
        let stream = try XCTUnwrap(harness.outputs(of: request).first)
        XCTAssertEqual(stream.header["session"]?.stringValue, harness.kernel.session)
        XCTAssertEqual(stream.header["msg_type"], "stream")
        XCTAssertEqual(stream.header["version"], "5.4")
        XCTAssertEqual(stream.identities, [Array("kernel.\(harness.kernel.session).stream".utf8)])
    }

    func testExecutionCountAdvancesOnlyForStoredCells() {
        let first = harness.execute("1")
        let silent = harness.execute("2", ["silent": true])
        let unstored = harness.execute("3", ["store_history": false])
        let second = harness.execute("4")
        harness.serve()
        XCTAssertEqual(harness.reply(to: first)?.content["execution_count"], 1)
        XCTAssertEqual(harness.reply(to: silent)?.content["execution_count"], 1)
        XCTAssertEqual(harness.reply(to: unstored)?.content["execution_count"], 1)
        XCTAssertEqual(harness.reply(to: second)?.content["execution_count"], 2)
    }

    func testSilentCellsPublishOnlyTheirStatus() {
        let request = harness.execute("print(quiet)\n5", ["silent": true])
        harness.serve()
        XCTAssertEqual(harness.published(for: request).map(\.messageType), ["status", "status"])
        XCTAssertEqual(harness.status(of: request), "ok")
    }

    func testAFailingCellPublishesItsErrorAndRepliesWithIt() throws {
        let request = harness.execute("print(before)\nfail(broken)")
        harness.serve()
        XCTAssertEqual(harness.outputs(of: request).map(\.messageType), ["stream", "error"])
        let error = try XCTUnwrap(harness.outputs(of: request).last)
        XCTAssertEqual(error.content["ename"], "RuntimeError")
        XCTAssertEqual(error.content["evalue"], "broken")
        let reply = try XCTUnwrap(harness.reply(to: request))
        XCTAssertEqual(reply.content["status"], "error")
        XCTAssertEqual(reply.content["ename"], "RuntimeError")
        XCTAssertEqual(reply.content["traceback"], ["RuntimeError: broken"])
        XCTAssertEqual(reply.content["execution_count"], 1)
    }

    func testARequestWithoutCodeIsAnsweredWithAnError() {
        let request = harness.send("execute_request", ["silent": false])
        harness.serve()
        XCTAssertEqual(harness.status(of: request), "error")
        XCTAssertEqual(harness.reply(to: request)?.content["ename"], "BadRequest")
    }

    func testUserExpressionsAreEvaluatedAfterTheCell() throws {
        let request = harness.execute("x = 7", ["user_expressions": ["seven": "x", "missing": "y"]])
        harness.serve()
        let expressions = try XCTUnwrap(harness.reply(to: request)?.content["user_expressions"])
        XCTAssertEqual(expressions["seven"]?["status"], "ok")
        XCTAssertEqual(expressions["seven"]?["data"]?["text/plain"], "7")
        XCTAssertEqual(expressions["missing"]?["status"], "error")
        XCTAssertEqual(expressions["missing"]?["ename"], "NameError")
    }

    func testPagerTextGoesIntoTheReplysPayload() throws {
        let request = harness.execute("help(print)")
        harness.serve()
        let payload = try XCTUnwrap(harness.reply(to: request)?.content["payload"]?.arrayValue)
        XCTAssertEqual(payload.first?["source"], "page")
        XCTAssertEqual(payload.first?["data"]?["text/plain"], "help for print")
        XCTAssertTrue(harness.outputs(of: request).isEmpty)
    }

    func testInputIsAskedOnStdinOfTheRequestingClient() throws {
        harness.transport.onSend = { [harness] message, channel in
            guard channel == .stdin, message.messageType == "input_request" else { return }
            harness.transport.enqueueInput(harness.message("input_reply", ["value": "Ada"]))
        }
        let request = harness.execute("input(name?)", ["allow_stdin": true])
        harness.serve()
        let asked = try XCTUnwrap(harness.records(for: request).first { $0.channel == .stdin })
        XCTAssertEqual(asked.message.content["prompt"], "name?")
        XCTAssertEqual(asked.message.content["password"], false)
        XCTAssertEqual(asked.message.identities, request.identities)
        XCTAssertEqual(harness.outputs(of: request).first?.content["text"], "got Ada\n")
    }

    func testInputIsRefusedWhenTheFrontEndDoesNotAllowIt() {
        let request = harness.execute("input(name?)")
        harness.serve()
        XCTAssertEqual(harness.reply(to: request)?.content["ename"], "InputError")
        XCTAssertFalse(harness.records(for: request).contains { $0.channel == .stdin })
    }

    func testStreamsAreFlushedBeforeDisplaysAndInOrder() {
        let request = harness.execute("print(one)\neprint(two)\ndisplay(shown)\nprint(three)")
        harness.serve()
        let outputs = harness.outputs(of: request)
        XCTAssertEqual(outputs.map(\.messageType), ["stream", "stream", "display_data", "stream"])
        XCTAssertEqual(outputs.map { $0.content["name"]?.stringValue ?? "" }, ["stdout", "stderr", "", "stdout"])
    }
}
