import XCTest
@testable import ChartScript

final class ArrayValueTests: XCTestCase {
    func testASliceKeepsItsBaseIndices() throws {
        let array = ArrayValue(.ints([10, 20, 30, 40]))
        let slice = try array.slice(1..<3)
        XCTAssertTrue(slice.isSlice)
        XCTAssertEqual(slice.startIndex, 1)
        XCTAssertEqual(slice.endIndex, 3)
        XCTAssertEqual(try slice.element(atIndex: 2).printed, "30")
        XCTAssertThrowsError(try slice.element(atIndex: 0))
        XCTAssertThrowsError(try slice.slice(0..<2))
        XCTAssertEqual(try slice.slice(2..<3).startIndex, 2)
        XCTAssertEqual(slice.rebased.startIndex, 0)
        XCTAssertFalse(slice.rebased.isSlice)
    }

    func testMutationsThatRebuildTheStorageKeepASlicesIndices() throws {
        var slice = try ArrayValue(.ints([1, 2, 3])).slice(1..<3)
        try slice.append(.double(2.5))
        XCTAssertEqual(slice.startIndex, 1)
        try slice.insert(.string("x"), at: 0)
        XCTAssertEqual(slice.startIndex, 1)
        XCTAssertEqual(try slice.removeFirst().printed, "x")
        XCTAssertEqual(slice.startIndex, 2)
    }

    func testSlicesDoNotMakeValuesLarger() {
        // Values are copied everywhere in the interpreter; a slice's start must not make an
        // array, or a value, larger than the dictionary (three words) already makes it.
        XCTAssertLessThanOrEqual(MemoryLayout<ArrayValue>.size, 16)
        XCTAssertLessThanOrEqual(MemoryLayout<ArrayValue>.size, MemoryLayout<DictionaryValue>.size)
        XCTAssertLessThanOrEqual(MemoryLayout<Value>.stride, 32)
    }
}
