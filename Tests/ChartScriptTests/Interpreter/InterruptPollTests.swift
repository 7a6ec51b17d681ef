import Dispatch
#if canImport(Glibc)
import Glibc
#endif
import JupyterEngine
import XCTest
@testable import ChartScript

/// Built-in operations over huge ranges and arrays stop at an interrupt, and those Swift
/// answers in constant time are answered in constant time.
final class InterruptPollTests: XCTestCase {
    /// How much processor time an interrupted operation may still use after the flag is raised
    /// (a debug build, longer under a sanitizer; the release kernel's figure is checked by the
    /// protocol tests). Processor time, not wall time: a loaded machine stretches the wall
    /// clock many times over but not the work a cell does, so the bound holds however busy the
    /// machine is.
    static let allowedDelay = 1.0 * SanitizerSlowdown.factor

    /// Runs `code` in `runner`, raises the interrupt flag after `delay` seconds, and returns
    /// the outcome and the processor time the cell's thread used after the flag was raised.
    /// A slow answer is tried once more and the faster one counts: work that does not check
    /// the flag is never fast.
    private func interrupted(_ code: String, in runner: CellRunner, after delay: Double = 0.3) -> (error: String?, delay: Double) {
        let first = interruptedOnce(code, in: runner, after: delay)
        guard first.delay >= Self.allowedDelay else { return first }
        let second = interruptedOnce(code, in: runner, after: delay)
        return second.delay < first.delay ? second : first
    }

    private func interruptedOnce(_ code: String, in runner: CellRunner, after delay: Double) -> (error: String?, delay: Double) {
        let engine = runner.engine
        let finished = DispatchSemaphore(value: 0)
        let started = DispatchSemaphore(value: 0)
        final class Box: @unchecked Sendable { var outcome: ExecutionOutcome?; var clock = clockid_t(); var end = 0.0 }
        let box = Box()
        let context = runner.context
        DispatchQueue.global().async {
            pthread_getcpuclockid(pthread_self(), &box.clock)
            started.signal()
            box.outcome = engine.execute(ExecuteRequest(code: code), context: context)
            box.end = Self.processorSeconds(of: CLOCK_THREAD_CPUTIME_ID)
            finished.signal()
        }
        started.wait()
        Thread.sleep(forTimeInterval: delay)
        let raised = Self.processorSeconds(of: box.clock)
        engine.interruptFlag.raise()
        finished.wait()
        engine.interruptFlag.lower()
        let after = box.end - raised
        if case .failure(let error)? = box.outcome { return ("\(error.name): \(error.value)", after) }
        return (nil, after)
    }

