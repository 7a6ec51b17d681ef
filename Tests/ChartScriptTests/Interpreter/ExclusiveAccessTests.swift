import XCTest
@testable import ChartScript

/// A variable passed `&` belongs to the call until it returns: another read or write of it
/// is an ExclusivityError (swiftc refuses or the program stops), and code without overlap
/// runs as before.
final class ExclusiveAccessTests: XCTestCase {
    private let overlap = "error: ExclusivityError: overlapping accesses to"

    func testReadingTheVariablePassedInoutIsAConflict() {
        let code = "var stepSize = 1\nfunc increment(_ number: inout Int) { number += stepSize }\nincrement(&stepSize)"
        assertCell(code, gives: "\(overlap) 'stepSize': it was passed with '&', so nothing else may read or change it until the call returns (Swift stops with 'Simultaneous accesses') (at line 3, column 1)")
    }

    func testWritingOrKeepingTheVariablePassedInoutIsAConflict() {
        XCTAssertEqual(CellRunner().error("var s = 1\nfunc f(_ n: inout Int) { s = 5; n += 1 }\nf(&s)")?.name, "ExclusivityError")
        XCTAssertEqual(CellRunner().error("var s = 1\nvar kept: [Int] = []\nfunc f(_ n: inout Int) { kept.append(s) }\nf(&s)")?.name, "ExclusivityError")
        XCTAssertEqual(CellRunner().error("var s = 1\nfunc f(_ n: inout Int) { print(s) }\nf(&s)")?.name, "ExclusivityError")
        XCTAssertEqual(CellRunner().error("var total = 1\nstruct Counter { var n = 0; mutating func add(_ x: inout Int) { n += total } }\nvar c = Counter()\nc.add(&total)")?.name, "ExclusivityError")
    }

    func testTheVariableKeepsItsValueAfterAConflict() {
        let runner = CellRunner()
        _ = runner.error("var stepSize = 1\nfunc increment(_ number: inout Int) { number += stepSize }\nincrement(&stepSize)")
        XCTAssertEqual(runner.run("stepSize"), "1")
    }

    func testOverlappingInoutArgumentsAreRefusedBeforeTheCellRuns() {
        assertCell("print(\"ran\")\nvar a = 1\nswap(&a, &a)", gives: "\(overlap) 'a': one call cannot take it with '&' twice (at line 3, column 1)")
        assertCell("var values = [1, 2]\nswap(&values[0], &values[1])", gives: "\(overlap) 'values': one call cannot take it with '&' twice (swap two elements with values.swapAt(i, j)) (at line 2, column 1)")
        assertCell("func balance(_ x: inout Int, _ y: inout Int) { }\nvar score = 3\nbalance(&score, &score)", gives: "error: TypeError: inout arguments are not allowed to alias each other (at line 3, column 17)")
    }

    func testAMutatingMethodGivenItsOwnReceiverWithAmpersandIsRefused() {
        let player = "struct Player { var health = 10\n mutating func share(with other: inout Player) { health += other.health } }\nvar oscar = Player()\nvar maria = Player()\n"
        assertCell(player + "oscar.share(with: &maria)\noscar.health", gives: "20")
        assertCell(player + "oscar.share(with: &oscar)", gives: "\(overlap) 'oscar': the mutating method 'share' changes it while it is also passed with '&' (at line 5, column 7)")
        assertCell("final class Team { var size = 1\n func merge(_ other: inout Team) { size += other.size } }\nvar team = Team()\nteam.merge(&team)\nteam.size", gives: "2")
    }

    func testSeparateVariablesAndPropertiesDoNotConflict() {
        assertCell("""
            func balance(_ x: inout Int, _ y: inout Int) { let sum = x + y; x = sum / 2; y = sum - x }
            var one = 42, two = 30
            balance(&one, &two)
            struct Pair { var x = 1, y = 4 }
            func spread() -> Pair { var pair = Pair(); balance(&pair.x, &pair.y); return pair }
            var step = 2
            func bump(_ n: inout Int) { n += 1 }
            var copy = step
            bump(&copy)
            step = copy
            swap(&one, &two)
            "\\(one) \\(two) \\(spread()) \\(step)"
            """, gives: "\"36 36 Pair(x: 2, y: 3) 3\"")
    }
}
