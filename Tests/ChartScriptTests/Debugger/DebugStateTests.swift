import XCTest
@testable import ChartScript

/// Where breakpoints go before a cell is compiled, and which errors stop the cell.
final class DebugStateTests: XCTestCase {
    func testStatementLinesSkipBlankCommentDeclarationAndClosingLines() {
        let code = """
        // a comment
        func twice(_ n: Int) -> Int {
            let doubled = n * 2

            return doubled
        }
        switch 3 {
        case 3:
            print("three")
        default:
            break
        }
        """
        XCTAssertEqual(DebugState.statementLines(in: code), [3, 5, 7, 9, 11])
    }

    func testABreakpointOnALineWithoutAStatementMovesToTheNextOneInCodeShownButNotRun() {
        let state = DebugState(interruptFlag: .init())
        let path = state.sources.recordShown("let a = 1\n\n// note\nlet b = 2\n")
        let resolved = state.setBreakpoints(path: path, lines: [2, 4, 9])
        XCTAssertEqual(resolved.map(\.line), [4, 4, 9])
        XCTAssertEqual(resolved.map(\.isVerified), [true, true, false])
        XCTAssertEqual(state.breakpointsByPath[path], [2, 4, 9])
        _ = state.setBreakpoints(path: path, lines: [])
        XCTAssertNil(state.breakpointsByPath[path])
    }

    func testTrapsAndThrownErrorsAreToldApartAndInterruptsStopNothing() {
        XCTAssertEqual(DebugHooks.kind(of: ScriptError.indexOutOfRange(index: 5, count: 2)), .trap)
        XCTAssertEqual(DebugHooks.kind(of: LocatedError(.overflow(operation: "+"), at: nil)), .trap)
        XCTAssertEqual(DebugHooks.kind(of: ScriptError.trap("Fatal error")), .trap)
        XCTAssertEqual(DebugHooks.kind(of: ThrownError(value: .int(1), location: nil)), .thrown)
        XCTAssertNil(DebugHooks.kind(of: ScriptError.interrupted))
        XCTAssertNil(DebugHooks.kind(of: ScriptError.memoryBudgetExceeded("x")))
        XCTAssertNil(DebugHooks.kind(of: OptionalChainStop()))
    }
}
