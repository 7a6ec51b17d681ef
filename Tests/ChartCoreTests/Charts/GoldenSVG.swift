import Foundation
import XCTest
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Golden SVG files for the bar and pie charts, kept in Tests/ChartCoreTests/Golden.
///
/// When a change to the drawing is intended, regenerate them with
/// `UPDATE_GOLDEN=1 swift test --filter ChartCoreTests`, render them to PNG
/// (`rsvg-convert file.svg -o file.png`) and review the pictures before committing.
enum GoldenSVG {
    /// The folder holding the golden files.
    static var directory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Golden")
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

/// Parses SVG text with Foundation's XML parser.
enum SVGParsing {
    /// Whether `svg` is well-formed XML.
    static func isWellFormed(_ svg: String) -> Bool {
        let parser = XMLParser(data: Data(svg.utf8))
        return parser.parse()
    }

    /// Every element's name and attributes, in document order.
    static func elements(in svg: String) -> [(name: String, attributes: [String: String])] {
        let collector = ElementCollector()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = collector
        _ = parser.parse()
        return collector.elements
    }

    /// The text of every element named `name`, in document order.
    static func texts(of name: String, in svg: String) -> [String] {
        let collector = ElementCollector()
        collector.textElement = name
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = collector
        _ = parser.parse()
        return collector.texts
    }

    private final class ElementCollector: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String])] = []
        var textElement: String?
        var texts: [String] = []
        private var current: String?

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            elements.append((elementName, attributes))
            if elementName == textElement { current = "" }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            current?.append(string)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            if elementName == textElement, let text = current {
                texts.append(text)
                current = nil
            }
        }
    }
}
