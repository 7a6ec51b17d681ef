import Foundation
import XCTest
@testable import ChartScript

/// Swift programs run in the interpreter must print exactly what swiftc's build of them
/// prints, with no note that Swift would refuse them (swiftc did not). The expectations in Tests/Fidelity/expected are recorded from swiftc by
/// Tests/Fidelity/record.py; a program changed since its recording fails here until it is
/// recorded again. `FIDELITY_FILTER=name swift test --filter FidelityTests` runs some.
final class FidelityTests: XCTestCase {
    private static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fidelity")

    func testEveryProgramPrintsWhatSwiftcPrints() throws {
        let programs = try FileManager.default.contentsOfDirectory(atPath: Self.folder.appendingPathComponent("programs").path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertFalse(programs.isEmpty, "no fidelity programs found in \(Self.folder.path)")
        let filter = ProcessInfo.processInfo.environment["FIDELITY_FILTER"] ?? ""
        var guesses = 0
        for name in programs where filter.isEmpty || name.contains(filter) {
            guesses += try check(name)
        }
        // The compiler's own guesses of types the semantic pass did not give (generic
        // declared types called without their arguments, parameter packs, property wrappers …):
        // this bound only comes down as the pass types more.
        XCTAssertLessThanOrEqual(guesses, Self.mostStaticTypeGuesses, "the compiler guessed \(guesses) types the semantic pass did not give")
    }

    /// The most guesses of ``testEveryProgramPrintsWhatSwiftcPrints()`` (66 when set).
    private static let mostStaticTypeGuesses = 66

    /// Runs one program; returns how many types the compiler guessed for it.
    private func check(_ name: String) throws -> Int {
        let stem = String(name.dropLast(".swift".count))
        let source = try String(contentsOf: Self.folder.appendingPathComponent("programs/\(name)"), encoding: .utf8)
        let recorded = try String(contentsOf: Self.folder.appendingPathComponent("expected/\(stem).txt"), encoding: .utf8)
        guard let headerEnd = recorded.firstIndex(of: "\n") else {
            XCTFail("\(stem): the recording has no header")
            return 0
        }
        let header = recorded[..<headerEnd].split(separator: " ")
        let expected = String(recorded[recorded.index(after: headerEnd)...])
        guard header.count == 5, header[0] == "#", header[1] == "source", header[3] == "exit" else {
            XCTFail("\(stem): unreadable header '\(recorded[..<headerEnd])'")
            return 0
        }
        guard header[2] == Self.sourceHash(source) else {
            XCTFail("\(stem): the program changed since it was recorded; run python3 Tests/Fidelity/record.py")
            return 0
        }
        let runner = CellRunner()
        let outcome = runner.outcome(source)
        let guesses = runner.engine.session.staticTypeGuesses
        let printed = runner.context.stdout
        if header[4] == "trap" {
            if case .success = outcome { XCTFail("\(stem): swiftc's program stops with an error, the interpreter's did not") }
        } else if case .failure(let error) = outcome {
            XCTFail("\(stem): \(error.name): \(error.value)")
        }
        // swiftc compiled the program, so a note saying what Swift needs is wrong here.
        let notes = runner.context.stderr.split(separator: "\n").filter { $0.hasPrefix("note: ") && !$0.hasPrefix("note: warning: ") }
        if let note = notes.first { XCTFail("\(stem): the interpreter notes, for Swift that swiftc accepts: \(note)") }
        if printed != expected {
            let printedLines = printed.split(separator: "\n", omittingEmptySubsequences: false)
            let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let line = Array(zip(printedLines, expectedLines)).firstIndex { $0 != $1 } ?? min(printedLines.count, expectedLines.count)
            let got = line < printedLines.count ? String(printedLines[line]) : "(nothing)"
            let wanted = line < expectedLines.count ? String(expectedLines[line]) : "(nothing)"
            XCTFail("\(stem): line \(line + 1) is\n  \(got)\nswiftc prints\n  \(wanted)")
        }
        return guesses
    }

    /// 64-bit FNV-1a of the UTF-8 source, as record.py computes it.
    static func sourceHash(_ text: String) -> String {
        var value: UInt64 = 0xcbf29ce484222325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x100000001b3
        }
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
