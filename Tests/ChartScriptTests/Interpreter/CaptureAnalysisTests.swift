import XCTest
@testable import ChartScript

/// Which loop bodies need a fresh frame per iteration: those whose closures or functions may
/// capture a name the body or the loop declares.
final class CaptureAnalysisTests: XCTestCase {
    /// Whether the body of the single loop in `code` captures its iteration's variables.
    private func capturesIterationVariables(_ code: String, file: StaticString = #filePath, line: UInt = #line) throws -> Bool {
        let statements = try Parser.parse(code)
        switch statements.last?.kind {
        case .forIn(let loop)?:
            return CaptureAnalysis.capturesIterationVariables(in: loop.body, loopNames: loop.pattern.boundNames)
        case let .whileLoop(_, body, _)?:
            return CaptureAnalysis.capturesIterationVariables(in: body, loopNames: [])
        default:
            XCTFail("no loop in \(code)", file: file, line: line)
            return false
        }
    }

    func testLoopWithoutClosuresCapturesNothing() throws {
        XCTAssertFalse(try capturesIterationVariables("for i in 0..<3 { let square = i * i; print(square) }"))
    }

    func testClosureUsingOnlyItsOwnArgumentsAndOuterNamesCapturesNothing() throws {
        XCTAssertFalse(try capturesIterationVariables("for i in 0..<3 { total += values.map { $0 * 2 }.count + i }"))
        XCTAssertFalse(try capturesIterationVariables("for _ in 0..<3 { readers.append { total } }"))
    }

    func testClosureUsingTheLoopVariableCapturesIt() throws {
        XCTAssertTrue(try capturesIterationVariables("for i in 0..<3 { readers.append { i } }"))
        XCTAssertTrue(try capturesIterationVariables("for (key, value) in pairs { readers.append { \"\\(value)\" } }"))
    }

    func testClosureUsingABodyDeclarationCapturesIt() throws {
        XCTAssertTrue(try capturesIterationVariables("while n < 3 { let seen = n; readers.append { seen }; n += 1 }"))
        XCTAssertTrue(try capturesIterationVariables("for x in xs { if let y = x { readers.append { y + 1 } } }"))
    }

    func testFunctionDeclaredInTheBodyUsingTheLoopVariableCapturesIt() throws {
        XCTAssertTrue(try capturesIterationVariables("for i in 0..<3 { func shown() -> Int { i } }"))
        XCTAssertTrue(try capturesIterationVariables("for i in 0..<3 { func shifted(by step: Int = i) -> Int { step } }"))
    }

    func testClosureInANestedLoopUsingTheOuterLoopVariableCapturesIt() throws {
        XCTAssertTrue(try capturesIterationVariables("for row in 0..<2 { for column in 0..<2 { cells.append { row + column } } }"))
    }

    func testNamesDeclaredInsideAClosureAreNotIterationVariables() throws {
        XCTAssertFalse(try capturesIterationVariables("for _ in 0..<2 { readers.append { let inner = 1; return { inner } } }"))
    }
}
