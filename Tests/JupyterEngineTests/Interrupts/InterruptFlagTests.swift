import Foundation
import JupyterEngine
import XCTest

final class InterruptFlagTests: XCTestCase {
    func testAFlagStartsLoweredAndStaysRaisedUntilLowered() {
        let flag = InterruptFlag()
        XCTAssertFalse(flag.isRaised)
        flag.raise()
        XCTAssertTrue(flag.isRaised)
        flag.raise()
        XCTAssertTrue(flag.isRaised)
        flag.lower()
        XCTAssertFalse(flag.isRaised)
    }

    func testALoopOnOneThreadSeesARaiseFromAnother() {
        let flag = InterruptFlag()
        let stopped = expectation(description: "the loop saw the flag")
        DispatchQueue.global().async {
            while !flag.isRaised {}
            stopped.fulfill()
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { flag.raise() }
        wait(for: [stopped], timeout: 5)
    }
}
