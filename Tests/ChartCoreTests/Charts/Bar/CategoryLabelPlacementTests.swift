import XCTest
@testable import ChartCore

final class CategoryLabelPlacementTests: XCTestCase {
    private let style = TextStyle(fontSize: 12)

    func testShortLabelsFitFlat() {
        XCTAssertTrue(CategoryLabelPlacement.fitsHorizontally(["Art", "Math"], style: style, bandWidth: 80))
        XCTAssertFalse(CategoryLabelPlacement.fitsHorizontally(["Computer science"], style: style, bandWidth: 40))
    }

    func testWideBandsKeepEveryTurnedLabel() {
        let placement = CategoryLabelPlacement(texts: ["a", "b", "c"], centers: [10, 40, 70], plotBottom: 100,
                                               bandWidth: 30, style: style, blockHeight: 60)
        XCTAssertEqual(placement.labels.map(\.index), [0, 1, 2])
        XCTAssertTrue(placement.labels.allSatisfy { $0.anchor.y > 100 })
    }

    func testNarrowBandsThinTurnedLabelsAtARegularStride() {
        let texts = (0..<10).map { "label \($0)" }
        let placement = CategoryLabelPlacement(texts: texts, centers: (0..<10).map { Double($0) * 8 }, plotBottom: 0,
                                               bandWidth: 8, style: style, blockHeight: 60)
        // Turned labels 8 px apart are 5.7 px apart across their direction: every third fits 14.4 px.
        XCTAssertEqual(placement.labels.map(\.index), [0, 3, 6, 9])
    }

    func testLongLabelsAreShortenedToTheBlock() {
        let long = String(repeating: "Interdisciplinary ", count: 6)
        let placement = CategoryLabelPlacement(texts: [long], centers: [50], plotBottom: 0, bandWidth: 20,
                                               style: style, blockHeight: 60)
        let text = placement.labels[0].text
        XCTAssertTrue(text.hasSuffix("…"))
        XCTAssertLessThanOrEqual(TextMeasure.width(of: text, style: style),
                                 CategoryLabelPlacement.maxTextWidth(blockHeight: 60, style: style))
    }

    func testBlockHeightIsCapped() {
        let long = String(repeating: "x", count: 200)
        XCTAssertEqual(CategoryLabelPlacement.blockHeight(for: [long], style: style, maximumHeight: 90), 90)
    }
}
