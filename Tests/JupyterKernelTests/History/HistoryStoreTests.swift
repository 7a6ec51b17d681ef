import XCTest
@testable import JupyterKernel

final class HistoryStoreTests: XCTestCase {
    private var path = ""

    override func setUp() {
        path = NSTemporaryDirectory() + "history-\(UUID().uuidString)/history.sqlite"
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
    }

    func testTailReturnsLastEntriesOldestFirst() throws {
        let store = HistoryStore(path: path)
        for line in 1...4 { store.record(line: line, source: "cell \(line)", output: line == 4 ? "4" : nil) }
        let tail = try store.entries(for: .tail(count: 2))
        XCTAssertEqual(tail.map(\.source), ["cell 3", "cell 4"])
        XCTAssertEqual(tail.last?.output, "4")
    }

    func testHistorySurvivesANewStoreAndSessionsAreNumbered() throws {
        let first = HistoryStore(path: path)
        first.record(line: 1, source: "a = 1", output: nil)
        let firstSession = try first.currentSession()
        let second = HistoryStore(path: path)
        second.record(line: 1, source: "b = 2", output: nil)
        XCTAssertEqual(try second.currentSession(), firstSession + 1)
        let all = try second.entries(for: .tail(count: 10))
        XCTAssertEqual(all.map(\.source), ["a = 1", "b = 2"])
        XCTAssertEqual(all.map(\.session), [firstSession, firstSession + 1])
    }

    func testRangeSelectsLinesOfASessionAndCountsBackFromTheCurrentOne() throws {
        let earlier = HistoryStore(path: path)
        earlier.record(line: 1, source: "old", output: nil)
        try earlier.flush()
        let store = HistoryStore(path: path)
        for line in 1...3 { store.record(line: line, source: "new \(line)", output: nil) }
        XCTAssertEqual(try store.entries(for: .range(session: 0, start: 2, stop: nil)).map(\.source), ["new 2", "new 3"])
        XCTAssertEqual(try store.entries(for: .range(session: -1, start: 1, stop: 2)).map(\.source), ["old"])
        let absolute = try store.currentSession()
        XCTAssertEqual(try store.entries(for: .range(session: absolute, start: 1, stop: 2)).map(\.line), [1])
    }

    func testSearchMatchesGlobsWithCountAndUnique() throws {
        let store = HistoryStore(path: path)
        let sources = ["plot(x)", "print(1)", "plot(x)", "plot(y)"]
        for (index, source) in sources.enumerated() { store.record(line: index + 1, source: source, output: nil) }
        XCTAssertEqual(try store.entries(for: .search(pattern: "plot*", count: nil, unique: false)).map(\.line), [1, 3, 4])
        XCTAssertEqual(try store.entries(for: .search(pattern: "plot*", count: 2, unique: false)).map(\.line), [3, 4])
        XCTAssertEqual(try store.entries(for: .search(pattern: "plot(?)", count: nil, unique: true)).map(\.line), [3, 4])
    }

    func testAHugeOutputIsKeptCutAtACharacterAndMarked() throws {
        let store = HistoryStore(path: path)
        store.record(line: 1, source: "huge", output: String(repeating: "é", count: 100_000))
        store.record(line: 2, source: "small", output: "42")
        let entries = try store.entries(for: .tail(count: 2))
        let kept = try XCTUnwrap(entries.first?.output)
        XCTAssertEqual(kept, String(repeating: "é", count: HistoryStore.maximumOutputBytes / 2) + "…")
        XCTAssertEqual(entries.last?.output, "42")
    }

    func testAnInMemoryStoreKeepsTheLastThousandCells() throws {
        let store = HistoryStore(path: ":memory:")
        for line in 1...1_500 { store.record(line: line, source: "cell \(line)", output: nil) }
        let kept = try store.entries(for: .tail(count: 5_000))
        XCTAssertEqual(kept.count, HistoryStore.inMemoryCellLimit)
        XCTAssertEqual(kept.first?.source, "cell 501")
        XCTAssertEqual(kept.last?.source, "cell 1500")
    }

    func testDefaultPathPrefersJupyterDataDirectory() {
        XCTAssertEqual(HistoryStore.defaultPath(applicationName: "k", environment: ["JUPYTER_DATA_DIR": "/j", "HOME": "/h"]),
                       "/j/k/history.sqlite")
        XCTAssertEqual(HistoryStore.defaultPath(applicationName: "k", environment: ["HOME": "/h"]), "/h/.local/share/k/history.sqlite")
    }

    func testUnwritableLocationIsAnErrorNotACrash() {
        let store = HistoryStore(path: "/proc/no-such-place/history.sqlite")
        store.record(line: 1, source: "x", output: nil)
        XCTAssertThrowsError(try store.flush())
        XCTAssertThrowsError(try store.entries(for: .tail(count: 1)))
    }
}
