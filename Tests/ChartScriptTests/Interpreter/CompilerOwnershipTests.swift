import XCTest
@testable import ChartScript

/// `consume`, `copy`, `discard self` and noncopyable values: Swift's errors where the cell
/// shows them, and each `deinit` when the value ends.
final class CompilerOwnershipTests: XCTestCase {
    func testAVariableUsedAfterConsumeIsAnErrorBeforeTheCellRuns() {
        assertCell("""
            print("never")
            func f() {
                let items = [1, 2, 3]
                let moved = consume items
                print(items, moved)
            }
            """, gives: "error: TypeError: 'items' used after consume (at line 5, column 11)")
        assertCell("""
            func g() {
                var items = [1]
                let moved = consume items
                items = [2]
                let again = copy moved
                print(items, moved, again)
            }
            g()
            """, gives: "")
    }

    func testConsumingTwiceOrAGlobalIsAnError() {
        assertCell("func g() { let a = [1]; let b = consume a; let c = consume a }",
                   gives: "error: TypeError: 'a' consumed more than once (at line 1, column 52)")
        assertCell("let items = [1]\nlet moved = consume items",
                   gives: "error: TypeError: 'consume' cannot be applied to globals (at line 2, column 13)")
    }

    func testAConsumeInOneBranchLeavesTheOtherBranchItsVariable() {
        assertCell("""
            func pick(_ flag: Bool) -> [Int] {
                let values = [1, 2]
                if flag { return consume values } else { return values + [3] }
            }
            pick(false)
            """, gives: "[1, 2, 3]")
    }

    func testDiscardIsOnlyForSelfOfANoncopyableType() {
        assertCell("struct P { consuming func f() { discard self } }",
                   gives: "error: TypeError: 'discard' applies only to 'self' in a consuming method of a noncopyable type (at line 1, column 33)")
    }

    func testTheWordsStayOrdinaryNamesElsewhere() {
        assertCell("let copy = 2\nfunc consume(_ x: Int) -> Int { x * copy }\nconsume(4)", gives: "8")
    }
}
