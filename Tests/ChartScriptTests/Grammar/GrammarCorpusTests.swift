import Foundation
import JupyterEngine
import XCTest
@testable import ChartScript

/// Swift Charts programs written as Apple's documentation and tutorials write them (less the
/// `View` around them), run as cells and judged on the SVG contract their header states:
/// `// marks: bar=6, rule=1` (mark elements by `data-mark`), `// legend: A, B` (the legend's
/// texts in order), `// text: Jan, Feb` (texts the picture shows), `// fill: bar=#007AFF,#34C759`
/// (the distinct fills of a kind's marks, in order), `// stroke: rule=#FF3B30`, `// size: 640x300`.
/// The cells test compiles the same programs with swiftc and compares the SVG (Tests/cells).
final class GrammarCorpusTests: XCTestCase {
    static var folder: URL { URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("ChartsCorpus") }

    static var programs: [URL] {
        ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "swift" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    func testTheCorpusHoldsAtLeastThirtyPrograms() {
        XCTAssertGreaterThanOrEqual(Self.programs.count, 30)
    }

    func testEveryProgramDrawsWhatItsHeaderStates() throws {
        for program in Self.programs {
            let code = try String(contentsOf: program, encoding: .utf8)
            let name = program.lastPathComponent
            let runner = CellRunner()
            let result = runner.outcome(code)
            guard case .success(let bundle) = result, let svg = bundle?.chartSVG else {
                if case .failure(let error) = result { XCTFail("\(name): \(error.name): \(error.value)") } else { XCTFail("\(name): no chart") }
                continue
            }
            XCTAssertEqual(runner.context.stderr, "", "\(name) wrote to standard error")
            let contract = SVGContract(svg)
            for line in code.split(separator: "\n") where line.hasPrefix("// ") {
                let parts = line.dropFirst(3).split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard parts.count == 2 else { continue }
                let items = parts[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                switch parts[0] {
                case "marks":
                    var expected: [String: Int] = [:]
                    for item in items { let pair = item.split(separator: "="); expected[String(pair[0])] = Int(pair[1]) }
                    XCTAssertEqual(contract.counts, expected, "\(name): mark elements")
                case "legend":
                    XCTAssertEqual(contract.legend, items, "\(name): legend")
                case "text":
                    for text in items { XCTAssertTrue(contract.texts.contains(text), "\(name): no text '\(text)' in \(contract.texts)") }
                case "size":
                    XCTAssertEqual("\(contract.width)x\(contract.height)", parts[1], "\(name): size")
                case "fill", "stroke":
                    let pair = parts[1].split(separator: "=", maxSplits: 1)
                    let kind = String(pair[0]), colors = pair[1].split(separator: ",").map(String.init)
                    var seen: [String] = []
                    for mark in contract.marks where mark.kind == kind {
                        if let paint = parts[0] == "fill" ? mark.fill : mark.stroke, !seen.contains(paint) { seen.append(paint) }
                    }
                    XCTAssertEqual(seen, colors, "\(name): \(parts[0]) of \(kind)")
                default:
                    continue
                }
            }
            if ProcessInfo.processInfo.environment["GRAMMAR_CORPUS_OUT"] != nil, let folder = ProcessInfo.processInfo.environment["GRAMMAR_CORPUS_OUT"] {
                try svg.write(toFile: folder + "/" + name.replacingOccurrences(of: ".swift", with: ".svg"), atomically: true, encoding: .utf8)
            }
        }
    }
}
