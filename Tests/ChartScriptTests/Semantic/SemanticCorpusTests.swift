import Foundation
import XCTest
@testable import ChartScript

/// The semantic pass never refuses Swift that swiftc accepts: run alone (without the
/// interpreter) over every fidelity program, every notebook's cells in order and every
/// ```swift block of README.md and docs/*.md (each file as one session, as the cells tests
/// compile them), it reports nothing.
final class SemanticCorpusTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testNoDiagnosticOnAnyProgramOrCellSwiftcCompiles() throws {
        var sessions: [(name: String, cells: [String])] = []
        let programs = Self.repository.appendingPathComponent("Tests/Fidelity/programs")
        for name in try FileManager.default.contentsOfDirectory(atPath: programs.path).sorted() where name.hasSuffix(".swift") {
            sessions.append((name, [try String(contentsOf: programs.appendingPathComponent(name), encoding: .utf8)]))
        }
        let notebooks = Self.repository.appendingPathComponent("notebooks")
        for name in try FileManager.default.contentsOfDirectory(atPath: notebooks.path).sorted() where name.hasSuffix(".ipynb") {
            sessions.append((name, try NotebookDocument(contentsOf: notebooks.appendingPathComponent(name).path).cells))
        }
        let docs = Self.repository.appendingPathComponent("docs")
        let pages = [Self.repository.appendingPathComponent("README.md")]
            + (try FileManager.default.contentsOfDirectory(atPath: docs.path).sorted().filter { $0.hasSuffix(".md") }.map { docs.appendingPathComponent($0) })
        for page in pages {
            let cells = try NotebookDocument(contentsOf: page.path).cells
            if !cells.isEmpty { sessions.append((page.lastPathComponent, cells)) }
        }
        var cellCount = 0, unparsed = 0, diagnostics: [String] = []
        for session in sessions {
            let context = Self.sessionContext()
            for (index, cell) in session.cells.enumerated() {
                cellCount += 1
                var parser: Parser
                do {
                    parser = try Parser(source: cell, customOperators: [:], precedenceGroups: [:], cell: index + 1)
                } catch {
                    unparsed += 1
                    continue
                }
                guard let statements = try? parser.parseProgram() else {
                    // Operators an earlier cell declared: the kernel's own runs of these files cover them.
                    unparsed += 1
                    continue
                }
                let checker = TypeChecker(world: context.snapshot, callSites: parser.callSites,
                                          assignmentOperators: parser.assignmentOperators, blockEnds: parser.blockEnds)
                for diagnostic in checker.check(cell: statements) {
                    diagnostics.append("\(session.name) cell \(index + 1) line \(diagnostic.location.line): \(diagnostic.message)")
                }
                context.commit(checker.world)
            }
        }
        XCTAssertGreaterThan(cellCount, 300, "the corpus was not found")
        XCTAssertEqual(diagnostics, [], "the semantic pass refuses Swift that swiftc compiles")
        XCTAssertLessThan(unparsed, 5, "cells the test could not parse on their own")
        print("SemanticCorpusTests: \(sessions.count) files, \(cellCount) cells (\(unparsed) not parsed alone), \(diagnostics.count) diagnostics")
    }

    /// A session's context: it starts from the standard declarations every session has.
    private static func sessionContext() -> SemanticContext {
        SemanticContext()
    }
}
