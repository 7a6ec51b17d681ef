import XCTest
@testable import ChartScript

/// Declared types across cells and in the notebook's tools: completion, inspection, help,
/// errors located in the cell that declared a method, redeclaration, and the checks Swift
/// makes before a program runs.
final class DeclaredTypesSessionTests: XCTestCase {
    private let model = """
        enum Subject: String, CaseIterable { case math = "Math", art = "Art" }
        struct Student {
            var name: String
            var subject: Subject
            var age: Int
            var isAdult: Bool { age >= 18 }
            func greeting(for other: String) -> String { "\\(name) greets \\(other)" }
        }
        let ada = Student(name: "Ada", subject: .math, age: 19)
        """

    func testCompletionListsMembersOfDeclaredValuesAndTypes() {
        let runner = CellRunner()
        runner.run(model)
        let code = "ada."
        let members = runner.engine.complete(code: code, cursorPosition: code.unicodeScalars.count).matches
        XCTAssertTrue(Set(["name", "subject", "age", "isAdult", "greeting"]).isSubset(of: Set(members)), "\(members)")
        let statics = runner.engine.complete(code: "Subject.", cursorPosition: 8).matches
        XCTAssertTrue(Set(["math", "art", "allCases"]).isSubset(of: Set(statics)), "\(statics)")
        XCTAssertTrue(runner.engine.complete(code: "Stu", cursorPosition: 3).matches.contains("Student"))
    }

    func testInspectionShowsTheDeclarationAndMemberSignatures() throws {
        let runner = CellRunner()
        runner.run(model)
        let type = try XCTUnwrap(runner.engine.inspect(code: "Student", cursorPosition: 3, detailLevel: 0)?.plainText)
        XCTAssertTrue(type.contains("struct Student {"), type)
        XCTAssertTrue(type.contains("var name: String"), type)
        XCTAssertTrue(type.contains("func greeting(for other: String) -> String"), type)
        let member = try XCTUnwrap(runner.engine.inspect(code: "ada.greeting", cursorPosition: 12, detailLevel: 0)?.plainText)
        XCTAssertTrue(member.hasPrefix("func greeting(for other: String) -> String"), member)
        runner.run("help(Student)")
        XCTAssertTrue(runner.context.pages.last?.plainText?.contains("var age: Int") ?? false)
    }

    func testAnErrorInAMethodShowsTheLineOfTheCellThatDeclaredIt() throws {
        let runner = CellRunner()
        runner.run("struct Grades {\n    var values: [Int]\n    func third() -> Int {\n        return values[2]\n    }\n}")
        let error = try XCTUnwrap(runner.error("let g = Grades(values: [1])\nprint(g.third())"))
        XCTAssertEqual(error.name, "IndexError")
        XCTAssertTrue(error.value.contains("of the cell that declared it"), error.value)
        XCTAssertTrue(error.traceback.contains { $0.contains("return values[2]") }, "\(error.traceback)")
    }

    func testValuesOfAnOlderDeclarationKeepWorkingAfterARedeclaration() {
        let runner = CellRunner()
        runner.run("struct Point { var x: Int; func doubled() -> Int { x * 2 } }\nlet old = Point(x: 2)")
        runner.run("struct Point { var x: Int; var y: Int }")
        XCTAssertEqual(runner.run("old.doubled()"), "4")
        XCTAssertEqual(runner.run("Point(x: 1, y: 2)"), "Point(x: 1, y: 2)")
        XCTAssertEqual(runner.run("old"), "Point(x: 2)")
    }

    func testSwiftsChecksBeforeAnythingRuns() {
        let runner = CellRunner()
        runner.run("enum Light { case red, amber, green }")
        let missing = runner.error("print(\"ran\")\nlet light = Light.red\nswitch light {\ncase .red: print(1)\ncase .green: print(2)\n}")
        XCTAssertEqual(missing?.name, "TypeError")
        XCTAssertTrue(missing?.value.contains("'.amber'") ?? false, missing?.value ?? "")
        XCTAssertEqual(runner.context.stdout, "", "nothing runs when a switch misses a case")
        let conformance = runner.error("print(\"ran\")\nprotocol Shape { var area: Double { get } }\nstruct Blob: Shape { var size = 1.0 }")
        XCTAssertTrue(conformance?.value.contains("does not conform to protocol 'Shape'") ?? false, conformance?.value ?? "")
        XCTAssertEqual(runner.context.stdout, "")
    }

    func testAGenericConstraintIsCheckedAndNamed() {
        let runner = CellRunner()
        runner.run("func largest<T: Comparable>(_ values: [T]) -> T { values.max()! }\nstruct Box { var size: Int }")
        let error = runner.error("largest([Box(size: 1)])")
        XCTAssertEqual(error?.value.hasPrefix("global function 'largest(_:)' requires that 'Box' conform to 'Comparable'"), true, error?.value ?? "")
    }

    func testAReferenceCycleDoesNotCrashAndWeakReferencesLetGo() {
        let runner = CellRunner()
        runner.run("""
            class Person { let name: String; var apartment: Apartment?; init(name: String) { self.name = name }; deinit { print("\\(name) is gone") } }
            class Apartment { let unit: String; weak var tenant: Person?; init(unit: String) { self.unit = unit } }
            var john: Person? = Person(name: "John")
            var unit4A: Apartment? = Apartment(unit: "4A")
            john!.apartment = unit4A
            unit4A!.tenant = john
            john = nil
            print(unit4A!.tenant == nil)
            """)
        XCTAssertEqual(runner.context.stdout, "John is gone\ntrue\n")
        runner.run("class Node { var next: Node? }\nvar a: Node? = Node()\na!.next = a\na = nil")
        XCTAssertEqual(runner.run("1 + 1"), "2")
    }

    func testValueSemanticsHoldInsideCollectionsAndClosures() {
        let runner = CellRunner()
        runner.run("struct Counter { var count = 0; mutating func tick() { count += 1 } }")
        XCTAssertEqual(runner.run("var a = Counter()\nlet show = { [a] in a.count }\na.tick()\n[show(), a.count]"), "[0, 1]")
        XCTAssertEqual(runner.run("var list = [Counter()]\nvar copy = list\nlist[0].tick()\n[list[0].count, copy[0].count]"), "[1, 0]")
        XCTAssertEqual(runner.run("var byName = [\"x\": Counter()]\nbyName[\"x\"]!.tick()\nbyName[\"x\"]!.count"), "1")
    }
}
