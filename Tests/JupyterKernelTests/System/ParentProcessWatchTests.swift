import Glibc
import XCTest
@testable import JupyterKernel

final class ParentProcessWatchTests: XCTestCase {
    func testNoWatchWithoutAParentNamed() {
        XCTAssertFalse(ParentProcessWatch.start(parentValue: nil))
        XCTAssertFalse(ParentProcessWatch.start(parentValue: "not a pid"))
        XCTAssertFalse(ParentProcessWatch.start(parentValue: "1"), "init is nobody's Jupyter server")
    }

    func testNoWatchWhenTheNamedProcessIsNotTheParent() {
        XCTAssertFalse(ParentProcessWatch.start(parentValue: String(getpid())))
    }
}
