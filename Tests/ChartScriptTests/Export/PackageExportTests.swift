import Foundation
import XCTest
@testable import ChartScript

final class PackageExportTests: XCTestCase {
    func testTheTargetIsTheDocumentsNameInUpperCamelCase() {
        func name(_ path: String) -> String { PackageExport(document: NotebookDocument(path: path, cells: []), libraryPath: "/lib").targetName }
        XCTAssertEqual(name("notebooks/charting-course.ipynb"), "ChartingCourse")
        XCTAssertEqual(name("docs/language.md"), "Language")
        XCTAssertEqual(name("my notebook_2.ipynb"), "MyNotebook2")
        XCTAssertEqual(name("2024 report.ipynb"), "Notebook2024Report")
        XCTAssertEqual(name("docs/charts.md"), "ChartsProgram", "a library's target name would clash in SwiftPM")
        XCTAssertEqual(name("tabular-data.ipynb"), "TabularDataProgram")
    }

    func testTheManifestDependsOnTheLibrariesByPath() {
        let export = PackageExport(document: NotebookDocument(path: "a/enrollment.ipynb", cells: []), libraryPath: "/work/main")
        let manifest = export.packageManifest
        XCTAssertTrue(manifest.hasPrefix("// swift-tools-version:6.0\n"))
        XCTAssertTrue(manifest.contains(#"dependencies: [.package(path: "/work/main")]"#), manifest)
        XCTAssertTrue(manifest.contains(#".product(name: "ChartNotebook", package: "main")"#), manifest)
        XCTAssertTrue(manifest.contains(#".executableTarget(name: "Enrollment""#), manifest)
        XCTAssertEqual(PackageExport.literal("a\"b\\c"), #""a\"b\\c""#)
    }

    func testWritingMakesThePackageAndCopiesTheDataFiles() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("package-export-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/notebook/data", withIntermediateDirectories: true)
        try Data("subject,count\nMath,3\n".utf8).write(to: URL(fileURLWithPath: root + "/notebook/data/counts.csv"))
        let document = NotebookDocument(path: root + "/notebook/counts.ipynb", cells: ["let t = DataFrame(contentsOfCSVFile: \"data/counts.csv\")", "t"])
        let export = PackageExport(document: document, libraryPath: "/lib")
        let program = try export.write(to: root + "/out")
        XCTAssertEqual(program.dataFiles, ["data/counts.csv"])
        XCTAssertEqual(try String(contentsOfFile: root + "/out/data/counts.csv", encoding: .utf8), "subject,count\nMath,3\n")
        XCTAssertEqual(try String(contentsOfFile: root + "/out/Sources/Counts/main.swift", encoding: .utf8), program.mainSwift)
        XCTAssertEqual(try String(contentsOfFile: root + "/out/Package.swift", encoding: .utf8), export.packageManifest)
        XCTAssertNoThrow(try export.write(to: root + "/out"), "writing again replaces the files")
    }

    func testTheLibrariesAreFoundAboveAFolderInTheirCheckout() throws {
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
        XCTAssertEqual(try PackageExport.libraryPath(above: checkout + "/.build/release"), checkout)
        XCTAssertThrowsError(try PackageExport.libraryPath(above: "/proc/self")) { error in
            XCTAssertEqual(error as? ExportError, .libraryNotFound(searchedFrom: "/proc/self"))
        }
    }
}
