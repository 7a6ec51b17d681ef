import ChartCore
import Foundation
import XCTest
@testable import ChartNotebook

final class PNGDisplaysTests: XCTestCase {
    func testChartsAreAlsoWrittenAsPNGWhenAsked() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("png-\(UUID().uuidString)").path
        defer {
            try? FileManager.default.removeItem(atPath: folder)
            includePNGInDisplays(false)
        }
        NotebookOutput.directory = folder
        includePNGInDisplays()
        display(BarChart(categories: ["a"], values: [1]))
        includePNGInDisplays(false)
        display(BarChart(categories: ["b"], values: [2]))
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        XCTAssertEqual(files.filter { $0.hasSuffix(".png") }.count, 1)
        XCTAssertEqual(files.filter { $0.hasSuffix(".svg") }.count, 2)
        let png = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + (files.first { $0.hasSuffix(".png") } ?? "")))
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
    }
}
