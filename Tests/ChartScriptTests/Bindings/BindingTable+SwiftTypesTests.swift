import ChartCore
import ChartData
import Foundation
import XCTest
@testable import ChartScript

/// Bindings found by Swift type, and the written types of every parameter and property
/// checked against the types the language knows, so a misspelt type name fails here instead
/// of converting nothing.
final class BindingTableSwiftTypesTests: XCTestCase {
    func testLibraryTypesAreFoundFromTheirSwiftType() {
        let table = BindingTable.shared
        XCTAssertEqual(table.binding(for: LineGraph.self)?.name, "LineGraph")
        XCTAssertEqual(table.binding(for: Color.self)?.name, "Color")
        XCTAssertEqual(table.binding(for: SliceDirection.self)?.name, "SliceDirection")
        XCTAssertEqual(table.binding(for: URL.self)?.name, "URL")
        XCTAssertEqual(table.binding(for: DataFrame.self)?.name, "DataFrame")
        XCTAssertEqual(table.binding(for: Column<Double>.self)?.name, "Column<Double>")
    }

    func testABoundValueNamesTheBindingOfItsSwiftType() throws {
        guard case .native(let box) = Value.bound(PieChart(categories: ["a"], values: [1])) else {
            return XCTFail("a chart is not a library value")
        }
        XCTAssertEqual(box.typeName, "PieChart")
        XCTAssertNotNil(try BindingTable.shared.types["PieChart"]?.richDisplay?(box.payload)["text/html"].flatMap(ThemeFollowingHTML.svg(in:)))
    }

    func testATypedParameterIsWrittenAsItsBridgesType() {
        XCTAssertEqual(param(nil, Bridge.doubles).type, "[Double]")
        XCTAssertEqual(param("color", Bridge<Color>.native().optional, default: true).type, "Color?")
        XCTAssertTrue(param("color", Bridge<Color>.native().optional, default: true).hasDefault)
    }

    func testEveryParameterAndPropertyTypeNamesAKnownType() {
        let table = BindingTable.shared
        var written: [(owner: String, type: String)] = []
        for type in table.types.values {
            for function in type.initializers + type.methods.values.flatMap({ $0 }) {
                written += function.parameters.map { ("\(type.name).\(function.fullName)", $0.type) }
            }
            written += type.properties.values.map { ("\(type.name).\($0.name)", $0.type) }
        }
        for function in table.functions.values.flatMap({ $0 }) {
            written += function.parameters.map { (function.fullName, $0.type) }
        }
        // Generic library types are bound per element type (`Column<Double>`): their base name is known too.
        let genericBases = table.types.keys.compactMap { $0.split(separator: "<").count > 1 ? String($0.split(separator: "<")[0]) : nil }
        let known = Set(table.types.keys).union(Self.languageTypeNames).union(genericBases)
        // Nested names (`Calendar.Component`) are one name.
        let identifier = try? NSRegularExpression(pattern: #"[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*"#)
        var unknown: [String] = []
        for (owner, type) in written {
            for match in identifier?.matches(in: type, range: NSRange(type.startIndex..., in: type)) ?? [] {
                guard let range = Range(match.range, in: type), !known.contains(String(type[range])) else { continue }
                unknown.append("\(owner): \(type)")
            }
        }
        XCTAssertEqual(unknown.sorted(), [], "types the binding table does not know (misspelt?)")
    }

    /// Type names that are the language's own rather than bindings: `Any`, `closure` (any
    /// function value), the protocol `Chart`, `ClosedRange` (a range literal), and the generic
    /// parameters of collections (`Element`, `Key`, `Value`), and `place` (a variable or element
    /// a control edits, such as the colour editor's target).
    private static let languageTypeNames: Set<String> = ["Any", "closure", "Chart", "ClosedRange", "Element", "Key", "Value", "place"]
}
