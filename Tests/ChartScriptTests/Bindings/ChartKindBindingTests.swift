import ChartCore
import Foundation
import JupyterEngine
import XCTest
@testable import ChartScript

/// The ChartScript steps of adding a chart kind (docs/architecture.md), checked for every
/// type that ChartCore declares as a `Chart`: it is in the binding table with an initialiser
/// and a rich display, an XY chart has the shared axis options, its values are found from
/// their Swift type, its initialiser's example runs and shows as an interactive widget, a kind
/// that ChartData charts from a table has that initialiser bound, and docs/language.md lists it.
final class ChartKindBindingTests: XCTestCase {
    /// Every `Chart` conformance declared in Sources/ChartCore: the type's name, and whether it
    /// is an `XYChart`.
    private func declaredChartTypes() throws -> [(name: String, isXY: Bool)] {
        let declaration = try NSRegularExpression(
            pattern: #"(?:struct|class|enum)\s+(\w+)\s*:\s*([^{]*\b(?:DrawableChart|XYChart)\b[^{]*)\{"#)
        var found: [(String, Bool)] = []
        for file in try swiftFiles(under: "Sources/ChartCore") {
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
            let initializer = try plainInitializer(of: kind.name)
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
        let reference = try String(contentsOf: root.appendingPathComponent("docs/language.md"), encoding: .utf8)
        for kind in try declaredChartTypes() {
            XCTAssertTrue(reference.contains("- `\(kind.name)("), "docs/language.md does not list \(kind.name)")
        }
    }

    func testEveryChartKindsValuesFindTheirBindingFromTheirSwiftType() throws {
        for kind in try declaredChartTypes() {
            let type = try XCTUnwrap(BindingTable.shared.types[kind.name])
            let cells = CellRunner()
            let example = try plainInitializer(of: kind.name).documentation.example
            XCTAssertEqual(cells.run("var chart = \(example)\nchart.title = \"Changed\""), "", example)
            guard case .native(let box)? = cells.engine.session.peek("chart") else {
                XCTFail("\(example) is not a library value"); continue
            }
            XCTAssertEqual((box.payload as? any DrawableChart)?.title, "Changed", "\(kind.name)'s value is not the chart it was set on")
            let found = BindingTable.shared.binding(for: Swift.type(of: box.payload))
            XCTAssertTrue(found === type, "\(kind.name)'s values do not find its binding from their Swift type")
        }
    }

    func testEveryChartKindThatChartDataChartsFromATableIsBoundWithThatInitializer() throws {
        let extensions = try NSRegularExpression(pattern: #"extension\s+(\w+)\s*\{[^}]*?init\(_ frame: DataFrame\)"#)
        var kinds: [String] = []
        for file in try swiftFiles(under: "Sources/ChartData") {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in extensions.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let name = Range(match.range(at: 1), in: text) { kinds.append(String(text[name])) }
            }
        }
        XCTAssertGreaterThanOrEqual(kinds.count, 3)
        for kind in kinds {
            let type = try XCTUnwrap(BindingTable.shared.types[kind], "\(kind) is not in the binding table")
            XCTAssertTrue(type.initializers.contains { $0.parameters.map(\.type) == ["Any"] && $0.parameters[0].label == nil
                                                          && $0.documentation.signature == "init(_ frame: DataFrame) throws" },
                          "\(kind)(frame) is not bound (FrameChartBindings.addInitializer in \(kind)Bindings.swift)")
        }
        let charts = CellRunner()
        charts.run(#"let counts = try DataFrame(csvText: "subject,count\nMath,3\nArt,2")"#)
        for kind in kinds {
            XCTAssertFalse(charts.run("try \(kind)(counts)").hasPrefix("error"), "\(kind)(frame) does not run")
        }
    }

    /// The kind's first initialiser from plain values (not a table, not `Any`).
    private func plainInitializer(of kind: String) throws -> FunctionBinding {
        let type = try XCTUnwrap(BindingTable.shared.types[kind], "\(kind) is not in the binding table")
        return try XCTUnwrap(type.initializers.first { initializer in
            initializer.parameters.allSatisfy { $0.type != "Any" }
        }, "\(kind) has no initialiser from plain values")
    }

    /// The package's root folder.
    private var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Every Swift file below `folder` of the package.
    private func swiftFiles(under folder: String) throws -> [URL] {
        let files = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
        return (files?.allObjects ?? []).compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    }
}
