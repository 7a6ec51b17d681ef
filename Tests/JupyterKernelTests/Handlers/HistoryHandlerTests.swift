import JupyterEngine
import XCTest
@testable import JupyterKernel

/// `history_request` after cells ran: tail, range and search, with and without output.
final class HistoryHandlerTests: XCTestCase {
    private var harness = KernelHarness()

    override func setUp() {
        harness = KernelHarness()
        harness.execute("x = 6")
        harness.execute("x")
        harness.execute("print(quiet)", ["silent": true])
        harness.execute("61")
    }

    private func history(_ content: [String: JSONValue]) -> [JSONValue] {
        let request = harness.send("history_request", content)
        harness.serve()
        return harness.reply(to: request)?.content["history"]?.arrayValue ?? []
    }

    func testTailListsStoredCellsOldestFirstWithSessionAndLine() throws {
        let rows = history(["hist_access_type": "tail", "n": 2])
        XCTAssertEqual(rows.count, 2)
        XCTAssertEqual(rows.map { $0.arrayValue?[1] }, [2, 3])
        XCTAssertEqual(rows.map { $0.arrayValue?[2] }, ["x", "61"])
        XCTAssertNotNil(rows.first?.arrayValue?[0].intValue)
    }

    func testOutputIsThePlainTextOfTheResult() {
        let rows = history(["hist_access_type": "tail", "n": 3, "output": true])
        XCTAssertEqual(rows.map { $0.arrayValue?[2] }, [["x = 6", nil], ["x", "6"], ["61", "61"]])
    }

    func testRangeOfTheCurrentSession() {
        let rows = history(["hist_access_type": "range", "session": 0, "start": 2, "stop": 4])
        XCTAssertEqual(rows.map { $0.arrayValue?[2] }, ["x", "61"])
    }

    func testSearchByGlob() {
        let rows = history(["hist_access_type": "search", "pattern": "6*"])
        XCTAssertEqual(rows.map { $0.arrayValue?[2] }, ["61"])
    }
}
