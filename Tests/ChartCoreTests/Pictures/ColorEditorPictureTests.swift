import XCTest
@testable import ChartCore

final class ColorEditorPictureTests: XCTestCase {
    func testTheHandlesSitAtTheComponentsAndTheValuesReadWithTwoDecimals() throws {
        let svg = ColorEditorPicture.svg(of: Color(red: 1, green: 0.25, blue: 0))
        XCTAssertTrue(ParsedSVG.isWellFormed(svg))
        let handles = ParsedSVG.elements(in: svg).filter { $0.attributes["class"] == "handle" }.compactMap { $0.attributes["cx"] }
        XCTAssertEqual(handles, ["300", "123", "64"])
        let texts = ParsedSVG.texts(of: "text", in: svg)
        XCTAssertTrue(texts.contains("1.00") && texts.contains("0.25") && texts.contains("0.00"), "\(texts)")
        XCTAssertTrue(texts.contains("#FF4000"))
        XCTAssertTrue(svg.contains("Color editor: red 1.00, green 0.25, blue 0.00 (#FF4000)"))
    }

    func testTwoDecimalsAsTheSeedsLabels() {
        XCTAssertEqual(ColorEditorPicture.twoDecimals(0.5), "0.50")
        XCTAssertEqual(ColorEditorPicture.twoDecimals(0.056), "0.06")
        XCTAssertEqual(ColorEditorPicture.twoDecimals(1), "1.00")
        XCTAssertEqual(ColorEditorPicture.twoDecimals(.nan), "0.00")
    }
}
