import JupyterEngine
import XCTest
@testable import JupyterKernel

/// `kernel_info_request` and `connect_request`, on shell and on control.
final class InfoHandlerTests: XCTestCase {
    func testKernelInfoDescribesTheKernelAndTheEnginesLanguage() throws {
        let harness = KernelHarness()
        let request = harness.send("kernel_info_request")
        harness.serve()
        let content = try XCTUnwrap(harness.reply(to: request)?.content)
        XCTAssertEqual(content["status"], "ok")
        XCTAssertEqual(content["protocol_version"], "5.4")
        XCTAssertEqual(content["implementation"], "test-kernel")
        XCTAssertEqual(content["implementation_version"], "1.2.3")
        XCTAssertEqual(content["language_info"]?["name"], "swift")
        XCTAssertEqual(content["language_info"]?["file_extension"], ".swift")
        XCTAssertEqual(content["banner"], "Scripted test engine")
        XCTAssertEqual(content["help_links"], [["text": "Jupyter", "url": "https://jupyter.org"]])
    }

    func testConnectRequestOnControlListsThePorts() throws {
        let harness = KernelHarness()
        let request = harness.message("connect_request")
        harness.kernel.handleControl(request)
        let reply = try XCTUnwrap(harness.reply(to: request))
        XCTAssertEqual(harness.records(for: request).map(\.channel), [nil, .control, nil])
        XCTAssertEqual(reply.content["shell_port"], 50001)
        XCTAssertEqual(reply.content["hb_port"], 50005)
    }
}
