import XCTest
import Foundation
import ChartCore
@testable import ChartRaster

final class ChartPNGTests: XCTestCase {
    private var chart: BarChart {
        var chart = BarChart(categories: ["Math", "Physics", "Art"], values: [31, 24, 12])
        chart.title = "Enrollment"
        return chart
    }

    func testScaleMultipliesThePixelSize() throws {
        let image = try chart.png(scale: 2)
        XCTAssertEqual(image.width, 1280)
        XCTAssertEqual(image.height, 800)
        let pixels = try XCTUnwrap(PNGDecoding.decode(image.bytes))
        XCTAssertEqual(pixels.width, 1280)
        XCTAssertEqual(pixels.height, 800)
    }

    func testThePNGMatchesRsvgConvertOfTheSameSVGAtTheSameSize() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("chart-png-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let svgPath = directory.appendingPathComponent("chart.svg").path
        let convertedPath = directory.appendingPathComponent("converted.png").path
        try chart.write(to: svgPath)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/rsvg-convert")
        process.arguments = ["--width", "640", "--height", "400", svgPath, "-o", convertedPath]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let converted = try XCTUnwrap(PNGDecoding.decode(Array(try Data(contentsOf: URL(fileURLWithPath: convertedPath)))))
        let ours = try XCTUnwrap(PNGDecoding.decode(try chart.png().bytes))
        XCTAssertEqual(ours.width, converted.width)
        XCTAssertEqual(ours.height, converted.height)
        let differing = zip(ours.argb, converted.argb).filter { $0 != $1 }.count
        XCTAssertLessThan(Double(differing) / Double(ours.argb.count), 0.001, "\(differing) pixels differ")
    }

    func testWriteChoosesTheFormatByTheFileName() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("chart-write-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let svgPath = directory.appendingPathComponent("chart.SVG").path
        let pngPath = directory.appendingPathComponent("chart.png").path
        try chart.write(to: svgPath)
        try chart.write(to: pngPath, scale: 0.5)
        XCTAssertEqual(try String(contentsOfFile: svgPath, encoding: .utf8), try chart.svg)
        let png = Array(try Data(contentsOf: URL(fileURLWithPath: pngPath)))
        XCTAssertEqual(Array(png.prefix(8)), PNGImage.signature)
        XCTAssertEqual(PNGDecoding.decode(png)?.width, 320)
        XCTAssertThrowsError(try chart.write(to: directory.appendingPathComponent("chart.jpg").path)) { error in
            guard case RasterError.unknownFileType = error else { return XCTFail("\(error)") }
        }
    }

    func testUnwritablePathsGiveTheSystemsReason() {
        XCTAssertThrowsError(try chart.write(to: "/nonexistent-folder/chart.png")) { error in
            XCTAssertEqual((error as? RasterError)?.description, "could not write /nonexistent-folder/chart.png: No such file or directory")
        }
    }

    func testBadScalesAndChartsAreErrors() {
        XCTAssertThrowsError(try chart.png(scale: 0)) { XCTAssertEqual($0 as? RasterError, .invalidScale(0)) }
        XCTAssertThrowsError(try chart.png(scale: .nan))
        XCTAssertThrowsError(try chart.png(scale: 100)) { error in
            XCTAssertEqual(error as? RasterError, .tooLarge(width: 64_000, height: 40_000))
        }
        var broken = chart
        broken.values = [1]
        XCTAssertThrowsError(try broken.png()) { error in
            guard case RasterError.chart(.mismatchedLengths) = error else { return XCTFail("\(error)") }
        }
    }
}
