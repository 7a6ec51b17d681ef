import XCTest
@testable import ChartData

/// Every whole-column operator gives what computing each optional row by hand gives: missing
/// on either side is missing, Int overflow and division by zero are missing, Doubles as Swift
/// computes them (signs of zero, infinities, NaN).
final class ColumnArithmeticTests: XCTestCase {
    private let rows = 150

    private func doubles(_ multiplier: Double, gap: Int, offset: Int) -> [Double?] {
        (0..<rows).map { row -> Double? in
            if row % gap == offset { return nil }
            return [0.0, -0.0, 1.5, -2.25, .infinity, 7e300, 3][row % 7] * multiplier + Double(row % 5)
        }
    }

    private func integers(_ multiplier: Int, gap: Int, offset: Int) -> [Int?] {
        (0..<rows).map { row -> Int? in
            if row % gap == offset { return nil }
            return [0, -1, 7, Int.max, Int.min, 12, -30][row % 7] / multiplier
        }
    }

    /// Bit-for-bit equality of optional doubles (NaN equal to NaN, -0.0 distinct from 0.0).
    private func same(_ a: [Double?], _ b: [Double?]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { x, y in x?.bitPattern == y?.bitPattern }
    }

    func testDoubleOperatorsAreThoseOfEachRow() {
        let left = doubles(1, gap: 9, offset: 4), right = doubles(-0.5, gap: 11, offset: 2)
        let a = Column<Double>(name: "a", contents: left), b = Column<Double>(name: "b", contents: right)
        let operations: [(String, (Double, Double) -> Double, (Column<Double>, Column<Double>) -> Column<Double>,
                          (Column<Double>, Double) -> Column<Double>, (Double, Column<Double>) -> Column<Double>)] = [
            ("+", { $0 + $1 }, { $0 + $1 }, { $0 + $1 }, { $0 + $1 }), ("-", { $0 - $1 }, { $0 - $1 }, { $0 - $1 }, { $0 - $1 }),
            ("*", { $0 * $1 }, { $0 * $1 }, { $0 * $1 }, { $0 * $1 }), ("/", { $0 / $1 }, { $0 / $1 }, { $0 / $1 }, { $0 / $1 }),
        ]
        for (name, operation, columns, columnScalar, scalarColumn) in operations {
            let pairs: [Double?] = zip(left, right).map { x, y in x.flatMap { x in y.map { operation(x, $0) } } }
            XCTAssertTrue(same(Array(columns(a, b)), pairs), "column \(name) column")
            for scalar in [0.0, -0.0, 2.5] {
                XCTAssertTrue(same(Array(columnScalar(a, scalar)), left.map { $0.map { operation($0, scalar) } }), "column \(name) \(scalar)")
                XCTAssertTrue(same(Array(scalarColumn(scalar, a)), left.map { $0.map { operation(scalar, $0) } }), "\(scalar) \(name) column")
            }
        }
        XCTAssertTrue(same(Array(-a), left.map { $0.map { -$0 } }), "negation keeps the sign of zero")
        XCTAssertEqual((a + b).name, "a")
    }

    func testIntOperatorsMakeOverflowAndDivisionByZeroMissing() {
        let left = integers(1, gap: 9, offset: 4), right = integers(-3, gap: 11, offset: 2)
        let a = Column<Int>(name: "a", contents: left), b = Column<Int>(name: "b", contents: right)
        let operations: [(String, (Int, Int) -> (Int, Bool), (Column<Int>, Column<Int>) -> Column<Int>,
                          (Column<Int>, Int) -> Column<Int>, (Int, Column<Int>) -> Column<Int>)] = [
            ("+", { $0.addingReportingOverflow($1) }, { $0 + $1 }, { $0 + $1 }, { $0 + $1 }),
            ("-", { $0.subtractingReportingOverflow($1) }, { $0 - $1 }, { $0 - $1 }, { $0 - $1 }),
            ("*", { $0.multipliedReportingOverflow(by: $1) }, { $0 * $1 }, { $0 * $1 }, { $0 * $1 }),
            ("/", { $0.dividedReportingOverflow(by: $1) }, { $0 / $1 }, { $0 / $1 }, { $0 / $1 }),
        ]
        func result(_ x: Int?, _ y: Int?, _ operation: (Int, Int) -> (Int, Bool)) -> Int? {
            guard let x, let y else { return nil }
            let (value, overflow) = operation(x, y)
            return overflow ? nil : value
        }
        for (name, operation, columns, columnScalar, scalarColumn) in operations {
            XCTAssertEqual(Array(columns(a, b)), zip(left, right).map { result($0, $1, operation) }, "column \(name) column")
            for scalar in [0, -1, 4, Int.max] {
                XCTAssertEqual(Array(columnScalar(a, scalar)), left.map { result($0, scalar, operation) }, "column \(name) \(scalar)")
                XCTAssertEqual(Array(scalarColumn(scalar, a)), left.map { result(scalar, $0, operation) }, "\(scalar) \(name) column")
            }
        }
    }

    func testDoubleColumnHeldAsIntegersComputesAsDoubles() {
        // A Double column whose storage is integers (as a conversion may leave it) still computes natively.
        let column = Column<Double>(name: "n", contents: .integer(TypedValues(values: [1, 2, 3], missing: nil)))
        XCTAssertEqual(Array(column / 2), [0.5, 1, 1.5])
        XCTAssertEqual(Array(column * column), [1, 4, 9])
    }
}
