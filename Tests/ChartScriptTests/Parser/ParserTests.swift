import XCTest
@testable import ChartScript

final class ParserTests: XCTestCase {
    private func parseError(_ source: String) -> ScriptError? {
        do { _ = try Parser.parse(source); return nil } catch { return (error as? LocatedError)?.error }
    }

    private func expression(_ source: String) throws -> ChartScript.Expression {
        let statements = try Parser.parse(source)
        guard case .expression(let expression)? = statements.first?.kind else { throw ScriptError.typeMismatch("not an expression") }
        return expression
    }

    func testMultiplicationBindsTighterThanAddition() throws {
        guard case .binary("+", _, let right) = try expression("1 + 2 * 3").kind, case .binary("*", _, _) = right.kind else {
            return XCTFail("wrong tree")
        }
    }

    func testRangeBindsLooserThanAddition() throws {
        guard case .binary("..<", _, let right) = try expression("0..<n + 1").kind, case .binary("+", _, _) = right.kind else {
            return XCTFail("wrong tree")
        }
    }

    func testTernaryIsLoosestAndNests() throws {
        guard case .ternary(let condition, _, let otherwise) = try expression("a > 1 ? 1 : b ? 2 : 3").kind,
              case .binary(">", _, _) = condition.kind, case .ternary = otherwise.kind else { return XCTFail("wrong tree") }
    }

    func testTrailingClosureBecomesLastArgument() throws {
        guard case .call(_, let arguments) = try expression("values.reduce(0) { $0 + $1 }").kind else { return XCTFail("not a call") }
        XCTAssertEqual(arguments.count, 2)
        XCTAssertTrue(arguments[1].isTrailingClosure)
    }

    func testClosureParameterNamesAreFound() throws {
        guard case .closure(let closure) = try expression("{ (x: Int, y) -> Int in x + y }").kind else { return XCTFail("not a closure") }
        XCTAssertEqual(closure.parameterNames, ["x", "y"])
    }

    func testIfConditionDoesNotTakeTheBodyAsTrailingClosure() throws {
        let statements = try Parser.parse("if values.isEmpty { print(1) } else if x { } else { }")
        guard case .conditional(let branches, let otherwise)? = statements.first?.kind else { return XCTFail("not an if") }
        XCTAssertEqual(branches.count, 2)
        XCTAssertNotNil(otherwise)
    }

    func testStatementsEndAtLineBreaksAndInfixOperatorsContinueLines() throws {
        XCTAssertEqual(try Parser.parse("let a = 1\n    + 2\nlet b = 3").count, 2)
    }

    func testFunctionDeclarationWithLabelsAndDefaults() throws {
        guard case .function(let function)? = try Parser.parse("func scale(_ value: Double, by factor: Double = 2) -> Double { value * factor }").first?.kind else {
            return XCTFail("not a function")
        }
        XCTAssertEqual(function.parameters.map(\.label), [nil, "by"])
        XCTAssertEqual(function.parameters.map(\.name), ["value", "factor"])
        XCTAssertNotNil(function.parameters[1].defaultValue)
        XCTAssertEqual(function.returnType, .name("Double"))
    }

    func testUnsupportedConstructsAreNamed() {
        XCTAssertEqual(parseError("let s = #selector(tap)"),
                       .unsupported(construct: "'#selector' (an Objective-C or Xcode literal, which Swift on Linux does not have either)"))
        XCTAssertEqual(parseError("let s = #sourceLocation"), .unsupported(construct: "'#sourceLocation'"))
    }

    func testTwoExpressionsOnOneLineAreAnError() {
        guard case .syntax(let expected, _, _)? = parseError("1 2") else { return XCTFail("expected a syntax error") }
        XCTAssertTrue(expected.contains("line break"))
    }

    func testAssigningToACallIsAnError() {
        guard case .syntax? = parseError("f() = 3") else { return XCTFail("expected a syntax error") }
    }

    func testMissingClosingParenthesisIsAtEnd() {
        guard case .syntax(_, _, let atEnd)? = parseError("print(1") else { return XCTFail("expected a syntax error") }
        XCTAssertTrue(atEnd)
    }

    func testDeepNestingIsRefusedNotACrash() {
        let source = String(repeating: "(", count: 1_000) + "1" + String(repeating: ")", count: 1_000)
        XCTAssertEqual(parseError(source), .tooDeep(limit: Parser.maximumDepth))
        let chain = Array(repeating: "1", count: 100_000).joined(separator: " + ")
        XCTAssertEqual(parseError(chain), .tooDeep(limit: Parser.maximumDepth))
        let members = "a" + String(repeating: ".b", count: 100_000)
        XCTAssertEqual(parseError(members), .tooDeep(limit: Parser.maximumDepth))
    }

    func testRepeatedForceUnwrapsAreNestedUnwrapsAndDeepOnesAreRefused() throws {
        guard case .forceUnwrap(let inner) = try expression("x!!").kind, case .forceUnwrap(let base) = inner.kind,
              case .identifier("x") = base.kind else { return XCTFail("x!! is not two force unwraps of x") }
        XCTAssertEqual(parseError("x" + String(repeating: "!", count: 100_000)), .tooDeep(limit: Parser.maximumDepth))
    }

    func testDictionaryAndArrayLiterals() throws {
        guard case .dictionary(let pairs) = try expression("[\"a\": 1, \"b\": 2]").kind else { return XCTFail("not a dictionary") }
        XCTAssertEqual(pairs.count, 2)
        guard case .dictionary(let empty) = try expression("[:]").kind else { return XCTFail("not a dictionary") }
        XCTAssertTrue(empty.isEmpty)
        guard case .array(let elements) = try expression("[1, 2, 3,]").kind else { return XCTFail("not an array") }
        XCTAssertEqual(elements.count, 3)
    }

    func testIntMinIsALiteralOnlyAfterAMinus() throws {
        guard case .integer(let alone) = try expression("-9223372036854775808").kind else { return XCTFail("not a literal") }
        XCTAssertEqual(alone, .min)
        guard case .array(let elements) = try expression("[-9223372036854775808, 1]").kind,
              case .integer(let first)? = elements.first?.kind else { return XCTFail("not an array of literals") }
        XCTAssertEqual(first, .min)
        XCTAssertEqual(parseError("9223372036854775808")?.description, "integer literal '9223372036854775808' overflows when stored into 'Int'")
    }

    func testSourceLiteralDefaultsAreMarkedAndCallsRecordTheirPlace() throws {
        var parser = try Parser(source: "func f(name: String = #function, line: Int = #line, n: Int = 1) {}\nfunc g() { f() }")
        let statements = try parser.parseProgram()
        guard case .function(let declaration)? = statements.first?.kind else { return XCTFail("not a function") }
        XCTAssertEqual(declaration.parameters.map(\.callerLiteral), ["function", "line", nil])
        XCTAssertEqual(Array(parser.callSites.values), [CallSite(line: 2, column: 13, function: "g()")])
    }
}
