import ChartCore
import JupyterEngine
import XCTest
@testable import ChartScript

/// The colour editor in Swift: its binding, the models it opens, what a slider's message
/// changes (the variable through its key path, the chart redrawn in place, the swatch), and
/// values it refuses.
final class ColorEditorTests: WidgetEngineTestCase {
    @discardableResult
    private func run(_ code: String) -> MimeBundle? {
        switch engine.execute(ExecuteRequest(code: code), context: context) {
        case .success(let result): return result
        case .failure(let error):
            XCTFail("\(error.name): \(error.value)")
            return nil
        }
    }

    private func failure(_ code: String) -> String {
        if case .failure(let error) = engine.execute(ExecuteRequest(code: code), context: context) { return error.value }
        return ""
    }

    /// The opened models named `model` (such as "FloatSliderModel"), in order.
    private func models(_ model: String) -> [CommRecordingContext.Opened] {
        context.opened.filter { $0.data["state"]?["_model_name"]?.stringValue == model }
    }

    private func moveSlider(_ index: Int, to value: JSONValue) {
        let slider = models("FloatSliderModel")[index].comm
        engine.commMessageReceived(slider, data: .object(["method": "update", "state": .object(["value": value]), "buffer_paths": .array([])]),
                                   buffers: [], context: context)
    }

    func testEditorOfALineColourShowsTheChartThenThreeSlidersAndASwatch() throws {
        run("var graph = LineGraph([12, 19, 25, 31], labels: [\"Jan\", \"Feb\", \"Mar\", \"Apr\"])")
        let result = try XCTUnwrap(run("ColorEditor(graph, \\.lineColor)"))
        XCTAssertNotNil(context.displays.first?.chartSVG, "the chart is shown first")
        let sliders = models("FloatSliderModel")
        XCTAssertEqual(sliders.map { $0.data["state"]?["description"]?.stringValue }, ["Red", "Green", "Blue"])
        for slider in sliders {
            let state = try XCTUnwrap(slider.data["state"])
            XCTAssertEqual(state["value"]?.doubleValue, 0.5, "a nil colour starts at 0.5 as the seed's sliders")
            XCTAssertEqual(state["min"]?.doubleValue, 0)
            XCTAssertEqual(state["max"]?.doubleValue, 1)
            XCTAssertEqual(state["continuous_update"], true)
            XCTAssertEqual(state["readout_format"], ".2f")
            XCTAssertEqual(state["_model_module"], "@jupyter-widgets/controls")
            XCTAssertTrue(state["layout"]?.stringValue?.hasPrefix("IPY_MODEL_") ?? false)
        }
        XCTAssertEqual(models("HTMLModel").count, 1)
        let view = try XCTUnwrap(result.data["application/vnd.jupyter.widget-view+json"])
        let box = try XCTUnwrap(models("HBoxModel").first)
        XCTAssertEqual(view["model_id"]?.stringValue, box.comm.id)
        XCTAssertEqual(result.plainText, "Color editor for graph.lineColor: red 0.50, green 0.50, blue 0.50 (#808080)")
        XCTAssertEqual(result.pictureSVG, ColorEditorPicture.svg(of: Color(white: 0.5)),
                       "a picture of the editor for readers without widgets")
        XCTAssertEqual(result.pictureAlt, "Color editor for graph.lineColor: red 0.50, green 0.50, blue 0.50 (#808080)",
                       "the picture's text alternative says the colour")
        XCTAssertNil(result.data["image/svg+xml"], "the picture is stored once")
    }

    func testEditorStartsAtTheTargetsColour() throws {
        run("var bars = BarChart(categories: [\"a\", \"b\", \"c\"], values: [1, 2, 3])\nbars.barColors = [.red, .green, Color(red: 0.2, green: 0.4, blue: 0.6)]")
        run("ColorEditor(bars, \\.barColors[2])")
        XCTAssertEqual(models("FloatSliderModel").compactMap { $0.data["state"]?["value"]?.doubleValue }, [0.2, 0.4, 0.6])
    }

