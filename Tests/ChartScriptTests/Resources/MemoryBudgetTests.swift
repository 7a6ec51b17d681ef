import Dispatch
import XCTest
@testable import ChartScript

/// The budget's setting is read as people write sizes; a cell going past it stops with a
/// MemoryError and leaves the session usable.
final class MemoryBudgetTests: XCTestCase {
    func testSizesAreReadAsPeopleWriteThem() {
        XCTAssertEqual(MemoryBudget(parsing: "4G")?.bytes, 4 << 30)
        XCTAssertEqual(MemoryBudget(parsing: "512MiB")?.bytes, 512 << 20)
        XCTAssertEqual(MemoryBudget(parsing: " 2gb ")?.bytes, 2 << 30)
        XCTAssertEqual(MemoryBudget(parsing: "100000000")?.bytes, 100_000_000)
        XCTAssertEqual(MemoryBudget(parsing: "none"), .unlimited)
        XCTAssertEqual(MemoryBudget(parsing: "0"), .unlimited)
        XCTAssertNil(MemoryBudget(parsing: "lots"))
        XCTAssertNil(MemoryBudget(parsing: "1K"), "too small for a kernel")
        XCTAssertNil(MemoryBudget(parsing: "99999999999T"))
        XCTAssertEqual(MemoryBudget.fromEnvironment(nil), .standard)
        XCTAssertEqual(MemoryBudget.standard.description, "4 GiB")
        XCTAssertEqual(MemoryBudget(bytes: 1536 << 20).description, "1.5 GiB")
    }

    func testResidentMemoryIsRead() {
        let resident = ResidentMemory.bytes()
        XCTAssertGreaterThan(resident, 1 << 20)
        XCTAssertLessThan(resident, 64 << 30)
    }

    /// A runner whose budget leaves `headroom` bytes above what the process holds now.
    private func runner(headroom: Int) -> CellRunner {
        let runner = CellRunner(engine: ChartScriptEngine(memoryBudget: MemoryBudget(bytes: ResidentMemory.bytes() + headroom)))
        runner.run("let canary = 42")
        return runner
    }

    func testGrowingPastTheBudgetIsAMemoryErrorAndTheSessionStaysUsable() {
        let runner = runner(headroom: 150 << 20)
        for cell in ["var text = \"ab\"\nwhile true { text += text }",
                     "var rows: [[Int]] = []\nwhile true { rows.append(Array(repeating: rows.count, count: 100_000)) }",
                     "let big = (0..<Int.max).map { $0 }",
                     "let copies = String(repeating: \"abcdefgh\", count: 24_000_000)",
                     "let values = Array(repeating: [1], count: 100_000_000)"] {
            let error = runner.error(cell)
            XCTAssertEqual(error?.name, "MemoryError", "\(cell): \(error.map { "\($0.name): \($0.value)" } ?? "finished")")
            XCTAssertTrue(error?.value.contains(MemoryBudget.environmentVariable) ?? false, error?.value ?? "")
            XCTAssertEqual(runner.run("canary"), "42")
        }
        XCTAssertEqual(runner.run("(0..<1_000).map { $0 * 2 }.count"), "1000")
    }

    func testAUserExpressionPastTheBudgetIsAMemoryError() {
        let runner = runner(headroom: 150 << 20)
        guard case .failure(let error) = runner.engine.evaluate(userExpression: "(0..<Int.max).map { $0 }.count") else {
            return XCTFail("the expression finished")
        }
        XCTAssertEqual(error.name, "MemoryError")
        XCTAssertEqual(runner.run("canary"), "42")
    }

    func testAnInterruptIsStillAnInterrupt() {
        let runner = runner(headroom: 1 << 30)
        let engine = runner.engine
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { engine.interruptFlag.raise() }
        XCTAssertEqual(runner.error("while true {}")?.name, "KeyboardInterrupt")
        engine.interruptFlag.lower()
        XCTAssertEqual(runner.run("canary"), "42")
    }
}
