import XCTest
@testable import ChartData

/// The mean and standard deviation read the stored values in place and give, bit for bit, the
/// two passes pandas makes (a filled copy summed pairwise, then the array of squared
/// differences summed pairwise); they agree with a one-pass Welford update to rounding; NaN,
/// missing cells, empty and all-missing columns, Int and Double columns each give what pandas gives.
final class ColumnMomentsTests: XCTestCase {
    /// pandas' two passes over arrays, as written before the in-place sums.
    private func twoPass(_ values: [Double?], deltaDegreesOfFreedom: Int = 1) -> (mean: Double, std: Double?)? {
        let present = values.compactMap { $0 }.count
        guard present > 0 else { return nil }
        let filled = values.map { $0 ?? 0 }
        let mean = filled.withUnsafeBufferPointer { PairwiseSum.sum($0.baseAddress, $0.count) } / Double(present)
        guard present - deltaDegreesOfFreedom > 0 else { return (mean, nil) }
        let squares = values.map { $0.map { (mean - $0) * (mean - $0) } ?? 0 }
        let total = squares.withUnsafeBufferPointer { PairwiseSum.sum($0.baseAddress, $0.count) }
        return (mean, (total / Double(present - deltaDegreesOfFreedom)).squareRoot())
    }

    private func welford(_ values: [Double?]) -> (mean: Double, std: Double) {
        var count = 0.0, mean = 0.0, squares = 0.0
        for case let value? in values {
            count += 1
            let delta = value - mean
            mean += delta / count
            squares += delta * (value - mean)
        }
        return (mean, (squares / (count - 1)).squareRoot())
    }

    /// 1,000 values over several pairwise blocks, some missing.
    private func sample(missingEvery gap: Int) -> [Double?] {
        (0..<1000).map { row in row % gap == 7 ? nil : Double((row * 7919) % 1001) / 10 + 1e6 }
    }

    func testMomentsAreBitForBitThoseOfPandasTwoPasses() throws {
        for gap in [3, 17, 2000] {
            let values = sample(missingEvery: gap)
            let column = Column<Double>(name: "x", contents: values)
            let reference = try XCTUnwrap(twoPass(values))
            XCTAssertEqual(column.mean()?.bitPattern, reference.mean.bitPattern, "mean, missing every \(gap)")
            XCTAssertEqual(column.standardDeviation()?.bitPattern, reference.std?.bitPattern, "std, missing every \(gap)")
            let oneMoment = try XCTUnwrap(twoPass(values, deltaDegreesOfFreedom: 0))
            XCTAssertEqual(column.standardDeviation(deltaDegreesOfFreedom: 0)?.bitPattern, oneMoment.std?.bitPattern)
            let online = welford(values)
            XCTAssertEqual(reference.mean, online.mean, accuracy: 1e-12 * abs(online.mean))
            XCTAssertEqual(try XCTUnwrap(reference.std), online.std, accuracy: 1e-9 * online.std)
        }
    }

    func testSummaryGivesTheSameMomentsAsTheColumn() throws {
        let values = sample(missingEvery: 11)
        let frame = DataFrame(columns: [Column<Double>(name: "x", contents: values).eraseToAnyColumn()])
        let row = try XCTUnwrap(frame.summary(of: "x").rows.first)
        let reference = try XCTUnwrap(twoPass(values))
        XCTAssertEqual(row["Mean", Double.self]?.bitPattern, reference.mean.bitPattern)
        XCTAssertEqual(row["Standard Deviation", Double.self]?.bitPattern, reference.std?.bitPattern)
    }

    func testIntegerColumnsMeanFromTheirExactTotalAndWithMissingAsPandas() throws {
        let whole = Column<Int>(name: "n", contents: [Int.max / 4, Int.max / 4, 3])
        XCTAssertEqual(whole.mean(), Double(Int.max / 4 * 2 + 3) / 3)
        let gappy: [Int?] = [1, nil, 2, 4, nil, 8]
        let column = Column<Int>(name: "n", contents: gappy)
        let reference = try XCTUnwrap(twoPass(gappy.map { $0.map(Double.init) }))
        XCTAssertEqual(column.mean()?.bitPattern, reference.mean.bitPattern)
        XCTAssertEqual(column.standardDeviation()?.bitPattern, reference.std?.bitPattern)
        XCTAssertEqual(Column<Int>(name: "n", contents: [5, 7, 9]).standardDeviation(), 2)
    }

    func testNaNEmptyAllMissingAndSingleValueColumns() {
        let withNaN = Column<Double>(name: "x", contents: [1, .nan, 3])
        XCTAssertEqual(withNaN.mean()?.isNaN, true)
        XCTAssertEqual(withNaN.standardDeviation()?.isNaN, true)
        XCTAssertNil(Column<Double>(name: "x", contents: [Double?]()).mean())
        XCTAssertNil(Column<Double>(name: "x", contents: [Double?]()).standardDeviation())
        XCTAssertNil(Column<Double>(name: "x", contents: [nil, nil] as [Double?]).mean())
        XCTAssertNil(Column<Int>(name: "n", contents: [Int?]()).mean())
        let single = Column<Double>(name: "x", contents: [nil, 4.5] as [Double?])
        XCTAssertEqual(single.mean(), 4.5)
        XCTAssertNil(single.standardDeviation())
        XCTAssertEqual(single.standardDeviation(deltaDegreesOfFreedom: 0), 0)
        let summary = DataFrame(columns: [Column<Double>(name: "x", contents: [nil, nil] as [Double?]).eraseToAnyColumn()]).summary()
        XCTAssertNil(summary.rows.first?["Mean", Double.self] ?? nil)
        XCTAssertNil(summary.rows.first?["Standard Deviation", Double.self] ?? nil)
    }
}
