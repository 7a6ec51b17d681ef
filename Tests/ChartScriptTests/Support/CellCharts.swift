import XCTest
@testable import ChartScript

extension XCTestCase {
    /// The SVG of the chart a fresh session's cell shows; a test failure (and nil) when the cell
    /// fails or shows no chart.
    func cellSVG(_ code: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        switch CellRunner().outcome(code) {
        case .success(let bundle):
            guard let svg = bundle?.chartSVG else { XCTFail("no chart", file: file, line: line); return nil }
            return svg
        case .failure(let error):
            XCTFail("\(error.name): \(error.value)", file: file, line: line)
            return nil
        }
    }

    /// The error message of a cell that fails in a fresh session, or "(no error)".
    func cellError(_ code: String) -> String {
        if case .failure(let error) = CellRunner().outcome(code) { return error.value }
        return "(no error)"
    }
}
