import Foundation
import XCTest
@testable import ChartScript

/// Swift programs that swiftc refuses must be refused by the kernel too, before any of them
/// runs: an error on the line swiftc names, whose first sentence is swiftc's. The expectations
/// in Tests/Fidelity/rejected/expected are recorded from swiftc by Tests/Fidelity/record_rejected.py;
/// a program changed since its recording fails here until it is recorded again.
/// `REJECTED_FILTER=name swift test --filter RejectedProgramTests` runs some.
final class RejectedProgramTests: XCTestCase {
    private static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fidelity/rejected")

    func testEveryProgramIsRefusedWithSwiftcsErrorBeforeItRuns() throws {
        let programs = try FileManager.default.contentsOfDirectory(atPath: Self.folder.appendingPathComponent("programs").path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertGreaterThanOrEqual(programs.count, 60, "the corpus of ill-typed programs is too small")
        let filter = ProcessInfo.processInfo.environment["REJECTED_FILTER"] ?? ""
        var sameColumn = 0, checked = 0
        for name in programs where filter.isEmpty || name.contains(filter) {
            checked += 1
            if try check(name) { sameColumn += 1 }
        }
        print("RejectedProgramTests: \(checked) programs; same column as swiftc in \(sameColumn)")
    }

    /// Checks one program; returns whether the kernel also gave swiftc's column.
    private func check(_ name: String) throws -> Bool {
        let stem = String(name.dropLast(".swift".count))
        let source = try String(contentsOf: Self.folder.appendingPathComponent("programs/\(name)"), encoding: .utf8)
        let recorded = try String(contentsOf: Self.folder.appendingPathComponent("expected/\(stem).txt"), encoding: .utf8)
        let lines = recorded.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 2, lines[0] == "# source \(FidelityTests.sourceHash(source))" else {
            XCTFail("\(stem): the program changed since it was recorded; run python3 Tests/Fidelity/record_rejected.py")
            return false
        }
        let parts = lines[1].split(separator: ":", maxSplits: 2)
        guard parts.count == 3, let line = Int(parts[0]), let column = Int(parts[1]) else {
            XCTFail("\(stem): unreadable expectation '\(lines[1])'")
            return false
        }
        let expected = Self.firstSentence(of: String(parts[2].dropFirst()))
        let runner = CellRunner()
        guard let error = runner.error(source) else {
            XCTFail("\(stem): runs, but swiftc refuses it: \(line):\(column): \(expected)")
            return false
        }
        XCTAssertEqual(runner.context.stdout, "", "\(stem): part of the program ran before it was refused")
        let place = Self.place(in: error.value)
        let message = Self.firstSentence(of: Self.withoutPlace(error.value))
        if place?.line != line || message != expected {
            XCTFail("\(stem): the kernel says \(place.map { "\($0.line):\($0.column)" } ?? "?"): \(error.name): \(message)\n  swiftc says \(line):\(column): \(expected)")
            return false
        }
        return place?.column == column
    }

    /// The first sentence of a diagnostic: up to its first `; ` or `. `, without a final period
    /// or swiftc's `[#GroupName]` note.
    static func firstSentence(of message: String) -> String {
        var text = message
        if let group = text.range(of: " [#") { text = String(text[..<group.lowerBound]) }
        for separator in ["; ", ". "] {
            if let range = text.range(of: separator) { text = String(text[..<range.lowerBound]) }
        }
        text = text.trimmingCharacters(in: .whitespaces)
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// The line and column in a kernel error's "(at line L, column C)".
    private static func place(in message: String) -> (line: Int, column: Int)? {
        guard let range = message.range(of: "(at line ", options: .backwards) else { return nil }
        let numbers = message[range.upperBound...].split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        guard numbers.count >= 2 else { return nil }
        return (numbers[0], numbers[1])
    }

    private static func withoutPlace(_ message: String) -> String {
        guard let range = message.range(of: " (at line ", options: .backwards) else { return message }
        return String(message[..<range.lowerBound])
    }
}
