import XCTest
@testable import ChartCore

final class LegendLayoutTests: XCTestCase {
    private let entries = (1...5).map { LegendEntry(label: "Entry \($0)", color: .blue) }

    func testEntriesReadDownEachColumn() {
        let legend = Legend(columns: 2)
        let measured = LegendLayout.measure(entries, legend: legend, maxWidth: 1000, prefersOneColumn: false)
        XCTAssertEqual(measured.columns, 2)
        let placed = LegendLayout.place(entries, legend: legend, origin: .zero, columns: measured.columns,
                                        columnWidths: measured.columnWidths, size: (measured.width, measured.height), inside: false)
        let xs = placed.items.map(\.textOrigin.x)
        XCTAssertEqual(Set(xs.prefix(3)).count, 1, "the first three down the first column")
        XCTAssertEqual(Set(xs.suffix(2)).count, 1)
        XCTAssertLessThan(xs[0], xs[3])
        XCTAssertEqual(placed.items[0].textOrigin.y, placed.items[3].textOrigin.y)
    }

    func testAskedColumnsAreFilledEvenly() {
        let measured = LegendLayout.measure(entries, legend: Legend(columns: 4), maxWidth: 1000, prefersOneColumn: false)
        XCTAssertEqual(measured.columns, 3, "5 entries in rows of 2 fill three columns")
    }

    func testDisplacementPointsUp() {
        let canvas = Rect(x: 0, y: 0, width: 400, height: 300)
        let moved = LegendLayout.displaced(Point(x: 100, y: 200), by: Point(x: 10, y: 30), size: (50, 20), canvas: canvas)
        XCTAssertEqual(moved.origin, Point(x: 110, y: 170))
        XCTAssertNil(moved.warning)
    }
}
