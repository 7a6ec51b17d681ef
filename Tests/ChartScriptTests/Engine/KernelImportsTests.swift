import Foundation
import XCTest

/// The modules linked into the kernel import FoundationEssentials at most, never Foundation:
/// one `import Foundation` links Foundation, CoreFoundation, FoundationInternationalization and
/// ICU with its data into the kernel, whose initialisers and relocations then run at every start
/// (idle RSS 24.4 MiB with them, 14 without; docs/kernel.md, "Memory").
final class KernelImportsTests: XCTestCase {
    /// The source folders of the kernel executable and every module it links.
    private static let kernelModules = ["ChartScript", "ChartCore", "ChartData", "ChartRaster", "JupyterEngine",
                                        "JupyterKernel", "JupyterWidgets", "swift-chart-kernel"]

    func testNoKernelModuleImportsFoundation() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
        var importing: [String] = []
        for module in Self.kernelModules {
            let folder = sources.appendingPathComponent(module)
            let files = try XCTUnwrap(FileManager.default.enumerator(atPath: folder.path), "no folder \(folder.path)")
            for case let file as String in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                let imports = text.split(separator: "\n").contains { line in
                    let words = line.split(separator: " ")
                    return words.last == "Foundation" && words.dropLast().allSatisfy { $0 == "import" || $0.hasPrefix("@") }
                }
                if imports { importing.append("\(module)/\(file)") }
            }
        }
        XCTAssertEqual(importing, [], "import FoundationEssentials instead")
    }
}
