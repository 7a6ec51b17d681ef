import ChartCore
import JupyterEngine
import XCTest
@testable import ChartScript

/// The dashboard's widgets in Swift: a Dropdown (its model, its first call of onChange, a
/// choice from the front end, indexes it refuses), an InteractiveChart whose chart a closure
/// replaces (the view's model gets the new picture, hovering reads the new chart), and the
/// colour editor's onChange.
final class DashboardWidgetTests: WidgetEngineTestCase {
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

    private func models(_ model: String) -> [CommRecordingContext.Opened] {
        context.opened.filter { $0.data["state"]?["_model_name"]?.stringValue == model }
    }

    private func send(_ data: JSONValue, to comm: Comm) {
        engine.commMessageReceived(comm, data: data, buffers: [], context: context)
    }

    private func choose(_ index: JSONValue, in comm: Comm) {
        send(.object(["method": "update", "state": .object(["index": index]), "buffer_paths": .array([])]), to: comm)
    }

    /// The SVG titles of the updates sent to `comm`.
    private func redrawnTitles(of comm: Comm) -> [String] {
        context.sent.filter { $0.comm == comm }.compactMap { $0.data["state"]?["svg"]?.stringValue }.compactMap { svg in
            svg.range(of: #"<title[^>]*>([^<]*)</title>"#, options: .regularExpression).map { String(svg[$0]) }
        }
    }

    private let setup = """
        var heard: [String] = []
        let view = InteractiveChart(LineGraph([1.0, 2.0, 3.0]))
        view
        """

    func testADropdownOpensIpywidgetsDropdownModelAndCallsOnChangeWithTheSelectionWhenFirstShown() throws {
        run(setup)
        let result = try XCTUnwrap(run("""
            let picker = try Dropdown(["Math", "Art", "Music"], selection: "Art", description: "Subject") { subject in
                heard.append(subject)
            }
            picker
            """))
        let dropdown = try XCTUnwrap(models("DropdownModel").first)
        let state = try XCTUnwrap(dropdown.data["state"])
        XCTAssertEqual(state["_options_labels"], .array(["Math", "Art", "Music"]))
        XCTAssertEqual(state["index"], 1)
        XCTAssertEqual(state["description"], "Subject")
        XCTAssertEqual(state["_view_name"], "DropdownView")
        XCTAssertEqual(models("DescriptionStyleModel").count, 1)
        XCTAssertEqual(result.data["application/vnd.jupyter.widget-view+json"]?["model_id"]?.stringValue, dropdown.comm.id)
        XCTAssertEqual(result.pictureSVG,
                       DropdownPicture.svg(description: "Subject", options: ["Math", "Art", "Music"], selection: "Art"))
        XCTAssertEqual(result.pictureAlt, "Dropdown Subject: Art selected, of Math, Art, Music", "the picture says the choice")
        XCTAssertEqual(result.plainText, "Dropdown: Subject: Art (of 3 options)")
        XCTAssertEqual(run("heard")?.plainText, "[\"Art\"]")
        run("display(picker)")
        XCTAssertEqual(run("heard")?.plainText, "[\"Art\"]", "only the first showing calls onChange")
    }

    func testAChoiceRunsOnChangeWhichReplacesTheChartOfTheView() throws {
        run(setup)
        let chart = try XCTUnwrap(context.opened.first { $0.data["state"]?["_model_name"] == "AnyModel" }?.comm)
        run("""
            let picker = try Dropdown(["one", "two"]) { choice in
                heard.append(choice)
                var graph = LineGraph(choice == "two" ? [5.0, 1.0] : [1.0, 2.0, 3.0])
                graph.title = "Chose \\(choice)"
                view.chart = graph
            }
            picker
            """)
        let dropdown = try XCTUnwrap(models("DropdownModel").first?.comm)
        choose(1, in: dropdown)
        XCTAssertEqual(run("picker.selection")?.plainText, "\"two\"")
        XCTAssertEqual(run("heard")?.plainText, "[\"one\", \"two\"]")
        XCTAssertEqual(redrawnTitles(of: chart).last.map { $0.contains("Chose two") }, true)
        XCTAssertEqual(run("view.chart.title ?? \"\"")?.plainText, "\"Chose two\"")
        // Hovering at the right edge reads the new chart: its last point is index 1 (of two).
        send(.object(["method": "custom", "content": .object(["type": "hover", "x": 639, "y": 200])]), to: chart)
        let answer = try XCTUnwrap(context.sent.last { $0.comm == chart }?.data["content"])
        XCTAssertEqual(answer["type"], "hit")
        XCTAssertEqual(answer["index"], 1)
    }

    func testIndexesThatNameNoOptionAreRefusedAndSentBack() throws {
        run(setup)
        run("let picker = try Dropdown([\"a\", \"b\"]) { choice in heard.append(choice) }\npicker")
        let dropdown = try XCTUnwrap(models("DropdownModel").first?.comm)
        for index: JSONValue in [2, -1, "b", .null, 0.5] {
            let sentBefore = context.sent.count
            choose(index, in: dropdown)
            XCTAssertEqual(context.sent.dropFirst(sentBefore).map(\.data["state"]), [.object(["index": 0])], "\(index)")
        }
        XCTAssertEqual(run("heard")?.plainText, "[\"a\"]")
        XCTAssertEqual(logged.count, 5)
    }

    func testADropdownNeedsOptionsAndASelectionAmongThem() {
        XCTAssertEqual(failure("try Dropdown([], onChange: { _ in })"), "a Dropdown needs at least one option (at line 1, column 5)")
        XCTAssertTrue(failure("try Dropdown([\"a\"], selection: \"z\", onChange: { _ in })")
            .hasPrefix("the selection \"z\" is not one of the Dropdown's options: \"a\""))
    }

    func testAChartThatCannotBeDrawnIsAnErrorWhereItIsSetAndTheViewKeepsItsChart() throws {
        run(setup)
        let before = context.sent.count
        XCTAssertThrowsError(try HoverTarget(chart: PieChart(categories: ["a", "b"], values: [1, -2])),
                             "the premise: a pie with a negative value cannot be drawn")
        XCTAssertTrue(failure("view.chart = PieChart(categories: [\"a\", \"b\"], values: [1, -2])").contains("positive"))
        XCTAssertEqual(context.sent.count, before, "nothing sent to the view")
        XCTAssertEqual(run("view.chart.width")?.plainText, "640.0", "the view keeps its line graph")
    }

    func testTheColourEditorsOnChangeHearsEachTakenColour() throws {
        run("var accent = Color(red: 0.5, green: 0.5, blue: 0.5)\nvar colours: [String] = []")
        run("ColorEditor(accent) { color in colours.append(color.hexString) }")
        let red = try XCTUnwrap(models("FloatSliderModel").first?.comm)
        for value: JSONValue in [1.0, 7.0] {
            send(.object(["method": "update", "state": .object(["value": value]), "buffer_paths": .array([])]), to: red)
        }
        XCTAssertEqual(run("colours")?.plainText, "[\"#FF8080\"]", "a refused value calls nothing")
    }
}
