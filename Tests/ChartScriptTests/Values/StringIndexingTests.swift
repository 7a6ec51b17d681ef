import XCTest
@testable import ChartScript

final class StringIndexingTests: XCTestCase {
    func testPositionsCountCharactersAndPrintTheirUTF8Offset() throws {
        let text = "héllo"
        guard case .native(let box) = StringIndexing.index(2, in: text), let index = box.payload as? StringIndex else {
            return XCTFail("not a position")
        }
        XCTAssertEqual(index.offset, 2)
        XCTAssertEqual(index.description, "3[utf8]")
        XCTAssertEqual(StringIndexing.index(0, in: text).printed, "0[any]")
        XCTAssertEqual(StringIndexing.allIndices(in: text).map(\.printed), ["0[any]", "1[utf8]", "3[utf8]", "4[utf8]", "5[utf8]"])
    }

    func testReadingGivesCharactersAndSubstrings() throws {
        let text = "e\u{301}tude"
        XCTAssertEqual(try StringIndexing.read(text, at: StringIndexing.index(0, in: text)).printed, "e\u{301}")
        let range = try XCTUnwrap(try StringIndexing.range(from: StringIndexing.index(1, in: text), to: StringIndexing.index(3, in: text), isClosed: false))
        XCTAssertEqual(try StringIndexing.read(text, at: range).printed, "tu")
        let upTo = Value.native(NativeBox(typeName: "PartialRange", payload: PartialRange(lower: nil, upper: 2)))
        XCTAssertEqual(try StringIndexing.read(text, at: upTo).printed, "e\u{301}t")
    }

    func testPositionsOutsideTheTextAreErrorsNotTraps() {
        let text = "abc"
        XCTAssertThrowsError(try StringIndexing.read(text, at: StringIndexing.index(3, in: text)))
        XCTAssertThrowsError(try StringIndexing.read(text, at: .int(-1)))
        let from = Value.native(NativeBox(typeName: "PartialRange", payload: PartialRange(lower: 5, upper: nil)))
        XCTAssertThrowsError(try StringIndexing.read(text, at: from))
        XCTAssertThrowsError(try StringIndexing.replacing(2..<9, of: text, with: "x"))
        XCTAssertThrowsError(try StringIndexing.range(from: StringIndexing.index(2, in: text), to: StringIndexing.index(1, in: text), isClosed: true))
    }

    func testOnlyPositionsMakeRangesAndOrders() throws {
        XCTAssertNil(try StringIndexing.range(from: .int(1), to: .int(2), isClosed: false))
        XCTAssertNil(StringIndexing.order(.int(1), .int(2)))
        XCTAssertEqual(StringIndexing.order(StringIndexing.index(1, in: "ab"), StringIndexing.index(2, in: "ab")), -1)
    }
}
