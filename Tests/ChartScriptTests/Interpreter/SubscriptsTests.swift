import XCTest
@testable import ChartScript

/// `container[index]` read, written and changed in place as Swift does: arrays and their
/// slices, dictionaries, nested collections and declared subscripts.
final class SubscriptsTests: XCTestCase {
    func testArrayElementsAreReadWrittenAndChangedInPlace() {
        assertCell("""
            var a = [1, 2, 3]
            a[1] += 10
            a[0] = a[2] * 2
            var words = ["x", "y"]
            words[1] += "z"
            var mixed: [Any] = [1, "two"]
            mixed[0] = 3.5
            [a[0], a[1], a[2], words[1].count, mixed.count]
            """, gives: "[6, 12, 3, 2, 2]")
    }

    func testASliceKeepsItsBasesIndices() {
        assertCell("let a = [10, 20, 30, 40]\nlet tail = a[2...]\n[tail[2], tail[3]]", gives: "[30, 40]")
        XCTAssertEqual(CellRunner().error("let a = [10, 20, 30, 40]\nlet tail = a[2...]\ntail[0]")?.name, "IndexError")
    }

    func testAnIndexOutOfRangeIsAnErrorAndLeavesTheArrayAsItWas() {
        let runner = CellRunner()
        runner.run("var a = [1, 2, 3]")
        XCTAssertEqual(runner.error("a[3] = 9")?.name, "IndexError")
        XCTAssertEqual(runner.error("a[-1] += 1")?.name, "IndexError")
        XCTAssertEqual(runner.error("a[5]")?.name, "IndexError")
        XCTAssertEqual(runner.run("a"), "[1, 2, 3]")
    }

    func testDictionaryEntriesAreReadAddedRemovedAndCounted() {
        assertCell("""
            var counts: [String: Int] = [:]
            for word in ["a", "b", "a"] { counts[word, default: 0] += 1 }
            var scores = ["x": 1, "gone": 2]
            scores["gone"] = nil
            scores["y"] = 5
            scores["y"]! += 2
            [counts["a"], counts["b"], counts["c"], scores["y"], scores["gone"], scores["x"]]
            """, gives: "[Optional(2), Optional(1), nil, Optional(7), nil, Optional(1)]")
    }

    func testNestedArraysChangeInPlace() {
        assertCell("var grid = [[0, 0], [0, 0]]\ngrid[1][0] = 4\ngrid[0][1] += 2\ngrid", gives: "[[0, 2], [4, 0]]")
    }

    func testDeclaredSubscriptsOfAClassChangeThroughALet() {
        assertCell("""
            class Row {
                var items = [1, 2]
                subscript(i: Int) -> Int {
                    get { items[i] }
                    set { items[i] = newValue }
                }
            }
            let row = Row()
            row[1] = 7
            row[0] += 3
            row.items
            """, gives: "[4, 7]")
    }

    func testAnElementOfALetArrayCannotBeAssigned() {
        XCTAssertNotNil(CellRunner().error("let fixed = [1, 2]\nfixed[0] = 5"))
    }
}