    /// The processor time `clock` (a thread's clock) reads, in seconds.
    private static func processorSeconds(of clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    func testLoopingBuiltinsOverHugeRangesStopAtAnInterrupt() {
        let runner = CellRunner()
        runner.run("var canary = 42")
        for code in ["(0..<Int.max).filter { $0 < 0 }", "(0..<Int.max).enumerated().count", "(0..<Int.max).map { $0 }.count",
                     "(0..<Int.max).compactMap { $0 }.count", "(0..<Int.max).flatMap { [$0] }.count",
                     "(0..<Int.max).contains(where: { $0 < 0 })", "(0..<Int.max).reduce(0) { $0 &+ $1 }",
                     "(0..<Int.max).first { $0 < 0 }", "(0...Int.max - 1).max { $0 > $1 }",
                     // Lazy pipelines go one element at a time, and stop at an interrupt too.
                     "(0..<Int.max).lazy.filter { $0 < 0 }.first", "(0..<Int.max).lazy.map { $0 }.count",
                     "(0..<Int.max).lazy.compactMap { $0 < 0 ? $0 : nil }.contains(1)",
                     "(0..<Int.max).enumerated().first { $0.element < 0 }", "for _ in (0..<Int.max).lazy.map({ $0 }) {}"] {
            let outcome = interrupted(code, in: runner)
            XCTAssertEqual(outcome.error?.hasPrefix("KeyboardInterrupt"), true, "\(code): \(outcome.error ?? "finished")")
            XCTAssertLessThan(outcome.delay, Self.allowedDelay, code)
        }
        XCTAssertEqual(runner.run("canary"), "42")
    }

    func testBuiltinsWithoutClosuresStopAtAnInterrupt() {
        let runner = CellRunner()
        runner.run("let many = Array(repeating: \"ab\", count: 8_000_000)")
        // Each builtin ends by itself, so it is called again without end: however late a loaded
        // machine raises the flag, the cell cannot have finished first, and nearly all its time
        // is spent inside the builtin, so one that ignored the flag would show in the delay.
        for builtin in ["many.joined(separator: \"\").count", "many.sorted().count", "many.contains(\"x\")",
                        "Array(repeating: 3, count: 20_000_000).min()", "many.map { $0 }.count"] {
            let code = "while true { _ = \(builtin) }"
            let outcome = interrupted(code, in: runner, after: 0.05)
            XCTAssertEqual(outcome.error?.hasPrefix("KeyboardInterrupt"), true, "\(code): \(outcome.error ?? "finished")")
            XCTAssertLessThan(outcome.delay, Self.allowedDelay, code)
        }
    }

    func testSlicesSplitsAndSortsByAClosureStopAtAnInterrupt() {
        let runner = CellRunner()
        runner.run("let many = Array(repeating: \"ab\", count: 8_000_000)\nlet line = String(repeating: \"ab,\", count: 8_000_000)")
        runner.run("let accented = String(repeating: \"é,\", count: 4_000_000)")
        // As above: each builtin is called again without end, so only the flag can stop it.
        for builtin in ["many.prefix(7_000_000).count", "many.suffix(7_000_000).count", "many.dropFirst().count", "many.dropLast().count",
                        "many[1...].count", "many.sorted(by: <).count", "line.split(separator: \",\").count",
                        "line.split(separator: \"b,\", omittingEmptySubsequences: false).count", "line.components(separatedBy: \",\").count",
                        "accented.split(separator: \",\").count", "accented.components(separatedBy: .punctuationCharacters).count"] {
            let code = "while true { _ = \(builtin) }"
            let outcome = interrupted(code, in: runner, after: 0.05)
            XCTAssertEqual(outcome.error?.hasPrefix("KeyboardInterrupt"), true, "\(code): \(outcome.error ?? "finished")")
            XCTAssertLessThan(outcome.delay, Self.allowedDelay, code)
        }
        XCTAssertEqual(runner.run("many.prefix(2)"), "[\"ab\", \"ab\"]")
        XCTAssertEqual(runner.run("(0..<Int.max).prefix(3)"), "0..<3")
        XCTAssertEqual(runner.run("(0..<Int.max).suffix(2)"), "\(Int.max - 2)..<\(Int.max)")
    }

    func testRangeMembershipAndExtremesTakeConstantTime() {
        let runner = CellRunner()
        let start = DispatchTime.now()
        XCTAssertEqual(runner.run("(0..<Int.max).contains(-1)"), "false")
        XCTAssertEqual(runner.run("(0..<Int.max).contains(Int.max - 1)"), "true")
        XCTAssertEqual(runner.run("(0...Int.max).contains(Int.max)"), "true")
        XCTAssertEqual(runner.run("(5..<5).contains(5)"), "false")
        XCTAssertEqual(runner.run("(0..<Int.max).count"), "\(Int.max)")
        XCTAssertEqual(runner.run("(0..<Int.max).isEmpty"), "false")
        XCTAssertEqual(runner.run("(0..<Int.max).min()"), "Optional(0)")
        XCTAssertEqual(runner.run("(0..<Int.max).max()"), "Optional(\(Int.max - 1))")
        XCTAssertEqual(runner.run("(3...3).first"), "Optional(3)")
        XCTAssertEqual(runner.run("(Int.min..<Int.max).last"), "Optional(\(Int.max - 1))")
        XCTAssertEqual(runner.run("(2..<2).min()"), "nil")
        // Walking any of these ranges would take centuries; ten seconds separates that from
        // constant time on a machine however loaded, without racing the clock.
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        XCTAssertLessThan(seconds, 10 * SanitizerSlowdown.factor)
    }

    func testZipOfHugeRangesIsRefusedAtOnce() {
        let error = CellRunner().error("zip(0..<Int.max, 0..<Int.max).count")
        XCTAssertEqual(error?.name, "TypeError")
    }

    func testJoinedAndSortedGiveWhatSwiftGives() throws {
        XCTAssertEqual(try InterruptibleWork.joined(["a", "b", "c"], separator: ", "), "a, b, c")
        XCTAssertEqual(try InterruptibleWork.joined([], separator: "-"), "")
        let numbers = (0..<10_000).map { ($0 * 7_919) % 1_000_003 }
        XCTAssertEqual(try InterruptibleWork.sorted(numbers, uncheckedLimit: 0), numbers.sorted())
    }

    func testCharactersAreCountedAsSwiftCountsThem() throws {
        for text in ["", "abc", "a\r\nb", "\r\r\n\n", "e\u{301}t\u{E9}", "👩‍👩‍👧 ok", String(repeating: "ab\r\n", count: 10_000)] {
            XCTAssertEqual(try InterruptibleWork.characterCount(of: text), text.count, text.debugDescription)
        }
    }

    /// Runs `body` with `runtime` as the session's runtime, as a cell would.
    private func withRuntime(_ runtime: Runtime, _ body: () throws -> Void) rethrows {
        Runtime.current = runtime
        defer { Runtime.current = nil }
        try body()
    }

    func testAFullLargeArrayGrowsInCheckedStepsAndAnInterruptLeavesItAsItWas() throws {
        let runtime = Runtime(interruptFlag: InterruptFlag())
        var items: [String] = []
        items.reserveCapacity(InterruptibleWork.chunk)
        for index in 0..<items.capacity { items.append("item \(index)") }
        XCTAssertEqual(items.count, items.capacity)
        let before = items
        try withRuntime(runtime) {
            runtime.interruptFlag.raise()
            XCTAssertThrowsError(try InterruptibleWork.makeRoom(in: &items)) { XCTAssertEqual("\($0)", "\(ScriptError.interrupted)") }
            XCTAssertEqual(items, before)
            runtime.interruptFlag.lower()
            try InterruptibleWork.makeRoom(in: &items)
        }
        XCTAssertEqual(items, before)
        XCTAssertGreaterThanOrEqual(items.capacity, 2 * before.count)
        var small = [1, 2, 3]
        let capacity = small.capacity
        try InterruptibleWork.makeRoom(in: &small)
        XCTAssertEqual(small.capacity, capacity, "small arrays grow as Swift grows them")
    }

    func testALargeDictionaryGrowsInCheckedStepsAndAnInterruptLeavesItAsItWas() throws {
        let runtime = Runtime(interruptFlag: InterruptFlag())
        var dictionary = DictionaryValue()
        try withRuntime(runtime) {
            runtime.interruptFlag.raise()
            // With the flag raised, room is made without a check until the table is large and full.
            var grew = false
            while dictionary.count < 1 << 20 {
                do {
                    try dictionary.makeRoom()
                } catch {
                    grew = true
                    break
                }
                dictionary.set(.int(dictionary.count), for: .int(dictionary.count))
            }
            XCTAssertTrue(grew, "a full table of \(dictionary.count) keys was grown without a check")
            XCTAssertGreaterThanOrEqual(dictionary.count, DictionaryValue.uncheckedGrowthLimit)
            runtime.interruptFlag.lower()
            let count = dictionary.count
            try dictionary.makeRoom()
            dictionary.set(.string("new"), for: .int(count))
        }
        let count = dictionary.count
        XCTAssertEqual(dictionary[.int(count - 1)].map { "\($0)" }, "\(Value.string("new"))")
        XCTAssertTrue((0..<count - 1).allSatisfy { dictionary[.int($0)].map { "\($0)" } == "\(Value.int($0))" })
        XCTAssertNil(dictionary[.int(count)])
    }

    func testAnInterruptedLoopLeavesALargeDictionaryWhole() {
        let runner = CellRunner()
        runner.run("var d: [Int: Int] = [:]")
        let outcome = interrupted("var i = 0\nwhile true { d[i] = i; i += 1 }", in: runner, after: 0.5)
        XCTAssertEqual(outcome.error?.hasPrefix("KeyboardInterrupt"), true, outcome.error ?? "finished")
        let count = Int(runner.run("d.count")) ?? -1
        XCTAssertGreaterThan(count, 1_000)
        XCTAssertEqual(runner.run("(0..<d.count).allSatisfy { d[$0] == $0 }"), "true")
        XCTAssertEqual(runner.run("d[d.count]"), "nil")
    }

    func testAPollChecksTheFlagOnlyEverySoManySteps() {
        let runtime = Runtime(interruptFlag: InterruptFlag())
        runtime.interruptFlag.raise()
        var poll = InterruptPoll(runtime)
        for _ in 1..<InterruptPoll.interval { XCTAssertNoThrow(try poll.step()) }
        XCTAssertThrowsError(try poll.step())
    }
}
