import XCTest
@testable import ChartCore

final class SortedLookupTests: XCTestCase {
    private func lowerBoundByScan(_ target: Double, _ values: [Double]) -> Int {
        values.firstIndex { $0 >= target } ?? values.count
    }

    func testAgreesWithLinearScan() {
        let values: [Double] = (0..<5_000).map { (index: Int) -> Double in
            let base: Double = Double(index / 3) * 0.7
            return index % 7 == 0 ? base + 0.1 : base
        }.sorted()
        var targets: [Double] = Array(stride(from: -5.0, through: 1200.0, by: 0.37))
        targets += values.prefix(200)
        targets += [values.last ?? 0, 1e9, -1e9]
        let lookup = SortedLookup(values)
        values.withUnsafeBufferPointer { buffer in
            for target in targets {
                XCTAssertEqual(lookup.lowerBound(of: target, in: buffer), lowerBoundByScan(target, values), "\(target)")
            }
        }
    }

    func testHandlesAllEqualAndTinyInputs() {
        for values in [[Double](), [3], [3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3]] {
            let lookup = SortedLookup(values)
            values.withUnsafeBufferPointer { buffer in
                for target in [2.0, 3, 4] {
                    XCTAssertEqual(lookup.lowerBound(of: target, in: buffer), lowerBoundByScan(target, values))
                }
            }
        }
    }
}
