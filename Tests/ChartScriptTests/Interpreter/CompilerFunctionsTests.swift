import XCTest
@testable import ChartScript

/// Closures with capture lists: a weakly captured `self` does not keep its object alive when
/// the closure needs nothing else around it.
final class CompilerFunctionsTests: XCTestCase {
    private let page = """
        final class Page {
            let title = "home"
            lazy var render: () -> String = { [unowned self] in self.title }
            lazy var peek: () -> String = { [weak self] in self?.title ?? "gone" }
            deinit { print("deinit") }
        }
        var page: Page? = Page()
        let render = page!.render
        let peek = page!.peek

        """

    func testAWeaklyCapturedSelfIsReadWhileAlive() {
        assertCell(page + "render() + \" \" + peek()", gives: "\"home home\"")
    }

    func testAWeaklyCapturedSelfBecomesNilAndUnownedIsAnError() {
        let runner = CellRunner()
        XCTAssertEqual(runner.run(page + "page = nil\npeek()"), "\"gone\"")
        XCTAssertEqual(runner.context.stdout, "deinit\n")
        XCTAssertEqual(runner.error("render()")?.name, "FatalError")
    }

    func testAClosureUsingALocalVariableStillRuns() {
        assertCell("final class Box { var n = 1\n func make() -> () -> Int { let extra = 10\n return { [weak self] in (self?.n ?? 0) + extra } } }\nlet box = Box()\nbox.make()()", gives: "11")
    }
}
