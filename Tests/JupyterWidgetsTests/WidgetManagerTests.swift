import JupyterEngine
import JupyterWidgets
import XCTest

/// The widget protocol's plumbing with two widget kinds that know nothing of charts.
final class WidgetManagerTests: XCTestCase {
    private var logged: [String] = []
    private var context = RecordingContext()
    private var manager = WidgetManager()

    override func setUp() {
        logged = []
        context = RecordingContext()
        manager = WidgetManager { [unowned self] in logged.append($0) }
    }

    /// Sends `data` on `comm`; returns what the kernel sent back (nil when nothing).
    private func answer(to data: JSONValue, on comm: Comm) -> JSONValue? {
        let before = context.sent.count
        manager.receive(data, on: comm, context: context)
        XCTAssertLessThanOrEqual(context.sent.count, before + 1)
        return context.sent.count > before ? context.sent.last?.data : nil
    }

    func testShowingOpensTheModelWithItsFullStateAndDisplaysItsView() throws {
        let widget = SlidersWidget()
        let comm = try manager.show(widget, context: context)
        let opened = try XCTUnwrap(context.opened.first)
        XCTAssertEqual(comm.targetName, "jupyter.widget")
        XCTAssertEqual(opened.metadata, ["version": "2.1.0"])
        XCTAssertEqual(opened.data["buffer_paths"], [])
        let state = try XCTUnwrap(opened.data["state"])
        XCTAssertEqual(state["_model_module"], "anywidget")
        XCTAssertEqual(state["_model_name"], "AnyModel")
        XCTAssertEqual(state["_view_name"], "AnyView")
        XCTAssertEqual(state["_model_module_version"], "~0.11.*")
        XCTAssertEqual(state["_view_count"], .null)
        XCTAssertEqual(state["_anywidget_id"], "Tests.Sliders")
        XCTAssertEqual(state["green"], 0.4)
        let view = try XCTUnwrap(context.displays.last)
        XCTAssertEqual(view.data["application/vnd.jupyter.widget-view+json"],
                       ["model_id": .string(comm.id), "version_major": 2, "version_minor": 1])
        XCTAssertEqual(view.plainText, "rgb(0.2, 0.4, 0.6)")
        XCTAssertTrue(manager.widget(id: comm.id) === widget)
    }

    func testAViewWithoutPicturesCarriesItsTextBesideIt() throws {
        try manager.show(LabelWidget(), context: context)
        let view = try XCTUnwrap(context.displays.last)
        XCTAssertEqual(Set(view.data.keys), ["application/vnd.jupyter.widget-view+json", "text/plain"])
    }

    func testAViewCarriesTheWidgetsPicturesForReadersWithoutWidgets() throws {
        let comm = try manager.show(PictureWidget(), context: context)
        let view = try XCTUnwrap(context.displays.last)
        XCTAssertEqual(Set(view.data.keys), ["application/vnd.jupyter.widget-view+json", "image/svg+xml", "text/plain"])
        XCTAssertEqual(view.data["image/svg+xml"], .string(PictureWidget.svg))
        XCTAssertEqual(view.plainText, "a square")
        XCTAssertEqual(view.data["application/vnd.jupyter.widget-view+json"]?["model_id"], .string(comm.id))
    }

    func testOpeningWithoutShowingDisplaysNothing() throws {
        let comm = try manager.open(LabelWidget(), context: context)
        XCTAssertTrue(context.displays.isEmpty)
        XCTAssertEqual(manager.modelIDs, [comm.id])
        XCTAssertEqual(context.opened.first?.data["state"]?["_model_name"], "LabelModel")
        XCTAssertEqual(context.opened.first?.data["state"]?["value"], "hello")
    }

    func testStateChangesFromTheFrontEndReachTheWidget() throws {
        let widget = SlidersWidget()
        let comm = try manager.show(widget, context: context)
        XCTAssertNil(answer(to: ["method": "update", "state": ["red": 0.9, "_view_count": 1], "buffer_paths": []], on: comm))
        XCTAssertEqual(widget.values["red"], 0.9)
        XCTAssertEqual(widget.changes, [["red": 0.9, "_view_count": 1]])
        XCTAssertNil(answer(to: ["method": "update", "state": ["blue": "lots"]], on: comm))
        XCTAssertEqual(widget.values["blue"], 0.6)
        XCTAssertEqual(logged, ["comm \(comm.id): blue must be a number from 0 to 1"])
    }

