import XCTest
@testable import ChartCore

final class SortBucketsTests: XCTestCase {
    func testLinearBucketsAreOrderedAndKeepEqualValuesTogether() throws {
        var generator = SplitMix64(state: 31)
        let values = (0..<20_000).map { _ in (generator.nextUnitDouble() * 1000).rounded(.down) / 10 - 50 }
        let low = values.minimum, high = values.maximum
        let assignment = try XCTUnwrap(values.withUnsafeBufferPointer {
            StatisticsKernels.linearBuckets(of: $0, low: low, high: high)
        })
        var bucketOfValue: [Double: UInt8] = [:]
        for (value, bucket) in zip(values, assignment.bucketOfKey) {
            XCTAssertEqual(bucketOfValue[value, default: bucket], bucket, "equal values share a bucket")
            bucketOfValue[value] = bucket
        }
        let ordered = bucketOfValue.sorted { $0.key < $1.key }.map(\.value)
        XCTAssertEqual(ordered, ordered.sorted(), "buckets follow the order of the values")
        XCTAssertEqual(assignment.starts.last, values.count)
    }

    func testLinearBucketsDeclineSkewedOrInfiniteRanges() {
        var skewed = [Double](repeating: 1, count: 1000)
        skewed[0] = 1e300
        XCTAssertNil(skewed.withUnsafeBufferPointer { StatisticsKernels.linearBuckets(of: $0, low: 1, high: 1e300) })
        XCTAssertNil([1.0, 2].withUnsafeBufferPointer { StatisticsKernels.linearBuckets(of: $0, low: 1, high: .infinity) })
        XCTAssertNil([3.0, 3].withUnsafeBufferPointer { StatisticsKernels.linearBuckets(of: $0, low: 3, high: 3) })
    }

    func testSampledBucketsAreOrdered() {
        var generator = SplitMix64(state: 32)
        var keys = (0..<30_000).map { _ in generator.next() >> UInt64(generator.next() % 40) }
        let assignment = keys.withUnsafeMutableBufferPointer { StatisticsKernels.sampledBuckets(of: $0) }
        var highestKeyOfBucket = [UInt64](repeating: 0, count: 256)
        var lowestKeyOfBucket = [UInt64](repeating: .max, count: 256)
        for (key, bucket) in zip(keys, assignment.bucketOfKey) {
            highestKeyOfBucket[Int(bucket)] = max(highestKeyOfBucket[Int(bucket)], key)
            lowestKeyOfBucket[Int(bucket)] = min(lowestKeyOfBucket[Int(bucket)], key)
        }
        let used = (0..<256).filter { lowestKeyOfBucket[$0] != .max }
        for (lower, upper) in zip(used, used.dropFirst()) {
            XCTAssertLessThan(highestKeyOfBucket[lower], lowestKeyOfBucket[upper])
        }
        XCTAssertGreaterThan(used.count, 200, "the sample spreads the keys over most buckets")
    }
}
