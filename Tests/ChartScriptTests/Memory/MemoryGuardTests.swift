import JupyterEngine
import XCTest
@testable import ChartScript

/// The guard as cells meet it: through the engine, with a budget 64 MiB above what this test
/// process holds (the process-wide budget is set back to none afterwards).
final class MemoryGuardTests: XCTestCase {
    private var engine: ChartScriptEngine!
    private let context = FakeContext()

    override func setUpWithError() throws {
        let resident = try XCTUnwrap(ResidentMemory.process?.bytes())
        ChartScriptEngine.memoryBudget = try MemoryBudget(byteCount: resident + (64 << 20))
        engine = ChartScriptEngine()
    }

    override func tearDown() {
        ChartScriptEngine.memoryBudget = .unlimited
        engine = nil
    }

    private func run(_ code: String) -> ExecutionOutcome {
        engine.execute(ExecuteRequest(code: code), context: context)
    }

    private func failure(of code: String, file: StaticString = #filePath, line: UInt = #line) -> ExecutionError? {
        guard case .failure(let error) = run(code) else {
            XCTFail("\(code) was expected to fail", file: file, line: line)
            return nil
        }
        return error
    }

    private func value(of code: String) -> String? {
        guard case .success(let result) = run(code) else { return nil }
        return result?.plainText
    }

    func testALoopAllocatingPastTheBudgetStopsWithAMemoryErrorAndTheSessionGoesOn() throws {
        _ = run("var kept = 7")
        let error = try XCTUnwrap(failure(of: "var grown: [[Double]] = []\nwhile true { grown.append(Array(repeating: 0.25, count: 30_000)) }"))
        XCTAssertEqual(error.name, "MemoryError")
        XCTAssertTrue(error.value.hasPrefix("the kernel's memory grew to"), error.value)
        XCTAssertTrue(error.value.contains("SWIFT_CHART_KERNEL_MEMORY_LIMIT"), error.value)
        XCTAssertTrue(MemoryGuard.shared.wasExceeded)
        XCTAssertEqual(value(of: "kept + 1"), "8", "the session must stay usable")
        XCTAssertEqual(value(of: "[1, 2, 3].map { $0 * 2 }"), "[2, 4, 6]")
        XCTAssertFalse(MemoryGuard.shared.wasExceeded, "a new request starts afresh")
    }

    func testReplacingOccurrencesPastTheBudgetIsRefusedBeforeItIsAllocated() throws {
        _ = run("let small = String(repeating: \"a\", count: 1_000_000)")
        XCTAssertEqual(value(of: "small.count"), "1000000")
        let error = try XCTUnwrap(failure(of: "let grown = small.replacingOccurrences(of: \"a\", with: String(repeating: \"b\", count: 1_000))"))
        XCTAssertEqual(error.name, "MemoryError")
        XCTAssertTrue(error.value.hasPrefix("replacingOccurrences making 1000000000 bytes needs"), error.value)
        XCTAssertTrue(error.value.contains("nothing was allocated"), error.value)
        XCTAssertEqual(value(of: "small.replacingOccurrences(of: \"aa\", with: \"b\").count"), "500000")
    }

    /// Sets the budget to `mebibytes` above what the process holds now, once a test's data is
    /// made: memory earlier tests freed may still be resident, and this way it counts as held.
    private func allowGrowth(of mebibytes: Int) throws {
        let resident = try XCTUnwrap(ResidentMemory.process?.bytes())
        ChartScriptEngine.memoryBudget = try MemoryBudget(byteCount: resident + (mebibytes << 20))
    }

    func testSortingALargeArrayByAClosurePastTheBudgetIsRefusedBeforeItIsAllocated() throws {
        // 40 MB of integers; their sorted copy and the sort's buffer take 60 MB more.
        _ = run("let numbers = Array(repeating: 7, count: 5_000_000)")
        try allowGrowth(of: 48)
        let error = try XCTUnwrap(failure(of: "let ordered = numbers.sorted(by: >)"))
        XCTAssertEqual(error.name, "MemoryError")
        XCTAssertTrue(error.value.hasPrefix("sorting 5000000 elements needs"), error.value)
        XCTAssertEqual(value(of: "numbers.prefix(3).sorted(by: >)"), "[7, 7, 7]")
    }

    func testSortingByAClosureKeepsNumbersCompact() throws {
        // 20 MB of integers sorted in 30 MB; as values (24 bytes each, and 8 for the sort) they
        // took 80 MB.
        _ = run("let numbers = Array(repeating: 7, count: 2_500_000)")
        try allowGrowth(of: 48)
        XCTAssertEqual(value(of: "numbers.sorted(by: >).count"), "2500000")
    }

    func testSplittingPastTheBudgetIsRefusedBeforeItIsAllocated() throws {
        // 10 MB of text in 5M pieces: 80 MB of strings.
        _ = run("let line = String(repeating: \"a,\", count: 5_000_000)\nlet accented = String(repeating: \"é,\", count: 5_000_000)")
        for (code, operation) in [("line.split(separator: \",\")", "split(separator:) making 5000000 pieces"),
                                  ("accented.split(separator: \",\")", "split(separator:) making 5000000 pieces"),
                                  ("line.split(separator: \"a,\", omittingEmptySubsequences: false)", "split(separator:) making 5000001 pieces"),
                                  ("line.components(separatedBy: \",\")", "components(separatedBy:) making 5000001 pieces"),
                                  ("line.components(separatedBy: .punctuationCharacters)", "components(separatedBy:) making 5000001 pieces")] {
            let error = try XCTUnwrap(failure(of: "let parts = \(code)"))
            XCTAssertEqual(error.name, "MemoryError", code)
            XCTAssertTrue(error.value.hasPrefix("\(operation) needs"), error.value)
            XCTAssertTrue(error.value.contains("nothing was allocated"), error.value)
        }
        XCTAssertEqual(value(of: "line.prefix(8).split(separator: \",\")"), "[\"a\", \"a\", \"a\", \"a\"]")
        XCTAssertEqual(value(of: "line.split(separator: \",\", maxSplits: 2).count"), "3")
    }

