import XCTest
@testable import ChartScript

final class ConditionalCompilationTests: XCTestCase {
    private func names(_ source: String) throws -> [String] {
        try ConditionalCompilation.resolve(try Lexer.tokens(of: source)).compactMap {
            if case .identifier(let name) = $0.kind { return name } else { return nil }
        }
    }

    func testOnlyTheBranchThatHoldsRemains() throws {
        XCTAssertEqual(try names("#if os(Linux)\na\n#else\nb\n#endif"), ["a"])
        XCTAssertEqual(try names("#if os(macOS)\na\n#elseif canImport(Foundation) && !DEBUG\nb\n#else\nc\n#endif"), ["b"])
        XCTAssertEqual(try names("#if swift(>=5.9)\na\n#endif\n#if compiler(<5)\nb\n#endif"), ["a"])
        XCTAssertEqual(try names("#if false\n#if true\na\n#endif\n#else\nb\n#endif"), ["b"])
    }

    func testMalformedBlocksAreSyntaxErrors() {
        XCTAssertThrowsError(try names("#if os(Linux)\na"))
        XCTAssertThrowsError(try names("#endif"))
        XCTAssertThrowsError(try names("#if\na\n#endif"))
        XCTAssertThrowsError(try names("#if madeUp(x)\na\n#endif"))
        XCTAssertThrowsError(try names("#if os(Linux)\n#else\n#else\n#endif"))
    }
}
