import ChartCore
import JupyterEngine
import XCTest
@testable import ChartScript

final class WidgetRegistryTests: WidgetEngineTestCase {
    /// Runs `code` and fails the test when it does not succeed.
    private func run(_ code: String) {
        if case .failure(let error) = engine.execute(ExecuteRequest(code: code), context: context) {
            XCTFail("\(error.name): \(error.value)")
        }
    }

    /// Shows `interactive(LineGraph([1.0, 3.0, 2.0]))` and returns its comm.
    private func openLineGraph() throws -> Comm {
        run("interactive(LineGraph([1.0, 3.0, 2.0]))")
        return try XCTUnwrap(context.opened.last?.comm)
    }

    /// Sends `data` on `comm` and returns the one answer (nil when there is none).
    private func answer(to data: JSONValue, on comm: Comm) -> JSONValue? {
        let before = context.sent.count
        engine.commMessageReceived(comm, data: data, buffers: [], context: context)
        XCTAssertLessThanOrEqual(context.sent.count, before + 1)
        return context.sent.count > before ? context.sent.last?.data : nil
    }

    private func hover(_ x: JSONValue, _ y: JSONValue) -> JSONValue {
        .object(["method": "custom", "content": .object(["type": "hover", "x": x, "y": y])])
    }

    func testOpeningSendsAnAnywidgetModelAndShowsItsView() throws {
        let comm = try openLineGraph()
        let opened = try XCTUnwrap(context.opened.first)
        XCTAssertEqual(comm.targetName, "jupyter.widget")
        XCTAssertEqual(opened.metadata["version"], "2.1.0")
        XCTAssertEqual(opened.data["buffer_paths"], .array([]))
        let state = try XCTUnwrap(opened.data["state"])
        XCTAssertEqual(state["_model_module"], "anywidget")
        XCTAssertEqual(state["_model_name"], "AnyModel")
        XCTAssertEqual(state["_view_module"], "anywidget")
        XCTAssertEqual(state["_view_name"], "AnyView")
        XCTAssertEqual(state["_model_module_version"], "~0.11.*")
        XCTAssertEqual(state["_view_module_version"], "~0.11.*")
        XCTAssertEqual(state["_anywidget_id"]?.stringValue?.isEmpty, false)
        XCTAssertTrue(state["_esm"]?.stringValue?.contains("export default") ?? false)
        XCTAssertEqual(state["svg"]?.stringValue, try LineGraph([1, 3, 2]).svg)
        XCTAssertEqual(state["popup_prefix"], "")

        let view = try XCTUnwrap(context.displays.last?.data["application/vnd.jupyter.widget-view+json"])
        XCTAssertEqual(view["model_id"]?.stringValue, comm.id)
        XCTAssertEqual(view["version_major"], 2)
        XCTAssertEqual(view["version_minor"], 1)
        XCTAssertEqual(context.displays.last?.plainText, LineGraph([1, 3, 2]).textSummary)
    }

    func testTheWidgetsViewCarriesTheChartAsAStaticPictureForReadersWithoutWidgets() throws {
        run("interactive(LineGraph([1.0, 3.0, 2.0]))")
        let bundle = try XCTUnwrap(context.displays.last)
        XCTAssertEqual(Set(bundle.data.keys), ["application/vnd.jupyter.widget-view+json", "text/html", "text/plain"])
        XCTAssertEqual(bundle.chartSVG, try LineGraph([1, 3, 2]).svg)
        XCTAssertEqual(bundle.chartSVG.map(JSONValue.string), context.opened.last?.data["state"]?["svg"])
    }

    func testHoverAtAPointsPixelAnswersWithThatPoint() throws {
        let comm = try openLineGraph()
        let graph = LineGraph([1, 3, 2])
        let pixel = try XCTUnwrap(graph.position(index: 1, series: 0))
        let reply = try XCTUnwrap(answer(to: hover(.double(pixel.x + 2), .double(pixel.y + 30)), on: comm))
        XCTAssertEqual(reply["method"], "custom")
        let content = try XCTUnwrap(reply["content"])
        XCTAssertEqual(content["type"], "hit")
        XCTAssertEqual(content["index"], 1)
        XCTAssertEqual(content["series"], 0)
        XCTAssertEqual(content["value"]?.doubleValue, 3)
        XCTAssertEqual(content["x"]?.doubleValue, pixel.x)
        XCTAssertEqual(content["y"]?.doubleValue, pixel.y)
        XCTAssertNotNil(content["label"]?.stringValue)
    }

    func testEveryIndexIsFoundAtItsOwnPixel() throws {
        let comm = try openLineGraph()
        let graph = LineGraph([1, 3, 2])
        for index in 0..<3 {
            let pixel = try XCTUnwrap(graph.position(index: index, series: 0))
            XCTAssertEqual(answer(to: hover(.double(pixel.x), .double(pixel.y)), on: comm)?["content"]?["index"]?.intValue, index)
        }
    }

    func testHoverOutsideTheCanvasAnswersNone() throws {
        let comm = try openLineGraph()
        XCTAssertEqual(answer(to: hover(-5, 100), on: comm)?["content"]?["type"], "none")
        XCTAssertEqual(answer(to: hover(100, 10_000), on: comm)?["content"]?["type"], "none")
    }

    func testPopupAffixesComeFromTheChart() throws {
        run("var graph = LineGraph([1.0, 2.0])\ngraph.yLabelPrefix = \"$\"\ngraph.yLabelSuffix = \" k\"\ninteractive(graph)")
        let state = try XCTUnwrap(context.opened.last?.data["state"])
        XCTAssertEqual(state["popup_prefix"], "$")
        XCTAssertEqual(state["popup_suffix"], " k")
    }

