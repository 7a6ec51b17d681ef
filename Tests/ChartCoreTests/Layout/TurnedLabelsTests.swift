import XCTest
@testable import ChartCore

final class TurnedLabelsTests: XCTestCase {
    private let style = TextStyle(fontSize: 12)

    func testCategoryNamesTurnOnlyWhenTheyDoNotFitSideBySide() {
        let short = AxisDescription(ticks: [AxisLabelTick(fraction: 0.25, label: "Art"), AxisLabelTick(fraction: 0.75, label: "Math")],
                                    turnsLabelsToFit: true)
        XCTAssertEqual(TurnedLabels.resolvedTurn(of: short, plotWidth: 400), 0)
        let long = AxisDescription(ticks: [AxisLabelTick(fraction: 0.25, label: "Computer science"), AxisLabelTick(fraction: 0.75, label: "Math")],
                                   turnsLabelsToFit: true)
        XCTAssertEqual(TurnedLabels.resolvedTurn(of: long, plotWidth: 100), 45)
        var numbers = long
        numbers.turnsLabelsToFit = false
        XCTAssertEqual(TurnedLabels.resolvedTurn(of: numbers, plotWidth: 100), 0, "numbers are thinned, not turned")
    }

    func testBlockHeightAndLongestWidthAreInverse() {
        let turned = TurnedLabels(degrees: 45, style: style)
        let block = turned.blockHeight(forWidth: 80)
        XCTAssertEqual(turned.longestWidth(inBlock: block), 80, accuracy: 1e-9)
        XCTAssertEqual(TurnedLabels(degrees: 90, style: style).blockHeight(forWidth: 80),
                       TurnedLabels.gap + 80 + TurnedLabels.margin, accuracy: 1e-9)
    }

    func testNeighboursAreThinnedUntilTheirLinesDoNotTouch() {
        let turned = TurnedLabels(degrees: 45, style: style)
        let lineHeight = TextMeasure.lineHeight(fontSize: 12)
        XCTAssertEqual(turned.stride(spacing: lineHeight / 0.5.squareRoot() + 0.01, widestLabel: 50), 1)
        XCTAssertEqual(turned.stride(spacing: lineHeight / 0.5.squareRoot() / 2 + 0.01, widestLabel: 50), 2)
        XCTAssertEqual(TurnedLabels(degrees: 90, style: style).stride(spacing: lineHeight / 3 + 0.01, widestLabel: 50), 3)
    }

    func testSmallerFontBeforeShortening() {
        let widest = TextMeasure.width(of: "Computer Science", style: style)
        let fitting = TurnedLabels.fittingStyle(widest: widest, turn: 45, style: style, room: 60)
        XCTAssertLessThan(fitting.fontSize, 12)
        XCTAssertGreaterThanOrEqual(fitting.fontSize, 9)
        XCTAssertEqual(TextMeasure.width(of: "Computer Science", style: fitting), widest * fitting.fontSize / 12, accuracy: 1e-9,
                       "widths scale with the font size")
        XCTAssertEqual(TurnedLabels.fittingStyle(widest: TextMeasure.width(of: "Art", style: style), turn: 45, style: style, room: 60), style)
    }
}
