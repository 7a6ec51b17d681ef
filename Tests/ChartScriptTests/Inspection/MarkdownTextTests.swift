import XCTest
@testable import ChartScript

/// Text put into Markdown shows as written: no HTML, links or emphasis can come from it.
final class MarkdownTextTests: XCTestCase {
    func testMarkupCharactersAreEscapedOutsideCodeSpans() {
        XCTAssertEqual(MarkdownText.escaped("<img src=x onerror=alert(1)>"), "\\<img src=x onerror=alert(1)\\>")
        XCTAssertEqual(MarkdownText.escaped("[x](javascript:alert(3))"), "\\[x\\](javascript:alert(3))")
        XCTAssertEqual(MarkdownText.escaped("a *b* _c_ & # | ~ !"), "a \\*b\\* \\_c\\_ \\& \\# \\| \\~ \\!")
    }

    func testCodeSpansAreKeptAndUnclosedBackticksEscaped() {
        XCTAssertEqual(MarkdownText.escaped("use `values.count` here"), "use `values.count` here")
        XCTAssertEqual(MarkdownText.escaped("``a ` b`` <"), "``a ` b`` \\<")
        XCTAssertEqual(MarkdownText.escaped("one ` tick <b>"), "one \\` tick \\<b\\>")
    }

    func testAFenceIsLongerThanAnyBacktickRunInside() {
        XCTAssertEqual(MarkdownText.fenced("let x = 1", language: "swift"), "```swift\nlet x = 1\n```")
        XCTAssertEqual(MarkdownText.fenced("a ```` b", language: ""), "`````\na ```` b\n`````")
    }

    func testInspectingAStringVariableEscapesItsText() throws {
        let runner = CellRunner()
        runner.run(#"let html = "<img src=x onerror=alert(1)> <script>alert(2)</script> [x](javascript:alert(3)) ```""#)
        let bundle = try XCTUnwrap(runner.engine.inspect(code: "html", cursorPosition: 2, detailLevel: 0))
        guard case .string(let markdown)? = bundle.data["text/markdown"] else { return XCTFail("no markdown") }
        let prose = markdown.components(separatedBy: "\n").filter { !$0.hasPrefix("```") && $0 != "html: String" && $0 != "html" }
        for line in prose {
            let scalars = Array(line.unicodeScalars)
            for (index, scalar) in scalars.enumerated() where "<>[]`".unicodeScalars.contains(scalar) {
                XCTAssertTrue(index > 0 && scalars[index - 1] == "\\", "unescaped \(scalar) in \(line)")
            }
        }
        XCTAssertTrue(markdown.contains("\\<script\\>alert(2)\\</script\\>"), markdown)
        XCTAssertTrue(bundle.plainText?.contains("<script>alert(2)</script>") ?? false)
    }
}