    func testASliderRecoloursTheVariableRedrawsTheChartInPlaceAndTheSwatch() throws {
        run("var graph = LineGraph([12, 19, 25, 31])")
        run("ColorEditor(graph, \\.lineColor)")
        let chartDisplays = context.displays.count
        moveSlider(0, to: 1.0)
        XCTAssertEqual(context.displays.count, chartDisplays + 1, "one update of the chart")
        let svg = try XCTUnwrap(context.displays.last?.chartSVG)
        XCTAssertTrue(svg.contains("#FF8080"), "the line redrawn in the new colour")
        let swatch = try XCTUnwrap(models("HTMLModel").first?.comm)
        let swatchUpdate = try XCTUnwrap(context.sent.last { $0.comm == swatch })
        XCTAssertTrue(swatchUpdate.data["state"]?["value"]?.stringValue?.contains("#FF8080") ?? false)
        XCTAssertEqual(try XCTUnwrap(run("graph.lineColor!.hexString")).plainText, "\"#FF8080\"", "the next cell reads the edit")
        XCTAssertEqual(try XCTUnwrap(run("graph.lineColor!.red")).plainText, "1.0")
    }

    func testKeyPathsWithSubscriptsAndPlainColourVariables() throws {
        run("var pie = PieChart(categories: [\"a\", \"b\"], values: [1, 2])\npie.sliceColors = [.red, .blue]")
        run("ColorEditor(pie, \\.sliceColors[1])")
        moveSlider(2, to: 0.25)
        XCTAssertEqual(try XCTUnwrap(run("pie.sliceColors[1].blue")).plainText, "0.25")
        XCTAssertEqual(try XCTUnwrap(run("pie.sliceColors[0].hexString")).plainText, "\"#FF3B30\"", "the other slice untouched")
        context = CommRecordingContext()
        run("var accent = Color(red: 0.1, green: 0.2, blue: 0.3)")
        let result = try XCTUnwrap(run("ColorEditor(accent)"))
        XCTAssertTrue(result.plainText?.hasPrefix("Color editor for accent") ?? false)
        XCTAssertNil(context.displays.first?.chartSVG, "no chart for a plain colour")
        moveSlider(1, to: 0.9)
        XCTAssertEqual(try XCTUnwrap(run("accent.green")).plainText, "0.9")
    }

    func testGarbageSliderValuesAreRefusedAndTheSliderGoesBack() throws {
        run("var graph = LineGraph([1, 2, 3])\ngraph.lineColor = Color(red: 0.3, green: 0.3, blue: 0.3)")
        run("ColorEditor(graph, \\.lineColor)")
        let slider = models("FloatSliderModel")[0].comm
        for garbage: JSONValue in ["0.7", 1.5, -0.2, .null, .array([1]), .object(["value": 1])] {
            let displays = context.displays.count
            moveSlider(0, to: garbage)
            XCTAssertEqual(context.displays.count, displays, "\(garbage): no redraw")
            let answer = try XCTUnwrap(context.sent.last { $0.comm == slider })
            XCTAssertEqual(answer.data["state"]?["value"]?.doubleValue ?? -1, 0.3, accuracy: 1e-12, "\(garbage): the slider goes back")
        }
        XCTAssertEqual(try XCTUnwrap(run("graph.lineColor!.red")).plainText, "0.3")
        XCTAssertEqual(logged.count, 6)
        XCTAssertTrue(logged[0].contains("red must be a number from 0 to 1"))
    }

    func testTargetsThatAreNotColoursAreErrorsInTheCell() {
        run("var graph = LineGraph([1, 2, 3])")
        XCTAssertTrue(failure("ColorEditor(graph, \\.title)").hasPrefix("ColorEditor edits a Color, and graph.title is a String?"))
        XCTAssertTrue(failure("ColorEditor(graph)").contains("ColorEditor edits a Color, and graph is a LineGraph"))
        XCTAssertTrue(failure("ColorEditor(Color(white: 0.5))").contains("pass the variable itself"))
        run("var bars = BarChart(categories: [\"a\"], values: [1])")
        XCTAssertTrue(failure("ColorEditor(bars, \\.barColors[2])").contains("out of range"))
    }

    func testTheEditorsColourIsReadable() throws {
        run("var accent = Color(white: 0.5)\nlet editor = ColorEditor(accent)")
        XCTAssertEqual(try XCTUnwrap(run("editor.color.hexString")).plainText, "\"#808080\"")
    }
}
