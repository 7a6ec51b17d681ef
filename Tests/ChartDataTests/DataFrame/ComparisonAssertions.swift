import XCTest
@testable import ChartData

/// The six comparisons, each as Swift's operator on two values, on a column and a value, and
/// on two columns: what the mask tests check every comparison loop against.
struct ComparisonCase<T: Comparable> {
    let name: String
    let test: (T, T) -> Bool
    let withValue: (Column<T>, T) -> RowMask
    let withColumn: (Column<T>, Column<T>) -> RowMask

    static var all: [ComparisonCase] {
        [ComparisonCase(name: "==", test: { $0 == $1 }, withValue: { $0 == $1 }, withColumn: { $0 == $1 }),
         ComparisonCase(name: "!=", test: { $0 != $1 }, withValue: { $0 != $1 }, withColumn: { $0 != $1 }),
         ComparisonCase(name: "<", test: { $0 < $1 }, withValue: { $0 < $1 }, withColumn: { $0 < $1 }),
         ComparisonCase(name: "<=", test: { $0 <= $1 }, withValue: { $0 <= $1 }, withColumn: { $0 <= $1 }),
         ComparisonCase(name: ">", test: { $0 > $1 }, withValue: { $0 > $1 }, withColumn: { $0 > $1 }),
         ComparisonCase(name: ">=", test: { $0 >= $1 }, withValue: { $0 >= $1 }, withColumn: { $0 >= $1 })]
    }
}

/// Asserts that every comparison of `values` with each of `scalars`, and with `others` row by
/// row, gives each row's own comparison (false where a side is missing).
func assertEachRowsComparison<T: Comparable>(_ values: [T?], _ others: [T?], scalars: [T], _ label: String,
                                             file: StaticString = #filePath, line: UInt = #line) {
    let column = Column<T>(name: "a", contents: values), other = Column<T>(name: "b", contents: others)
    for comparison in ComparisonCase<T>.all {
        for scalar in scalars {
            let expected = values.map { $0.map { comparison.test($0, scalar) } ?? false }
            XCTAssertEqual(comparison.withValue(column, scalar).flags, expected, "\(label) \(comparison.name) \(scalar)", file: file, line: line)
        }
        let pairs: [Bool] = zip(values, others).map { a, b in
            guard let a, let b else { return false }
            return comparison.test(a, b)
        }
        XCTAssertEqual(comparison.withColumn(column, other).flags, pairs, "\(label) \(comparison.name) column", file: file, line: line)
    }
}
