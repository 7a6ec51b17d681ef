import Dispatch
import XCTest
@testable import ChartScript

/// What an interrupted built-in made is taken from it at once and freed on another thread.
final class DisposalTests: XCTestCase {
    private final class Tracked: @unchecked Sendable {
        let freed: DispatchSemaphore
        let thread: (Bool) -> Void
        init(freed: DispatchSemaphore, thread: @escaping (Bool) -> Void) { self.freed = freed; self.thread = thread }
        deinit {
            thread(Thread.isMainThread)
            freed.signal()
        }
    }

    func testTheValueIsTakenAndFreedElsewhere() {
        let freed = DispatchSemaphore(value: 0)
        final class Seen: @unchecked Sendable { var onMain: Bool? }
        let seen = Seen()
        var items = [Tracked(freed: freed, thread: { seen.onMain = $0 })]
        Disposal.later(&items, replacingWith: [])
        XCTAssertTrue(items.isEmpty)
        XCTAssertEqual(freed.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(seen.onMain, false)
    }

    func testOnlyNumbersAndStringsCountAsPlain() {
        XCTAssertTrue(Disposal.holdsPlainElements(.range(0, 10)))
        XCTAssertTrue(Disposal.holdsPlainElements(.array(ArrayValue(.strings(["a"])))))
        XCTAssertFalse(Disposal.holdsPlainElements(.array(ArrayValue(keeping: [.int(1)]))))
        XCTAssertFalse(Disposal.holdsPlainElements(.string("abc")))
    }
}