    func testRequestStateAnswersWithTheCurrentFullState() throws {
        let widget = SlidersWidget()
        let comm = try manager.show(widget, context: context)
        _ = answer(to: ["method": "update", "state": ["green": 1]], on: comm)
        let reply = try XCTUnwrap(answer(to: ["method": "request_state"], on: comm))
        XCTAssertEqual(reply["method"], "update")
        XCTAssertEqual(reply["buffer_paths"], [])
        XCTAssertEqual(reply["state"]?["green"], 1.0)
        XCTAssertEqual(reply["state"]?["_model_name"], "AnyModel")
    }

    func testAWidgetCanChangeTheFrontEndsState() throws {
        let widget = SlidersWidget()
        let comm = try manager.show(widget, context: context)
        let reply = try XCTUnwrap(answer(to: ["method": "custom", "content": ["type": "reset"]], on: comm))
        XCTAssertEqual(reply, ["method": "update", "state": ["red": 0.0, "green": 0.0, "blue": 0.0], "buffer_paths": []])
        XCTAssertEqual(context.sent.last?.comm, comm)
    }

    func testCustomMessagesToAWidgetWithoutHandlingAreReported() throws {
        let comm = try manager.show(LabelWidget(), context: context)
        XCTAssertNil(answer(to: ["method": "custom", "content": ["type": "click"]], on: comm))
        XCTAssertNil(answer(to: ["method": "update", "state": ["value": "bye"]], on: comm))
        XCTAssertEqual(logged, ["comm \(comm.id): custom message ignored: this widget expects none"])
    }

    func testTheControlCommAnswersRequestStatesWithEveryModel() throws {
        let sliders = try manager.show(SlidersWidget(), context: context)
        let label = try manager.open(LabelWidget(), context: context)
        let control = Comm(id: "control", targetName: "jupyter.widget.control")
        XCTAssertTrue(manager.accepts(targetName: control.targetName))
        let reply = try XCTUnwrap(answer(to: ["method": "request_states"], on: control))
        XCTAssertEqual(reply["method"], "update_states")
        XCTAssertEqual(reply["buffer_paths"], [])
        let states = try XCTUnwrap(reply["states"]?.objectValue)
        XCTAssertEqual(Set(states.keys), [sliders.id, label.id])
        XCTAssertEqual(states[label.id]?["model_name"], "LabelModel")
        XCTAssertEqual(states[label.id]?["model_module"], "@jupyter-widgets/controls")
        XCTAssertEqual(states[label.id]?["model_module_version"], "2.0.0")
        XCTAssertEqual(states[sliders.id]?["state"], context.opened.first?.data["state"])
        XCTAssertNil(answer(to: ["method": "dance"], on: control))
        XCTAssertEqual(logged, ["control comm control: method 'dance' ignored"])
    }

    func testOnlyTheControlTargetMayBeOpenedByTheFrontEnd() throws {
        XCTAssertFalse(manager.accepts(targetName: "jupyter.widget"))
        XCTAssertFalse(manager.accepts(targetName: "other"))
    }

    func testClosedModelsAreForgottenAndTheirMessagesIgnored() throws {
        let comm = try manager.show(SlidersWidget(), context: context)
        manager.forget(comm)
        XCTAssertTrue(manager.modelIDs.isEmpty)
        XCTAssertNil(answer(to: ["method": "request_state"], on: comm))
        XCTAssertEqual(logged, ["comm \(comm.id): no such widget; message ignored"])
    }

    func testMalformedMessagesAreReportedAndNeverAnswered() throws {
        let comm = try manager.show(SlidersWidget(), context: context)
        XCTAssertNil(answer(to: .null, on: comm))
        XCTAssertNil(answer(to: ["method": 3], on: comm))
        XCTAssertNil(answer(to: ["method": "dance"], on: comm))
        XCTAssertNil(answer(to: ["method": "echo_update", "state": [:]], on: comm))
        XCTAssertEqual(logged.count, 3)
    }
}
