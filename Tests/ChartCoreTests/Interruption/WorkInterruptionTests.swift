import Synchronization
import XCTest
import ChartCore

/// The test a program installs is what long computations ask; a poll asks once per interval.
final class WorkInterruptionTests: XCTestCase {
    override func tearDown() {
        WorkInterruption.install(nil)
    }

    func testWithoutATestNothingIsRequested() {
        WorkInterruption.install(nil)
        XCTAssertFalse(WorkInterruption.isRequested)
    }

    func testTheInstalledTestAnswers() {
        let raised = Atomic<Bool>(false)
        WorkInterruption.install { raised.load(ordering: .relaxed) }
        XCTAssertFalse(WorkInterruption.isRequested)
        raised.store(true, ordering: .relaxed)
        XCTAssertTrue(WorkInterruption.isRequested)
    }

    func testAPollAsksOncePerIntervalAndStaysStopped() {
        let asked = Atomic<Int>(0)
        WorkInterruption.install { asked.add(1, ordering: .relaxed); return true }
        var poll = WorkInterruption.Poll(interval: 100)
        for _ in 1..<100 { XCTAssertFalse(poll.shouldStop()) }
        XCTAssertEqual(asked.load(ordering: .relaxed), 0)
        XCTAssertTrue(poll.shouldStop())
        XCTAssertTrue(poll.shouldStop())
        XCTAssertEqual(asked.load(ordering: .relaxed), 1)
        XCTAssertTrue(poll.isStopped)
    }
}
