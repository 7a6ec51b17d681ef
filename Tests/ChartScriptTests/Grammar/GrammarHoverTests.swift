import ChartCore
import JupyterEngine
import XCTest
@testable import ChartScript

/// A grammar chart shown with `interactive(…)` answers the pointer as the line graph does:
/// the closest datum (by x, then y; by angle for sectors) with its label and value, and the
/// cell's `onTouch` hears the datum's index (its element's index in `Chart(data)`).
final class GrammarHoverTests: XCTestCase {
    private let bars = Chart {
        BarMark(x: .value("Month", "Jan"), y: .value("Sales", 12))
        BarMark(x: .value("Month", "Feb"), y: .value("Sales", 18))
        BarMark(x: .value("Month", "Mar"), y: .value("Sales", 9))
    }

    func testBarsAreFoundAtTheirPopupPointsWithTheirLabelAndValue() throws {
        let target = try HoverTarget(chart: bars)
        for (index, (month, sales)) in [("Jan", 12.0), ("Feb", 18.0), ("Mar", 9.0)].enumerated() {
            let pixel = try XCTUnwrap(bars.position(index: index, series: 0))
            let hit = try XCTUnwrap(target.hitTest(Point(x: pixel.x + 3, y: pixel.y + 40)))
            XCTAssertEqual(hit.index, index)
            XCTAssertEqual(hit.label, month)
            XCTAssertEqual(hit.value, sales)
        }
    }

    func testTheClosestPointOfALineIsFoundByX() throws {
        let line = Chart {
            ForEach(0..<5) { day in LineMark(x: .value("Day", day), y: .value("Steps", Double(day * day))) }
        }
        let target = try HoverTarget(chart: line)
        let third = try XCTUnwrap(line.position(index: 3, series: 0))
        XCTAssertEqual(target.hitTest(Point(x: third.x - 10, y: 5))?.index, 3, "by x, whatever the height")
        XCTAssertEqual(target.hitTest(Point(x: third.x - 10, y: 5))?.value, 9)
    }

    func testSectorsAreHitInsideThemAndNotOutside() throws {
        let pie = Chart {
            SectorMark(angle: .value("n", 1)).foregroundStyle(by: .value("Kind", "A"))
            SectorMark(angle: .value("n", 3)).foregroundStyle(by: .value("Kind", "B"))
        }
        let target = try HoverTarget(chart: pie)
        let middle = try XCTUnwrap(pie.position(index: 1, series: 0), "a pie is one series")
        XCTAssertEqual(target.hitTest(middle)?.index, 1)
        XCTAssertEqual(target.hitTest(middle)?.label, "B")
        XCTAssertNil(target.hitTest(Point(x: 1, y: 1)))
    }

    func testInteractiveChartReportsTouchesOfTheClosestDatum() throws {
        let engine = ChartScriptEngine()
        let context = CommRecordingContext()
        engine.session.runtime.widgets.log = { _ in }
        let code = """
            import Charts
            let sales = [("Jan", 12), ("Feb", 18), ("Mar", 9)]
            var touched: [Int] = []
            let chart = Chart(sales, id: \\.0) { BarMark(x: .value("Month", $0.0), y: .value("Sales", $0.1)) }
            interactive(chart, onTouch: { touched.append($0) })
            """
        if case .failure(let error) = engine.execute(ExecuteRequest(code: code), context: context) { return XCTFail("\(error.name): \(error.value)") }
        let comm = try XCTUnwrap(context.opened.last?.comm)
        for index in [0, 2, 2, 1] {
            let pixel = try XCTUnwrap(bars.position(index: index, series: 0))
            engine.commMessageReceived(comm, data: .object(["method": "custom", "content": .object(["type": "hover", "x": .double(pixel.x), "y": .double(pixel.y + 20)])]),
                                       buffers: [], context: context)
            XCTAssertEqual(context.sent.last?.data["content"]?["label"]?.stringValue, ["Jan", "Feb", "Mar"][index])
        }
        guard case .success(let result) = engine.execute(ExecuteRequest(code: "touched"), context: context) else { return XCTFail("no touched") }
        XCTAssertEqual(result?.plainText, "[0, 2, 1]")
    }
}
