import ChartCore
import JupyterEngine
import XCTest
@testable import ChartScript

/// `interactive(_:onTouch:onRelease:)`: BEMSimpleLineGraph's touch reporting through the
/// widget's comm, with the cell's closures run by the session.
final class TouchReportingTests: XCTestCase {
    private var engine = ChartScriptEngine()
    private var context = CommRecordingContext()
    private let graph = LineGraph([1, 3, 2])

    override func setUp() {
        engine = ChartScriptEngine()
        context = CommRecordingContext()
        engine.session.runtime.widgets.log = { _ in }
    }

    private func run(_ code: String) {
        if case .failure(let error) = engine.execute(ExecuteRequest(code: code), context: context) {
            XCTFail("\(error.name): \(error.value)")
        }
    }

    /// Runs `code` (which must end by showing one interactive chart) and returns its comm.
    private func open(_ code: String) throws -> Comm {
        run(code)
        return try XCTUnwrap(context.opened.last?.comm)
    }

    private func send(_ content: JSONValue, on comm: Comm) {
        engine.commMessageReceived(comm, data: .object(["method": "custom", "content": content]), buffers: [], context: context)
    }

    private func hover(at index: Int, on comm: Comm) throws {
        let pixel = try XCTUnwrap(graph.position(index: index, series: 0))
        send(.object(["type": "hover", "x": .double(pixel.x), "y": .double(pixel.y)]), on: comm)
    }

    private func release(_ comm: Comm) {
        send(.object(["type": "release"]), on: comm)
    }

    /// The text form of `expression`'s value in the session.
    private func text(of expression: String) -> String? {
        guard case .success(let result) = engine.execute(ExecuteRequest(code: expression), context: context) else { return nil }
        return result?.plainText
    }

    private var printed: [String] { context.written.filter { $0.stream == .stdout }.map(\.text) }

    func testOnTouchRunsOncePerChangeOfTheClosestIndex() throws {
        let comm = try open("var touched: [Int] = []\ninteractive(LineGraph([1.0, 3.0, 2.0]), onTouch: { index in touched.append(index) })")
        for index in [0, 0, 1, 1, 1, 2, 1] { try hover(at: index, on: comm) }
        XCTAssertEqual(text(of: "touched"), "[0, 1, 2, 1]")
    }

    func testOnReleaseGetsTheLastTouchedIndexOnceWhenThePointerLeaves() throws {
        let comm = try open("interactive(LineGraph([1.0, 3.0, 2.0]), onRelease: { print(\"released \\($0)\") })")
        release(comm)
        XCTAssertEqual(printed, [], "no release without a touch")
        try hover(at: 0, on: comm)
        try hover(at: 2, on: comm)
        release(comm)
        release(comm)
        XCTAssertEqual(printed, ["released 2\n"])
        XCTAssertEqual(context.sent.last?.data["content"]?["type"], "none", "a release is answered, so the front end never waits")
    }

    func testAfterAReleaseTheSameIndexIsReportedAgain() throws {
        let comm = try open("interactive(LineGraph([1.0, 3.0, 2.0]), onTouch: { print(\"touch \\($0)\") })")
        try hover(at: 1, on: comm)
        release(comm)
        try hover(at: 1, on: comm)
        XCTAssertEqual(printed, ["touch 1\n", "touch 1\n"])
    }

    func testTouchClosuresCanUpdateADisplayedReadout() throws {
        let comm = try open("""
            let names = ["Mon", "Tue", "Wed"]
            display("Hover over the chart", id: "readout")
            interactive(LineGraph([1.0, 3.0, 2.0]), onTouch: { index in updateDisplay("\\(names[index]) was busy", id: "readout") })
            """)
        try hover(at: 1, on: comm)
        XCTAssertEqual(context.displays.last?.plainText, "Tue was busy")
    }

    func testTheHoverAnswerIsSentBeforeTheClosureRuns() throws {
        let comm = try open("interactive(LineGraph([1.0, 3.0, 2.0]), onTouch: { _ in print(\"touched\") })")
        let sentBefore = context.sent.count
        try hover(at: 2, on: comm)
        XCTAssertEqual(context.sent.count, sentBefore + 1)
        XCTAssertEqual(context.sent.last?.data["content"]?["index"], 2)
        XCTAssertEqual(printed, ["touched\n"])
    }

    func testAFailingClosureIsReportedAndTheSessionGoesOn() throws {
        let comm = try open("let values = [1.0, 3.0, 2.0]\ninteractive(LineGraph(values), onTouch: { index in print(values[index + 5]) })")
        try hover(at: 1, on: comm)
        let errors = context.written.filter { $0.stream == .stderr }.map(\.text)
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors.first?.hasPrefix("onTouch failed: ") ?? false, errors.first ?? "")
        XCTAssertEqual(context.sent.last?.data["content"]?["index"], 1, "the popup still gets its answer")
        XCTAssertEqual(text(of: "values.count"), "3")
    }

    func testChartsWithoutClosuresHoverAsBefore() throws {
        let comm = try open("interactive(LineGraph([1.0, 3.0, 2.0]))")
        try hover(at: 1, on: comm)
        release(comm)
        XCTAssertEqual(context.sent.map { $0.data["content"]?["type"] }, ["hit", "none"])
        XCTAssertTrue(context.written.isEmpty)
    }

    func testOnTouchMustBeAClosure() {
        guard case .failure(let error) = engine.execute(ExecuteRequest(code: "interactive(LineGraph([1.0, 2.0]), onTouch: 3)"), context: context) else {
            return XCTFail("expected an error")
        }
        XCTAssertEqual(error.name, "TypeError")
        XCTAssertTrue(context.opened.isEmpty)
    }
}
