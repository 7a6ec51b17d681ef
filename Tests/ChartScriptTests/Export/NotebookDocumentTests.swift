import Foundation
import XCTest
@testable import ChartScript

final class NotebookDocumentTests: XCTestCase {
    private func temporaryFile(_ name: String, _ contents: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notebook-document-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(name).path
        try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func testANotebooksCodeCellsInOrderWhateverTheSourceForm() throws {
        let path = try temporaryFile("course.ipynb", """
            {"nbformat": 4, "nbformat_minor": 5, "metadata": {}, "cells": [
              {"cell_type": "markdown", "metadata": {}, "source": ["# Title"]},
              {"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": null, "source": ["let a = 1\\n", "a"]},
              {"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": null, "source": "print(a)"}
            ]}
            """)
        let document = try NotebookDocument(contentsOf: path)
        XCTAssertEqual(document.cells, ["let a = 1\na", "print(a)"])
        XCTAssertEqual(document.baseName, "course")
        XCTAssertEqual(document.folder, (path as NSString).deletingLastPathComponent)
    }

    func testAMarkdownFilesSwiftBlocksOnly() {
        let markdown = "Intro\n\n```swift\nlet a = 1\n\na\n```\n\n```sh\nmake test\n```\n\n```swift\r\nprint(a)\r\n```\n"
        XCTAssertEqual(NotebookDocument.swiftBlocks(of: markdown), ["let a = 1\n\na", "print(a)"])
    }

    func testUnreadableAndForeignFilesAreErrorsThatSaySo() throws {
        XCTAssertThrowsError(try NotebookDocument(contentsOf: "/no/such/file.ipynb")) { error in
            guard case .unreadable = error as? ExportError else { return XCTFail("\(error)") }
        }
        let text = try temporaryFile("notes.txt", "hello")
        XCTAssertThrowsError(try NotebookDocument(contentsOf: text)) { error in
            XCTAssertEqual(error as? ExportError, .unsupportedFile(path: text))
        }
        let broken = try temporaryFile("broken.ipynb", "{\"cells\": 3}")
        XCTAssertThrowsError(try NotebookDocument(contentsOf: broken)) { error in
            XCTAssertTrue(String(describing: error).hasPrefix("'\(broken)' is not a Jupyter notebook"), "\(error)")
        }
    }
}
