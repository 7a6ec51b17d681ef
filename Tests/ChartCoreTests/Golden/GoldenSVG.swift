import Foundation
import XCTest

/// Golden SVG files of every chart kind, kept in Tests/ChartCoreTests/Golden/SVG.
///
/// When a change to the drawing is intended, regenerate them with
/// `UPDATE_GOLDEN=1 swift test --filter ChartCoreTests` (or a narrower filter), render them to PNG
/// (`rsvg-convert file.svg -o file.png`) and review the pictures before committing.
enum GoldenSVG {
    /// The folder holding the golden files.
    static var directory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("SVG")
    }

    /// Fails unless `svg` equals the golden file `name`.svg (writes it with UPDATE_GOLDEN=1).
    static func assertMatches(_ svg: String, named name: String, file: StaticString = #filePath, line: UInt = #line) {
        let url = directory.appendingPathComponent(name + ".svg")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try svg.write(to: url, atomically: true, encoding: .utf8)
            } catch {
                XCTFail("could not write \(url.path): \(error)", file: file, line: line)
            }
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            XCTFail("no golden file \(name).svg; create it with UPDATE_GOLDEN=1 swift test --filter ChartCoreTests",
                    file: file, line: line)
            return
        }
        guard svg != expected else { return }
        let actualLines = svg.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let first = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(actualLines.count, expectedLines.count)
        let got = first < actualLines.count ? String(actualLines[first]) : "<end>"
        let wanted = first < expectedLines.count ? String(expectedLines[first]) : "<end>"
        XCTFail("\(name).svg differs at line \(first + 1):\n  got:      \(got)\n  expected: \(wanted)", file: file, line: line)
    }
}

/// Short queries over a parsed SVG for the bar and pie tests.
enum ParsedSVG {
    /// Whether `svg` is well-formed XML.
    static func isWellFormed(_ svg: String) -> Bool {
        SVGParsing.parse(svg) != nil
    }

    /// Every element's name and attributes, in document order (none when not well-formed).
    static func elements(in svg: String) -> [(name: String, attributes: [String: String])] {
        SVGParsing.parse(svg)?.elements.map { ($0.name, $0.attributes) } ?? []
    }

    /// The text of every element named `name`, in document order.
    static func texts(of name: String, in svg: String) -> [String] {
        SVGParsing.parse(svg)?.all(name).map(\.text) ?? []
    }
}
