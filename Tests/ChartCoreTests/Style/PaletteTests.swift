import XCTest
@testable import ChartCore

final class PaletteTests: XCTestCase {
    func testDifferenceOfBlackAndWhiteIsTheirLightnessApart() {
        XCTAssertEqual(ColorDifference.difference(.black, .white), 100, accuracy: 0.01)
        XCTAssertEqual(ColorDifference.difference(.red, .red), 0, accuracy: 1e-9)
    }

    func testEveryThemeHasTwelveColoursBeforeAnyRepeat() {
        for theme in Theme.allCases {
            let palette = theme.style.palette
            XCTAssertGreaterThanOrEqual(palette.count, 12, theme.rawValue)
            XCTAssertEqual(Set(palette.prefix(12).map(\.hexString)).count, 12, theme.rawValue)
        }
    }

    func testTwelveColoursStayApartForCommonColourVisionDeficiencies() {
        let okabeIto = ColorDifference.smallestDifference(in: Palette.okabeIto)
        for (name, palette) in [("light", Palette.twelveOnLight), ("dark", Palette.twelveOnDark)] {
            let smallest = ColorDifference.smallestDifference(in: palette)
            XCTAssertGreaterThanOrEqual(smallest, 10, name)
            XCTAssertGreaterThanOrEqual(smallest, okabeIto - 0.3, "\(name) as far apart as Okabe–Ito's own colours")
        }
    }

    func testDarkPaletteReadsOnADarkBackground() {
        let background = Color(white: 0.12)
        for color in Palette.twelveOnDark {
            let ratio = (max(color.luminance, background.luminance) + 0.05) / (min(color.luminance, background.luminance) + 0.05)
            XCTAssertGreaterThanOrEqual(ratio, 2.9, color.hexString)
        }
    }
}
