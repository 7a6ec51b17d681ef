import XCTest
@testable import ChartData

/// Int sums, differences and products through the loops without a branch per row give Swift's
/// own Ints at every length around a block, keep missing rows missing, and make exactly the
/// overflowing rows missing (as the row-by-row loop does); quotients are unchanged.
final class IntegerElementwiseTests: XCTestCase {
    /// Row `row`'s value: small integers of both signs, missing every 4th row from 1.
    private func value(_ row: Int, shift: Int) -> Int? {
        row % 4 == 1 ? nil : (row * 5 + shift) % 11 - 5
    }

    private func expected(_ a: [Int?], _ b: [Int?], _ operation: (Int, Int) -> (partialValue: Int, overflow: Bool)) -> [Int?] {
        zip(a, b).map { a, b in
            guard let a, let b else { return nil }
            let (result, overflow) = operation(a, b)
            return overflow ? nil : result
        }
    }

    func testSumsAndDifferencesAreEachRowsAtEveryLengthAroundABlock() {
        for count in Array(0...17) + [31, 32, 33, 63, 64, 65] {
            let a: [Int?] = (0..<count).map { value($0, shift: 0) }, b: [Int?] = (0..<count).map { value($0, shift: 3) }
            let left = Column<Int>(name: "a", contents: a), right = Column<Int>(name: "b", contents: b)
            XCTAssertEqual(Array(left + right), expected(a, b) { $0.addingReportingOverflow($1) }, "\(count) rows +")
            XCTAssertEqual(Array(left - right), expected(a, b) { $0.subtractingReportingOverflow($1) }, "\(count) rows -")
            let sevens = [Int?](repeating: 7, count: count)
            XCTAssertEqual(Array(left + 7), expected(a, sevens) { $0.addingReportingOverflow($1) }, "\(count) rows + 7")
            XCTAssertEqual(Array(left - 7), expected(a, sevens) { $0.subtractingReportingOverflow($1) }, "\(count) rows - 7")
            XCTAssertEqual(Array(7 - left), expected(sevens, a) { $0.subtractingReportingOverflow($1) }, "\(count) rows 7 -")
            XCTAssertEqual(Array(left * right), expected(a, b) { $0.multipliedReportingOverflow(by: $1) }, "\(count) rows *")
            XCTAssertEqual(Array(left * 7), expected(a, sevens) { $0.multipliedReportingOverflow(by: $1) }, "\(count) rows * 7")
            XCTAssertEqual(Array(7 * left), expected(sevens, a) { $0.multipliedReportingOverflow(by: $1) }, "\(count) rows 7 *")
            XCTAssertEqual((left * right).missingCount, a.indices.filter { a[$0] == nil || b[$0] == nil }.count)
            XCTAssertEqual((left + right).missingCount, a.indices.filter { a[$0] == nil || b[$0] == nil }.count)
        }
    }

    func testOverflowingRowsAreMissingAndTheOthersExact() {
        for count in [1, 8, 9, 17, 40] {
            for overflowRow in Set([0, count / 2, count - 1]) {
                var a: [Int?] = (0..<count).map { value($0, shift: 0) }
                a[overflowRow] = Int.max - 1
                let b: [Int?] = (0..<count).map { row in row == overflowRow ? 5 : value(row, shift: 3) }
                var low = a
                low[overflowRow] = Int.min + 1
                let left = Column<Int>(name: "a", contents: a), right = Column<Int>(name: "b", contents: b)
                let lowLeft = Column<Int>(name: "a", contents: low)
                let sum = Array(left + right)
                XCTAssertEqual(sum, expected(a, b) { $0.addingReportingOverflow($1) }, "\(count) rows, overflow at \(overflowRow)")
                XCTAssertNil(sum[overflowRow] ?? nil)
                XCTAssertEqual(Array(lowLeft - right), expected(low, b) { $0.subtractingReportingOverflow($1) })
                XCTAssertEqual(Array(left + 2), expected(a, Array(repeating: 2, count: count)) { $0.addingReportingOverflow($1) })
                XCTAssertEqual(Array(-3 - lowLeft), expected(Array(repeating: -3, count: count), low) { $0.subtractingReportingOverflow($1) })
                let product = Array(left * right)
                XCTAssertEqual(product, expected(a, b) { $0.multipliedReportingOverflow(by: $1) }, "\(count) rows *, overflow at \(overflowRow)")
                XCTAssertNil(product[overflowRow] ?? nil)
                XCTAssertEqual(Array(lowLeft * 2), expected(low, Array(repeating: 2, count: count)) { $0.multipliedReportingOverflow(by: $1) })
                XCTAssertEqual(Array(-3 * left), expected(Array(repeating: -3, count: count), a) { $0.multipliedReportingOverflow(by: $1) })
            }
        }
    }

    func testExtremesThatDoNotOverflowAreExact() {
        let a: [Int?] = [Int.max, Int.min, -1, 0, Int.max, Int.min, 1, nil, Int.min + 1]
        let b: [Int?] = [Int.min, Int.max, Int.min, Int.min + 1, 0, -0, -1, 3, -1]
        let left = Column<Int>(name: "a", contents: a), right = Column<Int>(name: "b", contents: b)
        XCTAssertEqual(Array(left + right), expected(a, b) { $0.addingReportingOverflow($1) })
        XCTAssertEqual(Array(left - right), expected(a, b) { $0.subtractingReportingOverflow($1) })
        let factors: [Int?] = [1, 1, Int.min, 0, -1, -1, Int.min, 3, -1]
        let products: [Int?] = [Int.max, Int.min, nil, 0, -Int.max, nil, Int.min, nil, Int.max]
        XCTAssertEqual(Array(left * Column<Int>(name: "b", contents: factors)), products)
        XCTAssertEqual(Array(Column<Int>(name: "b", contents: [Int.min, -1, Int.max, Int.max]) * -1), [nil, 1, -Int.max, -Int.max])
    }

