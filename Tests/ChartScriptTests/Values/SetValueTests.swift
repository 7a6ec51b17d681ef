import XCTest
@testable import ChartScript

/// A set keeps its elements in insertion order without sorting them per read; removals leave
/// holes that never show, and reused call results never change under a cell that kept one.
final class SetValueTests: XCTestCase {
    private func ints(_ set: SetValue) -> [Int] {
        set.values.compactMap { if case .int(let number) = $0 { return number } else { return nil } }
    }

    func testElementsComeInInsertionOrder() throws {
        var set = SetValue()
        for number in [5, 3, 9, 3, 1, 5] { _ = try set.insert(.int(number)) }
        XCTAssertEqual(ints(set), [5, 3, 9, 1])
        XCTAssertEqual(set.count, 4)
        XCTAssertEqual(set.first.flatMap { if case .int(let n) = $0 { return n } else { return nil } }, 5)
    }

    func testRemovalKeepsTheOrderOfTheRestAndReinsertionGoesLast() throws {
        var set = try SetValue((0..<6).map { .int($0) })
        XCTAssertNotNil(try set.remove(.int(2)))
        XCTAssertNil(try set.remove(.int(2)))
        XCTAssertEqual(ints(set), [0, 1, 3, 4, 5])
        XCTAssertFalse(try set.contains(.int(2)))
        XCTAssertTrue(try set.insert(.int(2)))
        XCTAssertEqual(ints(set), [0, 1, 3, 4, 5, 2])
        XCTAssertNotNil(try set.remove(.int(0)))
        XCTAssertEqual(set.first.flatMap { if case .int(let n) = $0 { return n } else { return nil } }, 1)
        // The last elements go outright, with the holes before them.
        for number in [4, 5, 2] { XCTAssertNotNil(try set.remove(.int(number))) }
        XCTAssertEqual(ints(set), [1, 3])
        XCTAssertEqual(set.count, 2)
    }

    func testManyRemovalsCompactAndKeepTheOrder() throws {
        var set = try SetValue((0..<1_000).map { .int($0) })
        for number in 0..<1_000 where number % 10 != 0 { XCTAssertNotNil(try set.remove(.int(number))) }
        XCTAssertEqual(ints(set), Array(stride(from: 0, to: 1_000, by: 10)))
        XCTAssertEqual(set.count, 100)
        XCTAssertTrue(try set.insert(.int(1)))
        XCTAssertEqual(ints(set).last, 1)
        for number in stride(from: 0, to: 1_000, by: 10) { XCTAssertNotNil(try set.remove(.int(number))) }
        XCTAssertEqual(ints(set), [1])
    }

    func testSameElementsInAnyOrder() throws {
        let a = try SetValue([.int(1), .int(2), .int(3)])
        var b = try SetValue([.int(3), .int(9), .int(1), .int(2)])
        XCTAssertFalse(a.hasSameElements(as: b))
        _ = try b.remove(.int(9))
        XCTAssertTrue(a.hasSameElements(as: b))
    }

    func testAReusedTupleIsNeverChangedWhileSomethingHoldsIt() {
        let tuples = ReusedTuples()
        let kept = tuples.pair(.setInsert, labels: ["inserted", "memberAfterInsert"], .bool(true), .int(1))
        let next = tuples.pair(.setInsert, labels: ["inserted", "memberAfterInsert"], .bool(false), .int(2))
        XCTAssertEqual(kept.printed, "(inserted: true, memberAfterInsert: 1)")
        XCTAssertEqual(next.printed, "(inserted: false, memberAfterInsert: 2)")
        guard case .tuple(let keptTuple) = kept, case .tuple(let nextTuple) = next else { return XCTFail("tuples") }
        XCTAssertFalse(keptTuple === nextTuple)
    }

    func testAReusedTupleDroppedByTheCellIsRefilled() {
        let tuples = ReusedTuples()
        var identity: ObjectIdentifier?
        do {
            let value = tuples.pair(.setInsert, labels: ["inserted", "memberAfterInsert"], .bool(true), .int(1))
            if case .tuple(let tuple) = value { identity = ObjectIdentifier(tuple) }
        }
        let again = tuples.pair(.setInsert, labels: ["inserted", "memberAfterInsert"], .bool(false), .int(2))
        guard case .tuple(let tuple) = again else { return XCTFail("tuple") }
        XCTAssertEqual(ObjectIdentifier(tuple), identity)
        XCTAssertEqual(again.printed, "(inserted: false, memberAfterInsert: 2)")
    }
}
