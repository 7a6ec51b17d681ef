import ChartCore
import Foundation
import JupyterEngine
import XCTest
@testable import ChartScript

/// The ChartScript steps of adding a chart kind (docs/architecture.md), checked for every
/// type that ChartCore declares as a `Chart`: it is in the binding table with an initialiser
/// and a rich display, an XY chart has the shared axis options, its initialiser's example
/// runs and shows as an interactive widget, and docs/language.md lists it.
final class ChartKindBindingTests: XCTestCase {
    /// Every `Chart` conformance declared in Sources/ChartCore: the type's name, and whether it
    /// is an `XYChart`.
    private func declaredChartTypes() throws -> [(name: String, isXY: Bool)] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let declaration = try NSRegularExpression(
            pattern: #"(?:struct|class|enum)\s+(\w+)\s*:\s*([^{]*\b(?:Chart|XYChart)\b[^{]*)\{"#)
        var found: [(String, Bool)] = []
        let files = FileManager.default.enumerator(at: root.appendingPathComponent("Sources/ChartCore"), includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let name = Range(match.range(at: 1), in: text), let conformances = Range(match.range(at: 2), in: text) else { continue }
                found.append((String(text[name]), text[conformances].contains("XYChart")))
            }
        }
        return found.sorted { $0.0 < $1.0 }
    }

    func testEveryChartKindIsBoundWithAnInitializerAndARichDisplay() throws {
        let kinds = try declaredChartTypes()
        XCTAssertGreaterThanOrEqual(kinds.count, 4)
        for kind in kinds {
            let type = try XCTUnwrap(BindingTable.shared.types[kind.name], "\(kind.name) is not in the binding table")
            XCTAssertFalse(type.initializers.isEmpty, "\(kind.name) has no initialiser")
            XCTAssertNotNil(type.richDisplay, "\(kind.name) has no rich display (ChartBindings.registerCommon)")
            for name in ["title", "width", "height", "theme", "legend", "svg", "textSummary"] {
                XCTAssertNotNil(type.properties[name], "\(kind.name).\(name) is not bound")
            }
            guard kind.isXY else { continue }
            for name in ["xAxisTitle", "yAxisTitle", "yRange", "showsGridLines", "yLabelPrefix", "yLabelSuffix",
                         "yLabelFormat", "yLabelCount", "seriesName"] {
                XCTAssertNotNil(type.properties[name], "\(kind.name).\(name) is not bound (XYChartBindings.registerAxisOptions)")
            }
        }
    }

    func testEveryChartKindsExampleShowsAsAnInteractiveWidget() throws {
        for kind in try declaredChartTypes() {
            let type = try XCTUnwrap(BindingTable.shared.types[kind.name])
            let initializer = try XCTUnwrap(type.initializers.first { initializer in
                initializer.parameters.allSatisfy { $0.type != "Any" && $0.type != TableValues.tableTypeName }
            }, "\(kind.name) has no initialiser from plain values")
            let engine = ChartScriptEngine()
            let context = CommRecordingContext()
            let code = "interactive(\(initializer.documentation.example))"
            if case .failure(let error) = engine.execute(ExecuteRequest(code: code), context: context) {
                XCTFail("\(code): \(error.name): \(error.value)")
            }
            XCTAssertEqual(context.opened.count, 1, "\(code) opened no widget")
        }
    }

    func testEveryChartKindIsListedInTheLanguageReference() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let reference = try String(contentsOf: root.appendingPathComponent("docs/language.md"), encoding: .utf8)
        for kind in try declaredChartTypes() {
            XCTAssertTrue(reference.contains("- `\(kind.name)("), "docs/language.md does not list \(kind.name)")
        }
    }
}
