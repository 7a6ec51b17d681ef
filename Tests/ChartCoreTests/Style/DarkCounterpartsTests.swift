import XCTest
@testable import ChartCore

/// The colours a dark page gives a chart drawn in the light look keep text readable and marks
/// visible, and cover every colour the default charts draw with.
final class DarkCounterpartsTests: XCTestCase {
    private func contrast(_ a: Color, _ b: Color) -> Double {
        (max(a.luminance, b.luminance) + 0.05) / (min(a.luminance, b.luminance) + 0.05)
    }

    func testTextKeepsWCAGAAContrastOnTheDarkBackground() {
        let light = Theme.plainWhite.style
        let texts = [light.titleColor, light.textColor, ChartLayoutEngine.axisTextStyle.color ?? .gray,
                     ChartLayoutEngine.legendTextStyle.color ?? .gray]
        for text in texts {
            let dark = try? XCTUnwrap(DarkCounterparts.pairs.first { $0.light == text }).dark
            XCTAssertGreaterThanOrEqual(contrast(dark ?? .black, DarkCounterparts.darkBackground), 4.5, text.hexString)
        }
    }

    func testSeriesColoursStayVisibleOnTheDarkBackground() {
        let series = Set((Palette.twelveOnLight + ForegroundStyleScale.defaultPalette).map(\.hexString))
        for pair in DarkCounterparts.pairs where series.contains(pair.light.hexString) {
            XCTAssertGreaterThanOrEqual(contrast(pair.dark, DarkCounterparts.darkBackground), 3, pair.light.hexString)
        }
    }

    func testEachLightColourHasOneCounterpartAndOnlyWhiteIsTheBackground() {
        let lights = DarkCounterparts.pairs.map(\.light.hexString)
        XCTAssertEqual(Set(lights).count, lights.count)
        XCTAssertEqual(DarkCounterparts.pairs.filter { $0.role == .background }.map(\.light), [.white])
    }

    func testEveryColourTheDefaultChartsPaintWithHasACounterpart() throws {
        var line = LineGraph([12, 19, 25, 31], labels: ["Q1", "Q2", "Q3", "Q4"])
        line.title = "Enrollment"
        var scatter = ScatterPlot(x: [1, 2, 3], y: [4, 5, 6])
        scatter.title = "Heights"
        let svgs = [try line.svg, try BarChart(categories: ["Math", "Art"], values: [3, 1]).svg,
                    try PieChart(categories: ["a", "b", "c"], values: [3, 2, 1]).svg, try scatter.svg]
        let known = Set(DarkCounterparts.pairs.map(\.light.hexString))
        let paint = try Regex(#"(?:fill|stroke|stop-color)="(#[0-9A-F]{6})""#)
        for svg in svgs {
            let painted = svg.matches(of: paint).compactMap { $0.output[1].substring.map(String.init) }
            XCTAssertEqual(Set(painted).subtracting(known), [], String(svg.prefix(300)))
        }
    }

    func testOnlyTheDefaultLookIsRestyled() {
        XCTAssertEqual(Theme.allCases.filter(DarkCounterparts.restyles), [.plainWhite])
    }
}
