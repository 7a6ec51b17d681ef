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

    private func refusal(_ code: String) -> String {
        CellRunner().error(code)?.value ?? "(ran)"
    }

    func testMixingAnIntVariableWithADoubleIsSwiftsError() {
        XCTAssertTrue(refusal("let count = 3\nlet half = count / 2.0").hasPrefix("binary operator '/' cannot be applied to operands of type 'Int' and 'Double'"))
        XCTAssertEqual(notes("let half = 3 / 2.0\nlet ok = Double(3) * 0.5\nlet sum = 1 + 2"), "")
    }

    func testMissingTryIsSwiftsError() {
        XCTAssertTrue(refusal("enum E: Error { case bad }\nfunc risky() throws -> Int { 1 }\nlet x = risky()").hasPrefix("call can throw but is not marked with 'try'"))
        XCTAssertEqual(notes("enum E: Error { case bad }\nfunc risky() throws -> Int { 1 }\nlet x = try risky()\nlet y = try? risky()"), "")
    }

    func testATaskNeedsNoTryEvenWhenItsClosureThrows() {
        // `Task { }` takes a throwing closure, but creating the task does not throw.
        XCTAssertEqual(notes("func connect() async { print(1) }\nTask { await connect() }"), "")
        XCTAssertEqual(notes("func fetch() async throws -> Int { 3 }\nlet task = Task { try await fetch() }"), "")
        XCTAssertTrue(refusal("let frame = DataFrame(contentsOfCSVFile: \"missing.csv\")").hasPrefix("call can throw but is not marked with 'try'"))
    }

    func testARethrowsCallNeedsTryOnlyWithAThrowingArgument() {
        let twice = "struct Bad: Error {}\nfunc twice(_ body: () throws -> Int) rethrows -> Int { try body() + body() }\n"
        XCTAssertEqual(notes(twice + "let a = twice { 21 }\nlet b = twice({ 1 })"), "")
        XCTAssertTrue(notes(twice + "func fails() throws -> Int { throw Bad() }\nlet c = try? twice(fails)\nlet d = twice(fails)")
            .contains("note: Swift needs 'try' before this call: 'twice' can throw"))
        XCTAssertTrue(notes(twice + "let e = twice { throw Bad() }").contains("'twice' can throw"))
        let method = "struct Bad: Error {}\nstruct Counter { var count = 0\nmutating func apply(_ step: (Int) throws -> Int) rethrows { count = try step(count) } }\nvar c = Counter()\n"
        XCTAssertEqual(notes(method + "c.apply { $0 + 1 }"), "")
        XCTAssertTrue(notes(method + "c.apply { _ in throw Bad() }").contains("'apply' can throw"))
    }

    func testThrowsNeverAndAGenericErrorTypeNeedNoTry() {
        XCTAssertEqual(notes("func calm() throws(Never) -> Int { 1 }\nlet x = calm()"), "")
        let rethrowing = "func twice(_ f: () throws -> Void) rethrows { try f(); try f() }\n"
            + "func each<E: Error>(_ f: () throws(E) -> Void) throws(E) { try f() }\n"
        XCTAssertEqual(notes(rethrowing + "twice { print(1) }\neach { print(2) }"), "")
        XCTAssertTrue(notes(rethrowing + "enum E: Error { case bad }\ntwice { throw E.bad }").contains("'twice' can throw"))
    }

    func testConcurrencyCallsSwiftAcceptsRunWithoutNotes() {
        XCTAssertEqual(notes("func f() async throws {\n try await Task.sleep(nanoseconds: 5)\n try await Task.sleep(for: .seconds(1))\n}\n"
            + "try await f()\nlet task = Task { 3 }\nlet pair = AsyncStream.makeStream(of: Int.self)"), "")
    }

    func testFunctionValuesCalledWithLabelsAreSwiftsError() {
        XCTAssertTrue(refusal("func addOne(number: Int) -> Int { number + 1 }\nlet f = addOne\nlet x = f(number: 7)").hasPrefix("extraneous argument label 'number:' in call"))
        XCTAssertEqual(notes("func addOne(number: Int) -> Int { number + 1 }\nlet f = addOne\nlet x = f(7)\nlet y = addOne(number: 1)"), "")
    }

    func testOtherLeniencies() {
        XCTAssertTrue(refusal("var values = [1, 2]\nvalues.append(2.5)").hasPrefix("cannot convert value of type 'Double' to expected argument type 'Int'"))
        XCTAssertEqual(notes("var values = [1, 2.5]\nvalues.append(3)"), "")
        XCTAssertTrue(refusal("let r = 7.5 % 2").hasPrefix("'%' is unavailable: For floating point numbers use truncatingRemainder instead"))
        XCTAssertTrue(refusal("let c = \"abc\"[1]").contains("cannot subscript String with an Int, use a String.Index instead"))
        XCTAssertEqual(notes("let small: UInt8 = 3\nlet ratio: Float = 0.5"), "", "fixed-width integers and Float are types of their own")
        XCTAssertTrue(notes("let width: CGFloat = 3").contains("'CGFloat' is computed as Double"))
        XCTAssertTrue(refusal("let n = [1, 2].map { 5 }").hasPrefix("contextual type for closure argument list expects 1 argument"))
        XCTAssertTrue(refusal("if let x = 3 { print(x) }").hasPrefix("initializer for conditional binding must have Optional type, not 'Int'"))
    }

    func testPrivateIsNotedOnlyWhereSwiftRefusesTheUse() {
        let vault = """
            class Vault {
                private var code = 1234
                private(set) var openings = 0
                fileprivate var hint = "digits"
                private func reveal() -> Int { code }
                func open(_ guess: Int) -> Bool { openings += 1; return guess == reveal() }
                struct Key { func cut(for vault: Vault) -> Int { vault.code } }
            }
            extension Vault {
                func matches(_ other: Vault) -> Bool { other.code == code && other.reveal() == reveal() }
            }
            private let shared = Vault()
            private func twice(_ n: Int) -> Int { n * 2 }

            """
        // Inside the type, its extensions and nested types, and private top-level names: valid Swift.
        XCTAssertEqual(notes(vault + "let opened = shared.open(1234)\nlet n = twice(shared.openings) + Vault.Key().cut(for: shared)\nlet same = shared.matches(Vault())\nlet h = shared.hint"), "")
        XCTAssertEqual(notes(vault + "let stolen = shared.code"), "note: 'code' is private to Vault; Swift refuses this use (line 14)\n")
        XCTAssertTrue(notes(vault + "let stolen = shared.reveal()").contains("note: 'reveal' is private to Vault; Swift refuses this use"))
        XCTAssertTrue(notes(vault + "shared.openings = 5").contains("note: 'openings' can only be set inside Vault (private(set)); Swift refuses this use"))
        let runner = CellRunner()
        XCTAssertEqual(runner.run(vault + "shared.code"), "1234", "the use still runs")
    }

    func testALetGivenItsValueLaterIsGivenItOnce() {
        let runner = CellRunner()
        XCTAssertEqual(runner.run("let label: String\nif 2 > 1 { label = \"big\" } else { label = \"small\" }\nlabel"), "\"big\"")
        XCTAssertEqual(runner.error("let twice: Int\ntwice = 1\ntwice = 2")?.name, "TypeError")
    }

    func testAnArraySliceUsedAsAnArrayIsNoted() {
        let note = "note: Swift does not turn an ArraySlice<Int> into an array by itself"
        XCTAssertTrue(notes("let values = [1, 2, 3]\nlet rest: [Int] = values[1...]").contains(note))
        XCTAssertTrue(notes("func total(_ values: [Int]) -> Int { values.reduce(0, +) }\nlet t = total([1, 2, 3].dropFirst())").contains(note))
        XCTAssertEqual(notes("let values = [1, 2, 3]\nlet rest = Array(values[1...])\nlet slice: ArraySlice<Int> = values[1...]\nlet first = slice[1]"), "")
    }

    func testAnIndexOutsideASliceIsAnErrorEvenWhenTheBaseHasIt() {
        let runner = CellRunner()
        let failure = runner.run("let rest = [10, 20, 30][1...]\nprint(rest[0])")
        XCTAssertTrue(failure.contains("IndexError: index 0 is outside the slice's indices 1..<3"), failure)
        XCTAssertEqual(runner.run("rest[1] + rest[2]"), "50")
    }

    func testWarningDirectivesWriteNotesAndErrorDirectivesStopTheCell() {
        XCTAssertTrue(notes("#warning(\"tidy this\")\nlet x = 1").contains("note: warning: tidy this (line 1)"))
        XCTAssertEqual(CellRunner().error("#error(\"not on this machine\")\nlet x = 1")?.name, "SyntaxError")
    }
}
