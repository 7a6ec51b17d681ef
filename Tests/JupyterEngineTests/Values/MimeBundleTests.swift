import XCTest
import JupyterEngine

final class MimeBundleTests: XCTestCase {
    func testPlainTextBundleExposesItsText() {
        XCTAssertEqual(MimeBundle(plainText: "42").plainText, "42")
    }
}