    func testALargeSlicePastTheBudgetIsRefusedBeforeItIsCopied() throws {
        // 40 MB of integers; a copy of nearly all of them would pass the budget.
        _ = run("let numbers = Array(repeating: 7, count: 5_000_000)")
        try allowGrowth(of: 32)
        for code in ["Array(numbers.prefix(4_900_000))", "numbers.dropFirst()", "numbers.suffix(4_900_000)", "numbers[1...]"] {
            let error = try XCTUnwrap(failure(of: "let part = \(code)"))
            XCTAssertEqual(error.name, "MemoryError", code)
            XCTAssertTrue(error.value.hasPrefix("a copy of"), error.value)
        }
        XCTAssertEqual(value(of: "numbers.prefix(2_000_000).count"), "2000000")
    }

    func testASingleLargeArrayIsRefusedBeforeItIsAllocated() throws {
        let started = ContinuousClock.now
        let error = try XCTUnwrap(failure(of: "let huge = Array(repeating: 0.5, count: 150_000_000)"))
        XCTAssertEqual(error.name, "MemoryError")
        XCTAssertTrue(error.value.hasPrefix("Array(repeating:count: 150000000) needs"), error.value)
        XCTAssertTrue(error.value.contains("nothing was allocated"), error.value)
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(10))
        XCTAssertEqual(value(of: "Array(repeating: 0.5, count: 3)"), "[0.5, 0.5, 0.5]")
    }

    func testALargeRepeatedStringAndALargeRangeAreRefusedUpFront() throws {
        XCTAssertEqual(try XCTUnwrap(failure(of: "String(repeating: \"abc\", count: 1_000_000_000)")).name, "MemoryError")
        XCTAssertEqual(try XCTUnwrap(failure(of: "Array(0..<150_000_000)")).name, "MemoryError")
        XCTAssertEqual(value(of: "String(repeating: \"ab\", count: 2)"), "\"abab\"")
    }

    func testAStringDoubledInALoopIsStopped() throws {
        let error = try XCTUnwrap(failure(of: "var text = \"ab\"\nwhile true { text = text + text }"))
        XCTAssertEqual(error.name, "MemoryError")
    }

    func testAMemoryErrorIsNotCaughtByTheCell() throws {
        let code = "var caught = false\ndo { var parts: [[Int]] = []\nwhile true { parts.append(Array(repeating: 1, count: 40_000)) } } catch { caught = true }"
        XCTAssertEqual(try XCTUnwrap(failure(of: code)).name, "MemoryError")
        XCTAssertEqual(value(of: "caught"), "false")
    }

    func testAKernelOverItsBudgetStillRunsCellsThatAllocateLittle() throws {
        _ = run("var held: [[Double]] = []")
        let error = try XCTUnwrap(failure(of: "while true { held.append(Array(repeating: 1.5, count: 40_000)) }"))
        XCTAssertEqual(error.name, "MemoryError")
        XCTAssertEqual(value(of: "held.isEmpty"), "false", "earlier cells' variables are kept")
        XCTAssertEqual(value(of: "[3, 1, 2].sorted()"), "[1, 2, 3]")
        XCTAssertEqual(try XCTUnwrap(failure(of: "while true { held.append(Array(repeating: 2.5, count: 40_000)) }")).name, "MemoryError")
        _ = run("held = []")
        XCTAssertEqual(value(of: "held.count"), "0")
    }

    func testWithoutABudgetNothingIsMeasured() {
        ChartScriptEngine.memoryBudget = .unlimited
        XCTAssertEqual(value(of: "var total = 0\nfor i in 0..<100_000 { total += i }\ntotal"), "4999950000")
        XCTAssertEqual(memoryCheckCountdown.load(ordering: .relaxed), .max)
    }

    func testReadingsComeSoonerAsMemoryGrowsTowardsTheLimit() {
        XCTAssertEqual(MemoryGuard.nextInterval(after: 1_024, growth: 0, headroom: 1 << 30), 2_048)
        XCTAssertEqual(MemoryGuard.nextInterval(after: 262_144, growth: -5, headroom: 1 << 30), 262_144)
        // 1 MiB per 1,024 checks with 100 MiB left: the limit is 102,400 checks away.
        XCTAssertEqual(MemoryGuard.nextInterval(after: 1_024, growth: 1 << 20, headroom: 100 << 20), 25_600)
        XCTAssertEqual(MemoryGuard.nextInterval(after: 1_024, growth: 400 << 20, headroom: 10 << 20), 16)
    }

    func testAKernelOverItsBudgetMayGrowBySlack() {
        XCTAssertEqual(MemoryGuard.slack(1 << 30), 64 << 20)
        XCTAssertEqual(MemoryGuard.slack(64 << 20), 16 << 20)
    }
}