    /// The values at and just past the overflow boundary of `scalar` (Int.max - scalar,
    /// Int.min - scalar and their neighbours, where they exist), the extremes, 0 and -1.
    private func boundaries(of scalar: Int) -> [Int] {
        var values = [Int.max, Int.min, Int.max - 1, Int.min + 1, 0, -1, 1]
        for base in [Int.max, Int.min] {
            let (edge, overflow) = base.subtractingReportingOverflow(scalar)
            guard !overflow else { continue }
            values += [edge, edge &- 1, edge &+ 1]
            let (reversed, reversedOverflow) = scalar.subtractingReportingOverflow(base)
            if !reversedOverflow { values += [reversed, reversed &- 1, reversed &+ 1] }
            let (flipped, flippedOverflow) = scalar.subtractingReportingOverflow(base == Int.max ? Int.max : -1)
            if !flippedOverflow { values += [flipped, flipped &+ 1] }
        }
        return values
    }

    func testSumsAndDifferencesWithAValueOverflowExactlyAtTheBoundaries() {
        for scalar in [0, 1, 7, -1, -7, Int.max, Int.min, Int.max - 1, Int.min + 1, 1 << 62, -(1 << 62)] {
            let edges = boundaries(of: scalar)
            for count in [1, 7, 8, 9, 15, 16, 17, 33, edges.count, edges.count + 5] {
                for offset in [0, 3] {
                    let a: [Int?] = (0..<count).map { row in row % 5 == 2 ? nil : edges[(row &+ offset) % edges.count] }
                    let column = Column<Int>(name: "a", contents: a), values = [Int?](repeating: scalar, count: count)
                    let label = "\(count) rows, \(scalar), offset \(offset)"
                    XCTAssertEqual(Array(column + scalar), expected(a, values) { $0.addingReportingOverflow($1) }, "+ \(label)")
                    XCTAssertEqual(Array(scalar + column), expected(values, a) { $0.addingReportingOverflow($1) }, "c + \(label)")
                    XCTAssertEqual(Array(column - scalar), expected(a, values) { $0.subtractingReportingOverflow($1) }, "- \(label)")
                    XCTAssertEqual(Array(scalar - column), expected(values, a) { $0.subtractingReportingOverflow($1) }, "c - \(label)")
                }
            }
        }
    }

    func testTheLoopWithAValueGivesUpExactlyWhenARowOverflows() {
        typealias Reference = (Int, Int) -> (partialValue: Int, overflow: Bool)
        let cases: [(ColumnArithmetic.Operation, Bool, Reference)] = [
            (.add, false, { $0.addingReportingOverflow($1) }), (.add, true, { $1.addingReportingOverflow($0) }),
            (.subtract, false, { $0.subtractingReportingOverflow($1) }), (.subtract, true, { $1.subtractingReportingOverflow($0) })]
        for scalar in [5, -5, 0, Int.min, Int.max] {
            for count in [3, 8, 11] {
                for row in [0, count / 2, count - 1] {
                    for edge in boundaries(of: scalar) {
                        let values = (0..<count).map { $0 == row ? edge : 0 }
                        for (operation, scalarFirst, reference) in cases {
                            let result = IntegerElementwise.combine(operation, TypedValues(values), scalar: scalar, scalarFirst: scalarFirst)
                            XCTAssertEqual(result == nil, values.contains { reference($0, scalar).overflow },
                                           "\(operation) \(scalarFirst) \(scalar) at \(row) of \(count): \(edge)")
                            XCTAssertEqual(result?.values, result.map { _ in values.map { reference($0, scalar).partialValue } })
                        }
                    }
                }
            }
        }
    }

    func testProductsTakeTheLoopUnlessARowOverflows() {
        let small = TypedValues<Int>(optionals: [3, nil, -4, 5], placeholder: 0)
        let large = TypedValues<Int>(optionals: [3, nil, Int.max, 5], placeholder: 0)
        XCTAssertEqual(IntegerElementwise.combine(.multiply, small, small)?.values, [9, 0, 16, 25])
        XCTAssertEqual(IntegerElementwise.combine(.multiply, small, scalar: -2, scalarFirst: true)?.values, [-6, 0, 8, -10])
        XCTAssertNil(IntegerElementwise.combine(.multiply, large, small))
        XCTAssertNil(IntegerElementwise.combine(.multiply, large, scalar: 2, scalarFirst: false))
        XCTAssertNil(IntegerElementwise.combine(.divide, small, small))
    }

    func testQuotientsStayRowByRow() {
        let a: [Int?] = (0..<20).map { value($0, shift: 0) }, b: [Int?] = (0..<20).map { value($0, shift: 3) }
        let left = Column<Int>(name: "a", contents: a), right = Column<Int>(name: "b", contents: b)
        XCTAssertEqual(Array(left * right), expected(a, b) { $0.multipliedReportingOverflow(by: $1) })
        XCTAssertEqual(Array(left / right), expected(a, b) { $0.dividedReportingOverflow(by: $1) })
    }
}
