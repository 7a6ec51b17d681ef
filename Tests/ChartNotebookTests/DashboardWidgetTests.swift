import ChartCore
import Foundation
import XCTest
@testable import ChartNotebook

/// A notebook's dashboard widgets compiled: a Dropdown calls onChange once with its selection
/// when shown and writes its picture; an InteractiveChart writes its chart when shown, keeps a
/// chart set later without writing it; the colour editor takes an onChange it never calls.
final class DashboardWidgetTests: XCTestCase {
    private var folder = ""

    override func setUp() {
        super.setUp()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("dashboard-\(UUID().uuidString)").path
        NotebookOutput.directory = folder
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
        super.tearDown()
    }

    private func written() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted().map {
            try String(contentsOfFile: folder + "/" + $0, encoding: .utf8)
        }
    }

    func testShowingADropdownCallsOnChangeOnceThenWritesItsPicture() throws {
        var heard: [String] = []
        let picker = try Dropdown(["Math", "Art"], selection: "Art", description: "Subject") { heard.append($0) }
        display(picker)
        display(picker)
        XCTAssertEqual(heard, ["Art"])
        XCTAssertEqual(picker.selection, "Art")
        let picture = DropdownPicture.svg(description: "Subject", options: ["Math", "Art"], selection: "Art")
        XCTAssertEqual(try written(), [picture, picture])
    }

    func testADropdownNeedsOptionsAndASelectionAmongThem() {
        XCTAssertThrowsError(try Dropdown([], onChange: { _ in })) { error in
            XCTAssertEqual(String(describing: error), "a Dropdown needs at least one option")
        }
        XCTAssertThrowsError(try Dropdown(["a"], selection: "b", onChange: { _ in })) { error in
            XCTAssertEqual(String(describing: error), "the selection \"b\" is not one of the Dropdown's options: \"a\"")
        }
        XCTAssertEqual(try Dropdown(["a", "b"], onChange: { _ in }).selection, "a")
    }

    func testAnInteractiveChartWritesItsChartWhenShownAndKeepsALaterOne() throws {
        let first = LineGraph([1, 2, 3])
        let view = InteractiveChart(first)
        display(view)
        view.chart = BarChart(categories: ["a"], values: [1])
        XCTAssertEqual(try written(), [try first.svg])
        XCTAssertTrue(view.chart is BarChart)
    }

    func testTheColourEditorTakesAnOnChange() {
        let editor = ColorEditor(Color.red) { _ in XCTFail("no sliders to drag in a program") }
        display(editor)
        XCTAssertEqual(editor.color, .red)
    }
}
