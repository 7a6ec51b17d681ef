import XCTest
@testable import ChartCore

final class XMLEscapingTests: XCTestCase {
    func testScriptTagIsEscapedInText() {
        XCTAssertEqual(XMLEscaping.escapeText("<script>alert(1)</script> & co"),
                       "&lt;script&gt;alert(1)&lt;/script&gt; &amp; co")
    }

    func testQuotesAreEscapedInAttributes() {
        XCTAssertEqual(XMLEscaping.escapeAttribute("a\"b'c"), "a&quot;b&#39;c")
    }

    func testForbiddenControlCharactersAreReplaced() {
        XCTAssertEqual(XMLEscaping.escapeText("a\u{0}b\u{8}c"), "a\u{FFFD}b\u{FFFD}c")
    }

    func testPlainTextIsUnchanged() {
        XCTAssertEqual(XMLEscaping.escapeText("Zürich 東京 📈"), "Zürich 東京 📈")
    }
}
