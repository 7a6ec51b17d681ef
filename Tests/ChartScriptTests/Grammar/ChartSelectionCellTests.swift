import ChartCore
import JupyterEngine
import XCTest
@testable import ChartScript

/// `chartXSelection(value:)` and its kin in a cell: the hover writes the value under the
/// pointer through the cell's `Binding`, the content closure runs again and the view gets the
/// new picture, with the rule the content draws at the selected value; leaving clears it.
final class ChartSelectionCellTests: XCTestCase {
    private let cell = """
        import Charts
        let sales = [("Mon", 12), ("Tue", 18), ("Wed", 9)]
        var selectedDay: String? = nil
        var written: [String] = []
        let chart = Chart {
            ForEach(sales, id: \\.0) { sale in BarMark(x: .value("Day", sale.0), y: .value("Sales", sale.1)) }
            if let selectedDay {
                RuleMark(x: .value("Day", selectedDay)).foregroundStyle(.gray)
            }
        }
        .chartXSelection(value: Binding(get: { selectedDay }, set: { selectedDay = $0; written.append($0 ?? "nil") }))
        interactive(chart)
        """

    private func run(_ code: String, _ engine: ChartScriptEngine, _ context: CommRecordingContext) throws -> String {
        switch engine.execute(ExecuteRequest(code: code), context: context) {
        case .failure(let error): XCTFail("\(error.name): \(error.value)"); return ""
        case .success(let result): return result?.plainText ?? ""
        }
    }

    /// Runs `code`, which shows an interactive chart; returns the engine, the context and the widget's comm.
    private func shown(_ code: String) throws -> (ChartScriptEngine, CommRecordingContext, Comm) {
        let engine = ChartScriptEngine()
        let context = CommRecordingContext()
        engine.session.runtime.widgets.log = { _ in }
        _ = try run(code, engine, context)
        return (engine, context, try XCTUnwrap(context.opened.last?.comm))
    }

    private func hover(_ engine: ChartScriptEngine, _ comm: Comm, _ context: CommRecordingContext, x: Double, y: Double) {
        engine.commMessageReceived(comm, data: .object(["method": "custom", "content": .object(["type": "hover", "x": .double(x), "y": .double(y)])]),
                                   buffers: [], context: context)
    }

    /// The pictures the widget was sent as state updates, in order.
    private func pictures(_ context: CommRecordingContext) -> [String] {
        context.sent.compactMap { $0.data["method"]?.stringValue == "update" ? $0.data["state"]?["svg"]?.stringValue : nil }
    }

    func testHoveringWritesTheCategoryAndRedrawsWithTheRule() throws {
        let (engine, context, comm) = try shown(cell)
        let first = try XCTUnwrap(context.opened.last?.data["state"]?["svg"]?.stringValue)
        XCTAssertFalse(first.contains("data-mark=\"rule\""), "nothing selected at first: no rule")

        let bars = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 12))
            BarMark(x: .value("Day", "Tue"), y: .value("Sales", 18))
            BarMark(x: .value("Day", "Wed"), y: .value("Sales", 9))
        }
        let tuesday = try XCTUnwrap(bars.position(index: 1, series: 0))
        hover(engine, comm, context, x: tuesday.x, y: tuesday.y + 10)
        XCTAssertEqual(try run("selectedDay ?? \"none\"", engine, context), "\"Tue\"")
        let drawn = try XCTUnwrap(pictures(context).last)
        XCTAssertEqual(drawn.components(separatedBy: "data-mark=\"rule\"").count - 1, 1, "one rule at the selected day")

        hover(engine, comm, context, x: tuesday.x + 3, y: tuesday.y + 20)
        XCTAssertEqual(pictures(context).count, 1, "the same day again: nothing written, nothing redrawn")

        engine.commMessageReceived(comm, data: .object(["method": "custom", "content": .object(["type": "release"])]), buffers: [], context: context)
        XCTAssertEqual(try run("written", engine, context), "[\"Tue\", \"nil\"]")
        XCTAssertFalse(try XCTUnwrap(pictures(context).last).contains("data-mark=\"rule\""), "left: the rule is gone")
    }

    func testAWholeNumberAxisGivesTheBindingAnInt() throws {
        let (engine, context, comm) = try shown("""
            import Charts
            var selected: Int? = nil
            let chart = Chart {
                ForEach(0..<10) { day in LineMark(x: .value("Day", day), y: .value("Steps", day * day)) }
                if let selected { RuleMark(x: .value("Day", selected)) }
            }
            .chartXSelection(value: Binding(get: { selected }, set: { selected = $0 }))
            interactive(chart)
            """)
        let line = Chart { ForEach(0..<10) { day in LineMark(x: .value("Day", day), y: .value("Steps", day * day)) } }
        let sixth = try XCTUnwrap(line.position(index: 6, series: 0))
        hover(engine, comm, context, x: sixth.x + 2, y: 100)
        XCTAssertEqual(try run("selected.map { $0 + 1 } ?? -1", engine, context), "7", "an Int, rounded to the nearest day")
    }

    func testAngleSelectionWritesTheCumulativeCountAtThePointer() throws {
        let (engine, context, comm) = try shown("""
            import Charts
            var selected: Int? = nil
            let chart = Chart {
                SectorMark(angle: .value("Count", 4))
                SectorMark(angle: .value("Count", 6))
            }
            .chartAngleSelection(value: Binding(get: { selected }, set: { selected = $0 }))
            interactive(chart)
            """)
        let pie = Chart { SectorMark(angle: .value("Count", 4)); SectorMark(angle: .value("Count", 6)) }
        let geometry = try pie.makeGeometry()
        // Straight below the centre: half a turn, half of the total of 10.
        hover(engine, comm, context, x: geometry.polarCenter.x, y: geometry.polarCenter.y + geometry.polarRadius / 2)
        XCTAssertEqual(try run("selected ?? -1", engine, context), "5")
    }

    func testABindingThatIsNotOneIsAClearError() {
        let engine = ChartScriptEngine()
        let result = engine.execute(ExecuteRequest(code: "import Charts\nChart { RuleMark(y: .value(\"Goal\", 3)) }.chartXSelection(value: 3)"),
                                    context: CommRecordingContext())
        guard case .failure(let error) = result else { return XCTFail("expected an error") }
        XCTAssertTrue(error.value.contains("Binding"), error.value)
    }

    func testAConstantBindingDrawsTheStaticPicture() throws {
        let engine = ChartScriptEngine()
        let context = CommRecordingContext()
        let text = try run("""
            import Charts
            let chart = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Sales", 3)) }.chartXSelection(value: .constant(nil))
            chart.svg.contains("data-mark=\\"bar\\"")
            """, engine, context)
        XCTAssertEqual(text, "true")
    }
}
