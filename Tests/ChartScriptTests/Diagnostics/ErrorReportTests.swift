import XCTest
@testable import ChartScript

/// Every kind of error a cell can meet, with its name, message and traceback.
final class ErrorReportTests: XCTestCase {
    func testSyntaxErrorShowsLineColumnSourceAndCaret() throws {
        let error = try XCTUnwrap(CellRunner().error("let a = 1\nlet b = (2 + )"))
        XCTAssertEqual(error.name, "SyntaxError")
        XCTAssertEqual(error.value, "expected an expression, found ')' (at line 2, column 14)")
        XCTAssertEqual(error.traceback, ["SyntaxError: expected an expression, found ')' (at line 2, column 14)",
                                         "2 | let b = (2 + )", "                 ^"])
    }

    func testUnsupportedConstructIsNamed() throws {
        let error = try XCTUnwrap(CellRunner().error("let tap = 1\nlet s = #selector(tap)"))
        XCTAssertEqual(error.name, "SyntaxError")
        XCTAssertTrue(error.value.hasPrefix("'#selector' (an Objective-C or Xcode literal"), error.value)
    }

    func testUnknownNameSuggestsCloseNames() throws {
        let runner = CellRunner()
        runner.run("let enrollment = [1, 2]")
        let error = try XCTUnwrap(runner.error("enrolment.count"))
        XCTAssertEqual(error.name, "NameError")
        XCTAssertTrue(error.value.contains("cannot find 'enrolment' in scope; did you mean 'enrollment'?"), error.value)
        XCTAssertTrue(CellRunner().error("prnt(1)")?.value.contains("did you mean 'print'") ?? false)
    }

    func testUnknownMemberNamesTypeAndSuggests() throws {
        let error = try XCTUnwrap(CellRunner().error("[1, 2].standardDeviaton"))
        XCTAssertEqual(error.name, "AttributeError")
        XCTAssertTrue(error.value.contains("value of type '[Int]' has no member 'standardDeviaton'; did you mean 'standardDeviation'?"), error.value)
        XCTAssertTrue(CellRunner().error("Color.rde")?.value.contains("did you mean 'red'") ?? false)
    }

    func testOldNamesPointToNewOnes() throws {
        let runner = CellRunner()
        runner.run("var graph = LineGraph([1, 2, 3])\nvar pie = PieChart(categories: [\"a\"], values: [1])\nvar bars = BarChart(categories: [\"a\"], values: [1])")
        let expectations = [("graph.colorLine = .red", "lineColor"), ("graph.enableBezierCurve = true", "isSmooth"),
                            ("graph.colorTop", "fillAboveColor"), ("graph.colorBottom", "fillBelowColor"), ("graph.alphaTop", "fillAboveAlpha"),
                            ("graph.sizePoint", "pointSize"), ("graph.widthLine", "lineWidth"), ("pie.pieRadius = 3", "radius"),
                            ("pie.sliceDirection", "direction"), ("bars.barFill", "barColors")]
        for (cell, newName) in expectations {
            let error = runner.error(cell)
            XCTAssertEqual(error?.name, "AttributeError", cell)
            XCTAssertTrue(error?.value.contains("renamed to '\(newName)'") ?? false, "\(cell): \(error?.value ?? "no error")")
        }
    }

    func testIntegerOverflowAndDivisionByZeroAreErrors() {
        XCTAssertEqual(CellRunner().error("Int.max + 1")?.name, "ArithmeticError")
        XCTAssertEqual(CellRunner().error("Int.min * -1")?.name, "ArithmeticError")
        XCTAssertEqual(CellRunner().error("let z = 0\n5 / z")?.name, "ArithmeticError")
        XCTAssertEqual(CellRunner().error("5 % 0")?.name, "ArithmeticError")
    }

    func testIndexOutOfRangeIsAnError() {
        let error = CellRunner().error("[1, 2, 3][3]")
        XCTAssertEqual(error?.name, "IndexError")
        XCTAssertTrue(error?.value.contains("index 3 is out of range for a collection of 3 elements") ?? false)
    }

