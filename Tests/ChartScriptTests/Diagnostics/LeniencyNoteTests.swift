import XCTest
@testable import ChartScript

/// Where the kernel runs code swiftc would reject, it writes a one-line note saying what Swift
/// needs; code swiftc accepts runs without notes.
final class LeniencyNoteTests: XCTestCase {
    private func notes(_ code: String) -> String {
        let runner = CellRunner()
        runner.run(code)
        return runner.context.stderr
    }

    func testMixingAnIntVariableWithADoubleIsNoted() {
        XCTAssertTrue(notes("let count = 3\nlet half = count / 2.0").contains("note: Swift needs Double(count) here"))
        XCTAssertEqual(notes("let half = 3 / 2.0\nlet ok = Double(3) * 0.5\nlet sum = 1 + 2"), "")
    }

    func testMissingTryIsNoted() {
        XCTAssertTrue(notes("enum E: Error { case bad }\nfunc risky() throws -> Int { 1 }\nlet x = risky()").contains("note: Swift needs 'try' before this call"))
        XCTAssertEqual(notes("enum E: Error { case bad }\nfunc risky() throws -> Int { 1 }\nlet x = try risky()\nlet y = try? risky()"), "")
    }

    func testFunctionValuesCalledWithLabelsAreNoted() {
        XCTAssertTrue(notes("func addOne(number: Int) -> Int { number + 1 }\nlet f = addOne\nlet x = f(number: 7)").contains("without argument labels"))
        XCTAssertEqual(notes("func addOne(number: Int) -> Int { number + 1 }\nlet f = addOne\nlet x = f(7)\nlet y = addOne(number: 1)"), "")
    }

    func testOtherLeniencies() {
        XCTAssertTrue(notes("var values = [1, 2]\nvalues.append(2.5)").contains("note: Swift keeps an [Int] an [Int]"))
        XCTAssertEqual(notes("var values = [1, 2.5]\nvalues.append(3)"), "")
        XCTAssertTrue(notes("let r = 7.5 % 2").contains("truncatingRemainder"))
        XCTAssertTrue(notes("let c = \"abc\"[1]").contains("String.Index"))
        XCTAssertTrue(notes("let small: UInt8 = 3").contains("'UInt8' is computed as Int"))
        XCTAssertTrue(notes("let n = [1, 2].map { 5 }").contains("{ _ in"))
        XCTAssertTrue(notes("if let x = 3 { print(x) }").contains("needs an optional"))
        XCTAssertTrue(notes("struct S { private var x = 1 }").contains("'private' is accepted"))
    }

    func testALetGivenItsValueLaterIsGivenItOnce() {
        let runner = CellRunner()
        XCTAssertEqual(runner.run("let label: String\nif 2 > 1 { label = \"big\" } else { label = \"small\" }\nlabel"), "\"big\"")
        XCTAssertEqual(runner.error("let twice: Int\ntwice = 1\ntwice = 2")?.name, "TypeError")
    }
}
