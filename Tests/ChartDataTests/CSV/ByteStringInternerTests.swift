import XCTest
@testable import ChartData

/// Text columns of mostly distinct values stop being deduplicated while loading; grouping,
/// masks and sorting must still treat equal texts as equal.
final class ByteStringInternerTests: XCTestCase {
    private func distinctThenRepeated() throws -> DataFrame {
        let distinct = (0..<5000).map { "name\($0)" }
        let repeated = ["name7", "name7", "name4999"]
        return try DataFrame(csvText: "name\n" + (distinct + repeated).joined(separator: "\n") + "\n")
    }

    func testGroupingMergesEqualTextsAfterInterningStops() throws {
        let counts = try distinctThenRepeated().grouped(by: "name").counts(order: .descending)
        XCTAssertEqual(counts.shape.rows, 5000)
        XCTAssertEqual(Array(counts["name", String.self].prefix(2)), ["name7", "name4999"])
        XCTAssertEqual(Array(counts["count", Int.self].prefix(3)), [3, 2, 1])
    }

    func testMasksAndSortingTreatEqualTextsAsEqualAfterInterningStops() throws {
        var frame = try distinctThenRepeated()
        frame.append(column: Column<Int>(name: "row", contents: Array(0..<frame.shape.rows)))
        let sevens = frame[frame["name", String.self] == "name7"].sorted(on: "name")
        XCTAssertEqual(Array(sevens["row", Int.self]), [7, 5000, 5001])
    }

    func testFewDistinctValuesAreStoredOnceEvenInLongColumns() throws {
        let cells = (0..<10_000).map { ["Math", "Art", "Music"][$0 % 3] }
        let column = try DataFrame(csvText: "s\n" + cells.joined(separator: "\n"))["s"]
        guard case .text(let values) = column.contents else { return XCTFail("expected text") }
        XCTAssertEqual(values.dictionary, ["Math", "Art", "Music"])
    }
}

/// Fields of every length from 0 to 17 bytes, within the file's first 8 bytes and past them,
/// differing only in their last byte: the word-at-a-time tail of the hash and of the compare
/// keeps them apart and finds each again.
final class ByteStringInternerTailTests: XCTestCase {
    func testFieldsDifferingInTheirLastByteAreDistinctAndRepeatsAreFound() throws {
        let letters = Array("abcdefghijklmnopq")
        var cells: [String] = []
        for length in 1...17 {
            let stem = String(letters.prefix(length - 1))
            cells += [stem + "x", stem + "y", stem + "x"]
        }
        let frame = try DataFrame(csvText: "s\n" + cells.joined(separator: "\n") + "\n")
        XCTAssertEqual(Array(frame["s", String.self]), cells)
        guard case .text(let values) = frame["s"].contents else { return XCTFail("expected text") }
        XCTAssertEqual(values.dictionary.count, 34)
        XCTAssertEqual(Set(values.dictionary).count, 34)
    }

    func testTailWordEqualsTheBytesReadOneAtATime() {
        let bytes: [UInt8] = Array("0123456789abcdefghij".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return XCTFail("no bytes") }
            for start in 0..<buffer.count {
                for end in start...Swift.min(buffer.count, start + 8) {
                    var expected: UInt64 = 0
                    for position in start..<end { expected |= UInt64(base[position]) << UInt64((position - start) * 8) }
                    XCTAssertEqual(ByteStringInterner.tail(base, start, end), expected, "\(start)..<\(end)")
                }
            }
        }
    }
}