    func testTypeMismatchesAreErrors() {
        XCTAssertTrue(CellRunner().error("1 + \"a\"")?.value.contains("cannot be applied to operands of type 'Int' and 'String'") ?? false)
        XCTAssertTrue(CellRunner().error("if 1 { }")?.value.contains("type 'Int' cannot be used as a boolean; test for '!= 0' instead") ?? false)
        XCTAssertTrue(CellRunner().error("[\"a\"].mean")?.value.contains("needs an array of numbers") ?? false)
        XCTAssertNotNil(CellRunner().error("let f = 3\nf()"))
    }

    func testWrongArgumentLabelsListWhatIsAccepted() {
        let error = CellRunner().error("LineGraph(values: [1, 2])")
        XCTAssertEqual(error?.name, "TypeError")
        XCTAssertTrue(error?.value.contains("LineGraph(_:labels:)") ?? false, error?.value ?? "")
    }

    func testLibraryErrorsComeFromChartDataAsValueErrors() {
        let error = CellRunner().error("try DataFrame(csvText: \"a,b\\n1,2\")[\"c\"]")
        XCTAssertEqual(error?.name, "ValueError")
        XCTAssertTrue(error?.value.contains("no column 'c'") ?? false, error?.value ?? "")
    }

    func testDeepRecursionIsAnErrorNotACrash() {
        let error = CellRunner().error("func down(_ n: Int) -> Int { down(n + 1) }\ndown(0)")
        XCTAssertEqual(error?.name, "RecursionError")
    }

    func testControlFlowOutsideItsPlaceIsAnError() {
        XCTAssertTrue(CellRunner().error("break")?.value.contains("only allowed inside a loop") ?? false)
        XCTAssertTrue(CellRunner().error("return 1")?.value.contains("only allowed inside a function") ?? false)
        XCTAssertTrue(CellRunner().error("$0 + 1")?.value.contains("only allowed inside a closure") ?? false)
    }

    func testForceUnwrapOfNilIsAnError() {
        XCTAssertTrue(CellRunner().error("let e: [Int] = []\ne.first!")?.value.contains("unexpectedly found nil") ?? false)
        XCTAssertEqual(CellRunner().run("[4].first!"), "4")
    }
}

/// Inputs that could crash a careless interpreter end in errors instead.
final class RobustnessTests: XCTestCase {
    func testHugeRangesAndIndicesAreErrors() {
        XCTAssertEqual(CellRunner().error("(0...Int.max).count")?.name, "ArithmeticError")
        XCTAssertEqual(CellRunner().error("[1, 2][0...Int.max]")?.name, "IndexError")
        XCTAssertEqual(CellRunner().error("(0..<Int.max).reversed()")?.name, "TypeError")
        XCTAssertEqual(CellRunner().error("Array(repeating: 1, count: Int.max)")?.name, "TypeError")
        XCTAssertEqual(CellRunner().error("stride(from: 0, to: Int.max, by: 1)")?.name, "TypeError")
    }

    func testFormatStringsMustFormatOneDouble() {
        XCTAssertEqual(CellRunner().error("String(format: \"%@\", 1.0)")?.name, "TypeError")
        XCTAssertEqual(CellRunner().error("String(format: \"%f %f\", 1.0)")?.name, "TypeError")
        XCTAssertEqual(CellRunner().run("String(format: \"%6.1f%%\", 12.34)"), "\"  12.3%\"")
    }

    func testGarbageInputNeverCrashes() {
        let runner = CellRunner()
        for code in ["}", ")(", "let", "\"\\q\"", "1..", "a.b.c.d", "[1, 2", "{ $0 }", "func", "for in", "x +* y", "`", "\u{0}",
                     "let x = [1, 2]\nx[\"a\"]", "LineGraph()", "Color(hex: \"nope\")", "PieChart(categories: [\"a\"], values: [-1])"] {
            switch runner.outcome(code) {
            case .success, .failure: break
            }
        }
        XCTAssertEqual(runner.run("1 + 1"), "2")
    }
}
