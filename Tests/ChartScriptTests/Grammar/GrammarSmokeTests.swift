import XCTest
@testable import ChartScript

/// Scratch: prints what cells give, for development.
final class GrammarSmokeTests: XCTestCase {
    func testSmoke() throws {
        guard let path = ProcessInfo.processInfo.environment["GRAMMAR_SMOKE"] else { return }
        let code = try String(contentsOfFile: path, encoding: .utf8)
        let runner = CellRunner()
        switch runner.outcome(code) {
        case .success(let result):
            let svg = result?.chartSVG ?? ""
            try svg.write(toFile: path + ".svg", atomically: true, encoding: .utf8)
            print("OK", result?.plainText ?? "-", runner.context.stdout + runner.context.stderr)
        case .failure(let error):
            print("FAIL", error.name, error.value, runner.context.stdout + runner.context.stderr)
        }
    }
}
