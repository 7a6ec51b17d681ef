import XCTest
@testable import ChartData

/// Double column arithmetic, each operation's loop of 8 rows and the rows left over: every
/// length up to four blocks and columns of unequal lengths give each row's own Double (bit
/// for bit: signs of zero, the infinities and NaN of a division by zero), missing where a
/// side is missing.
final class DoubleElementwiseTests: XCTestCase {
    private let operations: [(String, (Double, Double) -> Double)] = [("+", (+)), ("-", (-)), ("*", (*)), ("/", (/))]

    private func values(_ count: Int, shift: Int) -> [Double?] {
        (0..<count).map { row -> Double? in
            if (row + shift) % 6 == 4 { return nil }
            return [0.0, -0.0, 3, -2.5, .infinity, .nan, 1e-310][(row * 3 + shift) % 7]
        }
    }

    private func bits(_ values: [Double?]) -> [UInt64?] { values.map { $0?.bitPattern } }

    private func apply(_ name: String, _ a: Column<Double>, _ b: Column<Double>) -> Column<Double> {
        switch name {
        case "+": return a + b
        case "-": return a - b
        case "*": return a * b
        default: return a / b
        }
    }

    private func apply(_ name: String, _ a: Column<Double>, _ scalar: Double, scalarFirst: Bool) -> Column<Double> {
        switch (name, scalarFirst) {
        case ("+", false): return a + scalar
        case ("-", false): return a - scalar
        case ("*", false): return a * scalar
        case ("/", false): return a / scalar
        case ("+", true): return scalar + a
        case ("-", true): return scalar - a
        case ("*", true): return scalar * a
        default: return scalar / a
        }
    }

    func testEveryOperationWithAValueIsEachRowsAtEveryLengthUpToFourBlocks() {
        for count in 0...33 {
            let left = values(count, shift: 0)
            let column = Column<Double>(name: "a", contents: left)
            for (name, operation) in operations {
                for scalar in [0.0, -0.0, 2, .nan, -.infinity] {
                    XCTAssertEqual(bits(Array(apply(name, column, scalar, scalarFirst: false))),
                                   bits(left.map { $0.map { operation($0, scalar) } }), "\(count) rows \(name) \(scalar)")
                    XCTAssertEqual(bits(Array(apply(name, column, scalar, scalarFirst: true))),
                                   bits(left.map { $0.map { operation(scalar, $0) } }), "\(count) rows \(scalar) \(name)")
                }
            }
        }
    }

    func testEveryOperationOfTwoColumnsIsEachRowsAtEveryLengthAndUnequalLengths() {
        for count in 0...33 {
            for otherCount in [count, count + 1, Swift.max(0, count - 9)] {
                let left = values(count, shift: 0), right = values(otherCount, shift: 5)
                let a = Column<Double>(name: "a", contents: left), b = Column<Double>(name: "b", contents: right)
                for (name, operation) in operations {
                    let expected: [Double?] = zip(left, right).map { x, y in x.flatMap { x in y.map { operation(x, $0) } } }
                    XCTAssertEqual(bits(Array(apply(name, a, b))), bits(expected), "\(count)/\(otherCount) rows \(name)")
                }
            }
        }
    }

    func testDivisionByZeroGivesSwiftsInfinitiesAndNaN() {
        let column = Column<Double>(name: "a", contents: [1, -1, 0, nil, .nan, -0.0, 2, 3, 4])
        let zeros = Column<Double>(name: "z", contents: [0, 0, 0, 0, 0, 0, -0.0, -0.0, 0])
        let quotients = Array(column / zeros)
        XCTAssertEqual(quotients[0], .infinity)
        XCTAssertEqual(quotients[1], -.infinity)
        XCTAssertTrue(quotients[2]?.isNaN == true)
        XCTAssertNil(quotients[3])
        XCTAssertTrue(quotients[4]?.isNaN == true)
        XCTAssertTrue(quotients[5]?.isNaN == true)
        XCTAssertEqual(quotients[6], -.infinity)
        XCTAssertEqual(Array(column / 0).prefix(2), [.infinity, -.infinity])
        XCTAssertEqual(Array(1 / zeros).suffix(3), [-.infinity, -.infinity, .infinity])
    }
}
