import JupyterEngine
import JupyterWidgets
import XCTest

/// The bounds of a session's widget store: how many models stay open and what their state
/// may hold of the memory budget.
final class WidgetStoreLimitTests: XCTestCase {
    private struct Refused: Error, CustomStringConvertible {
        var description: String { "no room for the state" }
    }

    func testTheStoreRefusesAModelPastItsLimitAndOpensNothing() throws {
        let context = RecordingContext()
        let manager = WidgetManager(maximumOpen: 3) { _ in }
        for _ in 0..<3 { try manager.show(LabelWidget(), context: context) }
        XCTAssertThrowsError(try manager.show(LabelWidget(), context: context)) { error in
            guard case WidgetStoreError.tooManyOpen(open: 3, count: 1, limit: 3) = error else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertTrue(String(describing: error).contains("keeps at most 3"), "\(error)")
        }
        XCTAssertEqual(context.opened.count, 3, "a refused model sends no comm_open")
        XCTAssertEqual(context.displays.count, 3, "a refused model shows no view")
        XCTAssertEqual(manager.openCount, 3)
    }

    func testAClosedCommMakesRoomAgain() throws {
        let context = RecordingContext()
        let manager = WidgetManager(maximumOpen: 2) { _ in }
        let first = try manager.open(LabelWidget(), context: context)
        try manager.open(LabelWidget(), context: context)
        XCTAssertThrowsError(try manager.open(LabelWidget(), context: context))
        manager.forget(first)
        XCTAssertNoThrow(try manager.open(LabelWidget(), context: context))
        XCTAssertEqual(manager.openCount, 2)
    }

    func testRoomForSeveralModelsIsCheckedAtOnce() throws {
        let manager = WidgetManager(maximumOpen: 5) { _ in }
        try manager.open(LabelWidget(), context: RecordingContext())
        XCTAssertNoThrow(try manager.ensureRoom(for: 4))
        XCTAssertThrowsError(try manager.ensureRoom(for: 5)) { error in
            guard case WidgetStoreError.tooManyOpen(open: 1, count: 5, limit: 5) = error else {
                return XCTFail("unexpected \(error)")
            }
        }
    }

    func testEachModelsStateIsAskedOfTheBudgetAndCountedUntilItsCommCloses() throws {
        let context = RecordingContext()
        let manager = WidgetManager { _ in }
        var asked: [Int] = []
        manager.reserveState = { bytes in
            asked.append(bytes)
            if bytes > 10_000 { throw Refused() }
        }
        let small = try manager.open(LabelWidget(), context: context)
        XCTAssertEqual(asked.count, 1)
        XCTAssertEqual(manager.heldStateBytes, asked[0])
        XCTAssertGreaterThan(asked[0], "hello".utf8.count + "LabelModel".utf8.count)

        XCTAssertThrowsError(try manager.show(BigWidget(bytes: 50_000), context: context)) { error in
            guard case WidgetStoreError.stateRefused(let bytes, let reason) = error else { return XCTFail("unexpected \(error)") }
            XCTAssertGreaterThanOrEqual(bytes, 50_000)
            XCTAssertTrue(reason is Refused)
            XCTAssertEqual(String(describing: error), "no room for the state")
        }
        XCTAssertEqual(context.opened.count, 1, "a refused model sends no comm_open")
        XCTAssertTrue(context.displays.isEmpty)
        XCTAssertEqual(manager.openCount, 1)

        manager.forget(small)
        XCTAssertEqual(manager.heldStateBytes, 0)
    }
}

/// A widget whose state holds `bytes` characters.
private final class BigWidget: Widget {
    let text: String
    init(bytes: Int) { text = String(repeating: "x", count: bytes) }
    var kind: WidgetKind { LabelWidget().kind }
    var state: [String: JSONValue] { ["value": .string(text)] }
    var textRepresentation: String { "big" }
}