    func testTheViewCarriesTheChartsSeriesForTheAudioGraphAndItsDataTable() throws {
        run("var graph = LineGraph([120.5, 183.25, 150.0], labels: [\"Q1\", \"Q2\", \"Q3\"])\ngraph.addSeries([1, 2, 3], name: \"Other\")\ninteractive(graph)")
        let state = try XCTUnwrap(context.opened.last?.data["state"])
        let audio = try XCTUnwrap(state["audio"]?.arrayValue)
        XCTAssertEqual(audio.map { $0["name"]?.stringValue }, ["Series 1", "Other"])
        XCTAssertEqual(audio.first?["values"], .array([.double(120.5), .double(183.25), .double(150)]))
        let table = try XCTUnwrap(state["data_table"]?.stringValue)
        XCTAssertTrue(table.hasPrefix("<table id=\"chartscript-data-"), table)
        XCTAssertTrue(table.contains("<th scope=\"row\">Q2</th><td>183.25</td>"), table)
        XCTAssertTrue(state["_esm"]?.stringValue?.contains("function audioPlan(series)") ?? false, "the view has the audio graph")
    }

    func testEveryChartKindCanBeInteractive() throws {
        run("interactive(ScatterPlot(x: [1.0, 2.0], y: [3.0, 4.0]))")
        run("interactive(BarChart(categories: [\"a\", \"b\"], values: [1.0, 2.0]))")
        run("interactive(PieChart(categories: [\"a\", \"b\"], values: [1.0, 2.0]))")
        XCTAssertEqual(context.opened.count, 3)
        XCTAssertEqual(Set(engine.session.runtime.widgets.modelIDs).count, 3)
    }

    func testInteractiveRefusesWhatIsNotAChart() {
        guard case .failure(let error) = engine.execute(ExecuteRequest(code: "interactive(42)"), context: context) else {
            return XCTFail("expected an error")
        }
        XCTAssertEqual(error.name, "TypeError")
        XCTAssertTrue(context.opened.isEmpty)
    }

    func testRequestStateAnswersWithTheFullState() throws {
        let comm = try openLineGraph()
        let reply = try XCTUnwrap(answer(to: .object(["method": "request_state"]), on: comm))
        XCTAssertEqual(reply["method"], "update")
        XCTAssertEqual(reply["buffer_paths"], .array([]))
        XCTAssertEqual(reply["state"], context.opened.first?.data["state"])
    }

    func testFrontEndUpdatesAreAcceptedSilently() throws {
        let comm = try openLineGraph()
        XCTAssertNil(answer(to: .object(["method": "update", "state": .object(["_view_count": 1]), "buffer_paths": .array([])]), on: comm))
        XCTAssertTrue(logged.isEmpty)
    }

    func testControlCommAnswersRequestStatesWithEveryLiveWidget() throws {
        let first = try openLineGraph()
        let second = try openLineGraph()
        let control = Comm(id: "control", targetName: "jupyter.widget.control")
        XCTAssertTrue(engine.commOpened(control, targetName: control.targetName, data: .object([:]), context: context))
        let reply = try XCTUnwrap(answer(to: .object(["method": "request_states"]), on: control))
        XCTAssertEqual(reply["method"], "update_states")
        XCTAssertEqual(reply["buffer_paths"], .array([]))
        let states = try XCTUnwrap(reply["states"]?.objectValue)
        XCTAssertEqual(Set(states.keys), [first.id, second.id])
        let entry = try XCTUnwrap(states[first.id])
        XCTAssertEqual(entry["model_name"], "AnyModel")
        XCTAssertEqual(entry["model_module"], "anywidget")
        XCTAssertEqual(entry["model_module_version"], "~0.11.*")
        XCTAssertEqual(entry["state"], context.opened.first?.data["state"])
    }

    func testClosedWidgetsAreForgotten() throws {
        let comm = try openLineGraph()
        engine.commClosed(comm, data: .object([:]))
        XCTAssertTrue(engine.session.runtime.widgets.modelIDs.isEmpty)
        XCTAssertNil(answer(to: hover(10, 10), on: comm))
    }

    func testUnknownTargetsAreRefused() {
        XCTAssertFalse(engine.commOpened(Comm(id: "1", targetName: "jupyter.widget"), targetName: "jupyter.widget", data: .null, context: context))
        XCTAssertFalse(engine.commOpened(Comm(id: "2", targetName: "no.such"), targetName: "no.such", data: .null, context: context))
    }

    func testMalformedMessagesAreLoggedAndNeverCrash() throws {
        let comm = try openLineGraph()
        XCTAssertNil(answer(to: .null, on: comm))
        XCTAssertNil(answer(to: .object(["method": 3]), on: comm))
        XCTAssertNil(answer(to: .object(["method": "dance"]), on: comm))
        XCTAssertEqual(answer(to: .object(["method": "custom"]), on: comm)?["content"]?["type"], "error")
        XCTAssertEqual(answer(to: hover("left", 3), on: comm)?["content"]?["type"], "error")
        XCTAssertEqual(answer(to: .object(["method": "custom", "content": .array([1])]), on: comm)?["content"]?["type"], "error")
        XCTAssertEqual(answer(to: hover(.double(.nan), 3), on: comm)?["content"]?["type"], "none")
        XCTAssertEqual(logged.count, 6)
    }
}
