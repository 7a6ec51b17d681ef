import XCTest
@testable import ChartCore

final class ColorTests: XCTestCase {
    func testSixDigitHexParsesComponents() throws {
        let color = try Color(hex: "#0072B2")
        XCTAssertEqual(color.red, 0, accuracy: 1e-12)
        XCTAssertEqual(color.green, 0x72 / 255.0, accuracy: 1e-12)
        XCTAssertEqual(color.blue, 0xB2 / 255.0, accuracy: 1e-12)
        XCTAssertEqual(color.alpha, 1)
        XCTAssertEqual(color.hexString, "#0072B2")
    }

    func testThreeDigitHexDoublesEachDigit() throws {
        XCTAssertEqual(try Color(hex: "#f80").hexString, "#FF8800")
    }

    func testEightDigitHexReadsAlpha() throws {
        let color = try Color(hex: "  00000080 ")
        XCTAssertEqual(color.alpha, 128 / 255.0, accuracy: 1e-12)
        XCTAssertEqual(color.description, "#00000080")
    }

    func testInvalidHexIsRejectedWithActionableMessage() {
        for text in ["", "#12", "#12345", "red", "#GGGGGG", "#fff\"/><script>", "#1234567"] {
            XCTAssertThrowsError(try Color(hex: text), text) { error in
                XCTAssertEqual(error as? ColorError, .invalidHex(text))
                XCTAssertTrue("\(error)".contains("#RRGGBB"))
            }
        }
    }

    func testComponentsAreClampedAndNaNBecomesZero() {
        let color = Color(red: 2, green: -1, blue: .nan, alpha: 5)
        XCTAssertEqual(color.hexString, "#FF0000")
        XCTAssertEqual(color.alpha, 1)
    }

    func testWithAlphaKeepsComponents() {
        let color = Color.blue.withAlpha(0.25)
        XCTAssertEqual(color.hexString, Color.blue.hexString)
        XCTAssertEqual(color.alpha, 0.25)
    }

    func testPaletteWrapsAround() {
        XCTAssertEqual(Palette.okabeIto.count, 8)
        XCTAssertEqual(Palette.tableau10.count, 10)
        XCTAssertEqual(Palette.okabeIto[0].hexString, "#E69F00")
        XCTAssertEqual(Palette.color(at: 9, in: Palette.okabeIto), Palette.okabeIto[1])
        XCTAssertEqual(Palette.color(at: 0, in: []), .black)
    }

    func testEveryThemeHasAPaletteAndReadableText() {
        for theme in Theme.allCases {
            let style = theme.style
            XCTAssertFalse(style.palette.isEmpty)
            let contrast = abs(style.textColor.luminance - style.backgroundColor.luminance)
            XCTAssertGreaterThan(contrast, 0.4, theme.rawValue)
        }
    }
}
