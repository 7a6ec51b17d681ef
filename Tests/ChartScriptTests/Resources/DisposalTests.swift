import Dispatch
import XCTest
#if canImport(Glibc)
import Glibc
#endif
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

    func testTheValueIsTakenAndFreedElsewhereAtTheLowestPriority() {
        let freed = DispatchSemaphore(value: 0)
        final class Seen: @unchecked Sendable { var onMain: Bool?; var niceness: Int32? }
        let seen = Seen()
        var items = [Tracked(freed: freed, thread: { onMain in
            seen.onMain = onMain
            #if canImport(Glibc)
            seen.niceness = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
            #endif
        })]
        Disposal.later(&items, replacingWith: [])
        XCTAssertTrue(items.isEmpty)
        XCTAssertEqual(freed.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(seen.onMain, false)
        #if canImport(Glibc)
        XCTAssertEqual(seen.niceness, 19, "freeing must not compete with the cell thread")
        #endif
    }

    func testOnlyNumbersAndStringsCountAsPlain() {
        XCTAssertTrue(Disposal.holdsPlainElements(.range(0, 10)))
        XCTAssertTrue(Disposal.holdsPlainElements(.array(ArrayValue(.strings(["a"])))))
        XCTAssertFalse(Disposal.holdsPlainElements(.array(ArrayValue(keeping: [.int(1)]))))
        XCTAssertFalse(Disposal.holdsPlainElements(.string("abc")))
    }
}
