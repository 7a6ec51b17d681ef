import XCTest
@testable import JupyterKernel

final class MimeBundleTests: XCTestCase {
    func testPlainTextBundleExposesItsText() {
        XCTAssertEqual(MimeBundle(plainText: "42").plainText, "42")
    }
}
