import XCTest
@testable import ChartCore

final class TextStyleTests: XCTestCase {
    func testFontSizeIsKeptWithinOneToTwoHundredPixels() {
        var style = TextStyle(fontSize: 1e308)
        XCTAssertEqual(style.fontSize, 200)
        style.fontSize = -4
        XCTAssertEqual(style.fontSize, 1)
        style.fontSize = .nan
        XCTAssertEqual(style.fontSize, 12)
    }

    func testWeightsAreWrittenAsCSSWeights() {
        XCTAssertEqual(FontWeight.regular.cssWeight, 400)
        XCTAssertEqual(FontWeight.semibold.cssWeight, 600)
        XCTAssertEqual(FontWeight.black.cssWeight, 900)
        let attributes = TextDrawing.attributes(TextStyle(fontSize: 10, weight: .semibold), defaultColor: .black)
        XCTAssertTrue(attributes.contains { $0.name == "font-weight" && $0.value == "600" })
        let bold = TextDrawing.attributes(TextStyle(fontSize: 10, weight: .bold), defaultColor: .black)
        XCTAssertTrue(bold.contains { $0.name == "font-weight" && $0.value == "bold" })
    }

    func testIsBoldReadsSemiboldAndHeavierAndSetsBoldOrRegular() {
        var style = TextStyle(weight: .semibold)
        XCTAssertTrue(style.isBold)
        style.isBold = false
        XCTAssertEqual(style.weight, .regular)
        XCTAssertEqual(TextStyle(isBold: true).weight, .bold)
    }

    func testTitleStyleReachesTheSVG() throws {
        var chart = BarChart(categories: ["A", "B"], values: [1, 2])
        chart.title = "Styled"
        chart.titleStyle = TextStyle(fontSize: 22, color: .red, weight: .light)
        let title = try XCTUnwrap(ParsedSVG.elements(in: try chart.svg).first { $0.name == "text" && $0.attributes["class"] == "title" })
        XCTAssertEqual(title.attributes["font-size"], "22")
        XCTAssertEqual(title.attributes["fill"], Color.red.hexString)
        XCTAssertEqual(title.attributes["font-weight"], "300")
    }
}
