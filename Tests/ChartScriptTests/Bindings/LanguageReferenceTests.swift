import Foundation
import XCTest
@testable import ChartScript

/// docs/language.md checked against the binding table: every type that the reference's
/// library sections (Charts, Tables) name has each of its members named there too, and every
/// old BEMSimpleLineGraph or CorePlot name a type accepts is in the table of old names. A name
/// bound without being documented, or documented after its binding is gone, fails here.
final class LanguageReferenceTests: XCTestCase {
    /// The reference's text.
    private func reference() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent("docs/language.md"), encoding: .utf8)
    }

    /// The text of the section that starts with the heading `heading`, up to the next heading
    /// of its level or above.
    private func section(_ heading: String, of text: String) throws -> String {
        let level = heading.prefix { $0 == "#" }
        let lines = text.components(separatedBy: "\n")
        let start = try XCTUnwrap(lines.firstIndex { $0.hasPrefix(heading) }, "docs/language.md has no '\(heading)'")
        let rest = lines[(start + 1)...]
        let end = rest.firstIndex { line in
            let hashes = line.prefix { $0 == "#" }
            return !hashes.isEmpty && hashes.count <= level.count && line.dropFirst(hashes.count).hasPrefix(" ")
        } ?? lines.endIndex
        return lines[start..<end].joined(separator: "\n")
    }

    /// Every identifier written inside backticks in `text`.
    private func codeNames(in text: String) -> Set<String> {
        var names: Set<String> = []
        for (index, span) in text.components(separatedBy: "`").enumerated() where index % 2 == 1 {
            var word = ""
            for character in span + " " {
                if character.isLetter || character.isNumber || character == "_" { word.append(character); continue }
                if !word.isEmpty { names.insert(word) }
                word = ""
            }
        }
        return names
    }

    func testEveryMemberOfTheTypesTheLibrarySectionsNameIsDocumented() throws {
        let text = try reference()
        // A type belongs to the first section of "Built-in names" that names it: Int and String
        // to the language's sections, which give an overview; the library's types to Charts and
        // Tables, which list every member.
        let headings = ["### Free functions", "### Numbers", "### Strings and characters", "### Collections",
                        "### Statistics", "### Charts", "### Tables"]
        var owned: Set<String> = []
        var checked: [String] = []
        for heading in headings {
            let documented = codeNames(in: try section(heading, of: text))
            let types = BindingTable.shared.types.values.filter { documented.contains($0.name) && !owned.contains($0.name) }
            owned.formUnion(types.map(\.name))
            guard heading == "### Charts" || heading == "### Tables" else { continue }
            for type in types.sorted(by: { $0.name < $1.name }) {
                checked.append(type.name)
                // Retired old names are listed with the other old names (checked below).
                let members = Set(type.properties.keys).union(type.methods.keys).union(type.staticMembers.keys).subtracting(type.retiredMembers)
                let missing = members.subtracting(documented).sorted()
                XCTAssertEqual(missing, [], "\(type.name) members that docs/language.md's '\(heading)' does not name")
            }
        }
        for name in ["LineGraph", "ScatterPlot", "BarChart", "PieChart", "Color", "Legend", "DataFrame", "Row"] {
            XCTAssertTrue(checked.contains(name), "docs/language.md's library sections do not name \(name)")
        }
    }

    func testEveryOldNameIsInTheTableOfOldNames() throws {
        let oldNames = codeNames(in: try section("## Names from BEMSimpleLineGraph and CorePlot", of: try reference()))
        for type in BindingTable.shared.types.values where !type.renamedMembers.isEmpty || !type.retiredMembers.isEmpty {
            let missing = Set(type.renamedMembers.keys).union(type.retiredMembers).subtracting(oldNames).sorted()
            XCTAssertEqual(missing, [], "\(type.name)'s old names that docs/language.md does not list")
        }
    }
}
