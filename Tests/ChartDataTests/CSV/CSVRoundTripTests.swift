import XCTest
@testable import ChartData

/// Random tables written the way RFC 4180 says (quoting fields with commas, quotes and line
/// breaks) read back cell for cell, whatever the line ends.
final class CSVRoundTripTests: XCTestCase {
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    private static let pieces = ["a", "Math", ",", "\"", "\n", "\r\n", " ", "é", "東", "x y", "\"\"", "1"]

    private func randomCell(_ generator: inout Generator) -> String {
        // Always starts with a letter so that no column is read as numbers or dates.
        "t" + (0..<generator.next(4)).map { _ in Self.pieces[generator.next(Self.pieces.count)] }.joined()
    }

    private func encoded(_ cell: String) -> String {
        let needsQuotes = cell.contains(",") || cell.contains("\"") || cell.contains("\n") || cell.contains("\r")
        return needsQuotes ? "\"" + cell.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : cell
    }

    func testRandomTablesReadBackExactly() throws {
        var generator = Generator(state: 42)
        for round in 0..<200 {
            let columnCount = 1 + generator.next(5), rowCount = generator.next(20)
            let header = (0..<columnCount).map { "c\($0)" }
            let rows = (0..<rowCount).map { _ in (0..<columnCount).map { _ in randomCell(&generator) } }
            let lineEnd = round % 2 == 0 ? "\n" : "\r\n"
            var text = ([header] + rows).map { $0.map(encoded).joined(separator: ",") }.joined(separator: lineEnd)
            if round % 3 == 0 { text += lineEnd }
            let table = try Table(csvText: text)
            XCTAssertEqual(table.columnNames, header, "round \(round)")
            XCTAssertEqual(table.rowCount, rowCount, "round \(round)")
            for (index, name) in header.enumerated() {
                XCTAssertEqual(try table[name].strings, rows.map { $0[index] }, "round \(round)")
            }
        }
    }
}
