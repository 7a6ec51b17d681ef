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

    func testATernaryWithNilIsTheOtherBranchsTypeMadeOptional() throws {
        try assertLastLine("let n = 7\nn > 5 ? n : nil", is: "Optional<Int>")
        try assertLastLine("let n = 7\nn > 5 ? nil : Double(n)", is: "Optional<Double>")
        try assertLastLine("let n: Int? = 7\nn != nil ? n : nil", is: "Optional<Int>")
        // A group's slice in aggregated(on:naming:transform:) is its Column, whose count is an Int.
        try assertLastLine("{ (slice: DiscontiguousColumnSlice<Double>) in slice.count > 5 ? slice.count : nil }",
                           is: "(Column<Double>) -> Optional<Int>")
    }

    func testACollectionWrittenWithoutItsArgumentsTakesThemFromTheLiteral() throws {
        try assertLastLine("var primes: Set = [2, 3, 5]\nprimes", is: "Set<Int>")
        try assertLastLine("let names: Set = [\"a\", \"b\"]\nnames", is: "Set<String>")
        try assertLastLine("let values: Array = [1.5, 2]\nvalues", is: "Array<Double>")
    }

    func testMembersOfAProtocolExtensionAreTypedOnConformersAndExistentials() throws {
        let declarations = "protocol Shape {}\nextension Shape { func moved(_ p: Point) -> Point { p }\nfunc same(as other: Self) -> Self { other } }\n"
            + "struct Mark: Shape {}\nstruct Point { var y: Int }\n"
        try assertLastLine(declarations + "Mark().moved(.init(y: 2))", is: "Point")
        try assertLastLine(declarations + "Mark().same(as: Mark())", is: "Mark")
        try assertLastLine(declarations + "let shape: any Shape = Mark()\nshape.moved(.init(y: 2))", is: "Point")
        try assertLastLine(declarations + "func f<S: Shape>(_ s: S) -> Point { s.moved(.init(y: 1)) }\nf(Mark())", is: "Point")
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

    func testAnOverloadThatDiffersOnlyInItsResultIsChosenByTheOperatorBesideIt() throws {
        let overloads = "func make() -> Int { 42 }\nfunc make() -> String { \"x\" }\n"
        try assertLastLine(overloads + "make() + 1", is: "Int")
        try assertLastLine(overloads + "make() + \"!\"", is: "String")
        try assertLastLine(overloads + "let n = 2\nn * make()", is: "Int")
    }

    func testALazyWrappersSliceIsTheWrapperOverItsBasesSlice() throws {
        try assertLastLine("[1, 2, 3].lazy.map { $0 * 2 }.prefix(2)", is: "LazyMapSequence<ArraySlice<Int>, Int>")
        try assertLastLine("let a = [1, 2, 3]\na[1...].lazy.map { $0 }.dropFirst()", is: "LazyMapSequence<ArraySlice<Int>, Int>")
        try assertLastLine("[1, 2, 3].lazy.filter { $0 > 1 }.suffix(1)", is: "LazyFilterSequence<ArraySlice<Int>>")
        try assertLastLine("[1, 2, 3].lazy.map { $0 }.reversed()", is: "ReversedCollection<LazyMapSequence<Array<Int>, Int>>")
        try assertLastLine("[1, 2].lazy.flatMap { [$0, $0] }", is: "LazySequence<FlattenSequence<LazyMapSequence<Array<Int>, Array<Int>>>>")
    }

    func testAStructWithAPropertyWrapperIsWhatItsInitializerMakes() throws {
        try assertLastLine("@propertyWrapper struct Small { var wrappedValue: Int = 0 }\nstruct Box { @Small var height: Int }\nBox()", is: "Box")
    }

    func testDeclaredMembersHaveTheirDeclaredTypes() throws {
        try assertLastLine("struct Box { var order = [3, 1].reversed() }\nlet box = Box()\nbox.order", is: "ReversedCollection<Array<Int>>")
        try assertLastLine("func parse(_ text: String) -> Int? { Int(text) }\nparse(\"4\")", is: "Optional<Int>")
    }

    func testExpressionsStartingAtTheSamePlaceKeepTheirOwnTypes() throws {
        try assertLastLine("let grid = [[1.5]]\ngrid[0][0]", is: "Double")
        try assertLastLine("let grid = [[1.5]]\ngrid[0]", is: "Array<Double>")
    }

    func testResultTransformsTakeTheirClosuresResults() throws {
        let divide = "enum Failure: Error { case zero }\nfunc half(_ n: Int) -> Result<Int, Failure> { n == 0 ? .failure(.zero) : .success(n / 2) }\nlet r = half(8)\n"
        try assertLastLine(divide + "r.map { $0 * 2 }", is: "Result<Int, Failure>")
        try assertLastLine(divide + "r.map { String($0) }", is: "Result<String, Failure>")
        try assertLastLine(divide + "r.map { (n: Int) -> Double in Double(n) }", is: "Result<Double, Failure>")
        try assertLastLine(divide + "r.flatMap { half($0) }", is: "Result<Int, Failure>")
        try assertLastLine(divide + "r.mapError { _ in \"no\" as Error }", is: "Result<Int, any Error>")
        try assertLastLine(divide + "try r.get()", is: "Int")
    }

    func testClosuresTakeTheirBodiesResults() throws {
        try assertLastLine("let double = { (x: Int) in x * 2 }\ndouble", is: "(Int) -> Int")
        try assertLastLine("let twice = { (x: Double) in x * 2 }\ntwice", is: "(Double) -> Double")
        try assertLastLine("let nothing = { }\nnothing", is: "() -> ()")
    }

    func testLoopElementsOverSequenceWrappers() throws {
        try assertLastLine("var last = (0, \"\")\nfor pair in [\"a\"].enumerated() { last = pair }\nlast", is: "(Int, String)")
        try assertLastLine("var total = 0.0\nfor (i, x) in [1.5].enumerated() { total += x * Double(i) }\ntotal", is: "Double")
        try assertLastLine("var seen = \"\"\nfor (n, s) in zip([1], [\"a\"]) { seen = s + String(n) }\nseen", is: "String")
        try assertLastLine("var sum = 0.0\nfor x in stride(from: 0.0, to: 1.0, by: 0.5) { sum += x }\nsum", is: "Double")
    }

    func testTypeMembersAndInitialValues() throws {
        try assertLastLine("Optional<Int>.none", is: "Optional<Int>")
        try assertLastLine("enum Tone { case red, blue }\nTone.red", is: "Tone")
        try assertLastLine("struct Scale { static var factor = 2.5 }\nScale.factor", is: "Double")
        try assertLastLine("struct Scale { var factor = 2.5 }\nScale().factor", is: "Double")
        try assertLastLine("let x = 4 as Double\nx", is: "Double")
        try assertLastLine("let any: Any = 4\nany as? Int", is: "Optional<Int>")
    }

    func testCallsOfStandardTypesMakeThem() throws {
        try assertLastLine("[Int](repeating: 0, count: 3)", is: "Array<Int>")
        try assertLastLine("[[Int]](repeating: [Int](repeating: 0, count: 2), count: 2)", is: "Array<Array<Int>>")
        try assertLastLine("[Int?]([1, nil])", is: "Array<Optional<Int>>")
        try assertLastLine("[String: Int]()", is: "Dictionary<String, Int>")
        try assertLastLine("String(255, radix: 16, uppercase: true)", is: "String")
        try assertLastLine("Int(bitPattern: 42)", is: "Int")
        try assertLastLine("Int(pow(2.0, 20.0))", is: "Int")
        try assertLastLine("Optional(Optional(3))", is: "Optional<Optional<Int>>")
        try assertLastLine("let o: Int? = nil\nOptional(o)", is: "Optional<Optional<Int>>")
    }

    func testGenericEnumCasePayloadsTakeTheContextsArguments() throws {
        let source = "enum Failure: Error { case empty }\nenum Box<T> { case v(T) }\nfunc show(_ r: Result<Double, Failure>, _ b: Box<Float>) {}\nshow(.success(3), .v(2))"
        var parser = try Parser(source: source, customOperators: [:], precedenceGroups: [:], cell: 1)
        let statements = try parser.parseProgram()
        let checker = TypeChecker(world: SemanticContext().snapshot, callSites: parser.callSites,
                                  assignmentOperators: parser.assignmentOperators, blockEnds: parser.blockEnds)
        XCTAssertEqual(checker.check(cell: statements).map(\.message), [])
        guard case .expression(let last)? = statements.last?.kind, case .call(_, let arguments) = last.kind,
              case .call(_, let success) = arguments[0].value.kind, case .call(_, let box) = arguments[1].value.kind else {
            return XCTFail("the last line is not a call of two cases")
        }
        XCTAssertEqual(checker.expressionTypes[arguments[0].value]?.name(.typeOf), "Result<Double, Failure>")
        XCTAssertEqual(checker.expressionTypes[success[0].value]?.name(.typeOf), "Double")
        XCTAssertEqual(checker.expressionTypes[arguments[1].value]?.name(.typeOf), "Box<Float>")
        XCTAssertEqual(checker.expressionTypes[box[0].value]?.name(.typeOf), "Float")
    }
}
