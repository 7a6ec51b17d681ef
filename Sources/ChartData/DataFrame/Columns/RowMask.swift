/// One Bool per row, as a comparison of a whole column gives it (`df["mass", Double.self] > 4000`):
/// subscripting a DataFrame or a column with it keeps the rows where it is true.
///
/// A comparison with a missing value is false (the row is not kept), as in pandas. Masks
/// combine with `&` (both), `|` (either) and `!` (not).
public struct RowMask: RandomAccessCollection, Sendable, Equatable, CustomStringConvertible {
    /// One flag per row.
    public var flags: [Bool]

    /// A mask of `flags`.
    public init(_ flags: [Bool]) { self.flags = flags }

    /// Positions count from 0.
    public var startIndex: Int { 0 }
    /// The number of rows.
    public var endIndex: Int { flags.count }
    /// Whether the row at `position` is kept.
    public subscript(position: Int) -> Bool { flags[position] }

    /// How many rows are kept.
    public var trueCount: Int { Self.trueCount(flags, below: flags.count) }

    /// How many of the first `end` flags are true (without a branch per row).
    private static func trueCount(_ flags: [Bool], below end: Int) -> Int {
        flags.withUnsafeBufferPointer { buffer in
            var count = 0
            for row in 0..<end { count &+= buffer[row] ? 1 : 0 }
            return count
        }
    }

    /// The positions of the rows kept, in order, those below `limit` when one is given.
    ///
    /// Every position is written and the end moves on only for a kept row, so no branch
    /// depends on the flags (a mask from comparing random values would mispredict half of them).
    func keptRows(below limit: Int = .max) -> [Int] {
        let end = Swift.min(flags.count, limit)
        let kept = Self.trueCount(flags, below: end)
        return [Int](unsafeUninitializedCapacity: kept + 1) { output, initialized in
            flags.withUnsafeBufferPointer { buffer in
                var count = 0
                for row in 0..<end {
                    output[count] = row
                    count &+= buffer[row] ? 1 : 0
                }
                initialized = count
            }
        }
    }

    /// Rows kept by both masks.
    public static func & (lhs: RowMask, rhs: RowMask) -> RowMask {
        RowMask(zip(lhs.flags, rhs.flags).map { $0 && $1 })
    }

    /// Rows kept by either mask.
    public static func | (lhs: RowMask, rhs: RowMask) -> RowMask {
        RowMask(zip(lhs.flags, rhs.flags).map { $0 || $1 })
    }

    /// Rows kept by both masks.
    public static func && (lhs: RowMask, rhs: RowMask) -> RowMask { lhs & rhs }

    /// Rows kept by either mask.
    public static func || (lhs: RowMask, rhs: RowMask) -> RowMask { lhs | rhs }

    /// The rows the mask does not keep.
    public static prefix func ! (mask: RowMask) -> RowMask {
        RowMask(mask.flags.map { !$0 })
    }

    /// "RowMask(3 of 5 rows)".
    public var description: String { "RowMask(\(trueCount) of \(flags.count) rows)" }
}
