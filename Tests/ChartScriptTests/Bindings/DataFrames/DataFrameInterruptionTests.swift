import Foundation
import JupyterEngine
import XCTest
@testable import ChartScript

/// An interrupt stops an SQLite query that never ends and the wait for a pipe's writer; a
/// pipe is refused unless the cell asks for it.
final class DataFrameInterruptionTests: XCTestCase {
    private func interrupted(_ code: String, in runner: CellRunner) -> ExecutionError? {
        let engine = runner.engine
        let context = runner.context
        final class Box: @unchecked Sendable { var outcome: ExecutionOutcome? }
        let box = Box()
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            box.outcome = engine.execute(ExecuteRequest(code: code), context: context)
            finished.signal()
        }
        Thread.sleep(forTimeInterval: 0.3)
        engine.interruptFlag.raise()
        XCTAssertEqual(finished.wait(timeout: .now() + 5), .success, code)
        engine.interruptFlag.lower()
        if case .failure(let error)? = box.outcome { return error }
        return nil
    }

    func testAnEndlessRecursiveQueryStopsAtAnInterrupt() throws {
        let fixtures = try TableFixtures()
        try fixtures.makeDatabase()
        let runner = CellRunner()
        runner.run("let kept = 3")
        let path = fixtures.databaseURL.path
        for select in ["count(*)", "x"] {
            let query = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT \(select) FROM c"
            XCTAssertEqual(interrupted("try DataFrame(sqlite: \"\(path)\", query: \"\(query)\")", in: runner)?.name, "KeyboardInterrupt")
        }
        XCTAssertEqual(runner.run("kept"), "3")
    }

    func testAPipeIsRefusedUnlessAskedForAndItsWaitIsInterruptible() throws {
        let fixtures = try TableFixtures()
        let path = fixtures.folder.appendingPathComponent("pipe.csv").path
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        let runner = CellRunner()
        let error = runner.error("try DataFrame(contentsOfCSVFile: \"\(path)\")")
        XCTAssertEqual(error?.name, "ValueError")
        XCTAssertTrue(error?.value.contains("is a FIFO (named pipe), not a regular file") ?? false, error?.value ?? "")
        runner.run("var special = CSVReadingOptions()\nspecial.allowsSpecialFiles = true")
        XCTAssertEqual(interrupted("try DataFrame(contentsOfCSVFile: \"\(path)\", options: special)", in: runner)?.name, "KeyboardInterrupt")
    }
}
