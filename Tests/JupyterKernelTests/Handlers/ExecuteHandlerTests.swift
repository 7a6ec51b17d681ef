import XCTest
@testable import JupyterKernel

final class ExecuteHandlerTests: XCTestCase {
    func testResultsWithoutPlainTextGetOne() {
        let data = Kernel.withPlainText(MimeBundle(data: ["image/svg+xml": "<svg/>"]))
        XCTAssertEqual(data["text/plain"], "<image/svg+xml>")
        XCTAssertEqual(Kernel.withPlainText(MimeBundle(plainText: "3"))["text/plain"], "3")
    }
}
