import XCTest
@testable import ChartScript

/// The types the semantic pass keeps for the compiler, one per expression.
final class ExpressionTypesTests: XCTestCase {
    /// The type the pass gave the expression of the cell's last line.
    private func typeOfLastLine(_ source: String) throws -> SwiftType? {
        var parser = try Parser(source: source, customOperators: [:], precedenceGroups: [:], cell: 1)
        let statements = try parser.parseProgram()
        let checker = TypeChecker(world: SemanticContext().snapshot, callSites: parser.callSites,
                                  assignmentOperators: parser.assignmentOperators, blockEnds: parser.blockEnds)
        XCTAssertEqual(checker.check(cell: statements).map(\.message), [])
        guard case .expression(let last)? = statements.last?.kind else {
            XCTFail("the last line is not an expression")
            return nil
        }
        return checker.expressionTypes[last]
    }

    private func assertLastLine(_ source: String, is expected: String, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(try typeOfLastLine(source)?.name(.typeOf), expected, file: file, line: line)
    }

    func testTextIsMadeOfCharactersSubstringsAndIndices() throws {
        try assertLastLine("let word = \"hello\"\nword.first!", is: "Character")
        try assertLastLine("let word = \"hello\"\nword.dropFirst()", is: "Substring")
        try assertLastLine("let word = \"hello\"\nword.split(separator: \"l\")", is: "Array<Substring>")
        try assertLastLine("let word = \"hello\"\nword.startIndex", is: "Index")
        try assertLastLine("let word = \"hello\"\nword[word.startIndex]", is: "Character")
        try assertLastLine("let word = \"hello\"\nword[word.startIndex...]", is: "Substring")
        try assertLastLine("let word = \"hello\"\nArray(word)", is: "Array<Character>")
    }

    func testSequenceWrappersAreTheirOwnTypesUnlessTheContextAsksForAnArray() throws {
        try assertLastLine("let numbers = [3, 1, 2]\nnumbers.reversed()", is: "ReversedCollection<Array<Int>>")
        try assertLastLine("let numbers = [3, 1, 2]\nlet back: [Int] = numbers.reversed()\nback", is: "Array<Int>")
        try assertLastLine("let numbers = [3, 1, 2]\nzip(numbers, [\"a\"])", is: "Zip2Sequence<Array<Int>, Array<String>>")
        try assertLastLine("stride(from: 0, to: 1.0, by: 0.5)", is: "StrideTo<Double>")
        try assertLastLine("[1, 2].lazy.filter { $0 > 1 }", is: "LazyFilterSequence<Array<Int>>")
    }

    func testDeclaredMembersHaveTheirDeclaredTypes() throws {
        try assertLastLine("struct Box { var order = [3, 1].reversed() }\nlet box = Box()\nbox.order", is: "ReversedCollection<Array<Int>>")
        try assertLastLine("func parse(_ text: String) -> Int? { Int(text) }\nparse(\"4\")", is: "Optional<Int>")
    }

    func testExpressionsStartingAtTheSamePlaceKeepTheirOwnTypes() throws {
        try assertLastLine("let grid = [[1.5]]\ngrid[0][0]", is: "Double")
        try assertLastLine("let grid = [[1.5]]\ngrid[0]", is: "Array<Double>")
    }
}
