import XCTest
@testable import ChartData

final class HTMLTests: XCTestCase {
    func testCellsAndHeadersAreEscaped() throws {
        let table = try Table(csvText: "\"<b>\",note\n1,\"Tom & \"\"Jerry\"\" <script>\"\n")
        let html = table.html()
        XCTAssertTrue(html.contains("&lt;b&gt;</th>"))
        XCTAssertTrue(html.contains("Tom &amp; &quot;Jerry&quot; &lt;script&gt;</td>"))
        XCTAssertFalse(html.contains("<script>"))
    }

    func testNumbersAlignRightAndTextLeft() throws {
        let html = try Table(csvText: "subject,count\nMath,90\n").html()
        XCTAssertTrue(html.contains("text-align:left;\">Math</td>"))
        XCTAssertTrue(html.contains("text-align:right;font-variant-numeric:tabular-nums;\">90</td>"))
    }

    func testMoreRowsNoteAndDimensions() throws {
        let table = try Table(csvText: "n\n" + (1...25).map(String.init).joined(separator: "\n"))
        let html = table.html(maxRows: 10)
        XCTAssertEqual(html.components(separatedBy: "<td").count - 1, 10)
        XCTAssertTrue(html.contains("… 15 more rows · 25 rows × 1 column"))
        XCTAssertFalse(table.html(maxRows: -1).contains("more rows"))
    }

    func testEscapingCoversEveryMarkupCharacter() {
        XCTAssertEqual(HTMLEscaping.escape("<a href='x'>\"&\"</a>"),
                       "&lt;a href=&#39;x&#39;&gt;&quot;&amp;&quot;&lt;/a&gt;")
    }
}
