import XCTest
@testable import ChartCore

final class SelectionTests: XCTestCase {
    private func selected(_ values: [Double], ranks: [Int]) -> [Double] {
        var copy = values
        return copy.withUnsafeMutableBufferPointer { StatisticsKernels.select(ranks: ranks, in: $0) }
    }

    func testSelectedRanksMatchSortedOrderOnRandomInputs() {
        var generator = SplitMix64(state: 1)
        for count in [1, 2, 3, 17, 100, 2000, 30_000] {
            let values = (0..<count).map { _ in (generator.nextUnitDouble() * 100).rounded() }
            let sorted = values.sorted()
            let ranks = Array(Set([0, count / 4, count / 2, count / 2 + 1, count - 1].filter { $0 < count })).sorted()
            XCTAssertEqual(selected(values, ranks: ranks), ranks.map { sorted[$0] }, "count \(count)")
        }
    }

    func testSelectionHandlesOrganPipeAndSawtoothOrders() {
        let count = 20_000
        let organPipe = (0..<count).map { Double(min($0, count - $0)) }
        let sawtooth = (0..<count).map { Double($0 % 37) }
        for values in [organPipe, sawtooth] {
            let sorted = values.sorted()
            XCTAssertEqual(selected(values, ranks: [10, count / 2, count - 3]), [sorted[10], sorted[count / 2], sorted[count - 3]])
        }
    }

    func testConsecutiveRanksAreFoundByScanningForTheMinimum() {
        XCTAssertEqual(selected([5, 3, 9, 1, 7], ranks: [0, 1, 2, 3, 4]), [1, 3, 5, 7, 9])
    }

    func testRepeatedRankGivesTheSameValue() {
        XCTAssertEqual(selected([4, 2, 8], ranks: [1, 1]), [4, 4])
    }
}
