// Order statistics by selection (the k-th smallest value) without sorting everything.

extension StatisticsKernels {
    /// Ranges shorter than this are finished by insertion sort.
    static let selectionInsertionThreshold = 16

    /// Rearranges `values` so that each rank in `ranks` holds the value a full ascending
    /// sort would put there, and returns those values in the order of `ranks`.
    ///
    /// `ranks` must be ascending and each in `0..<values.count`. Quickselect (Hoare 1961)
    /// with a median-of-three pivot (a ninther on large ranges): O(n) expected per rank.
    /// A range that keeps shrinking too slowly (an adversarial order) is finished by the
    /// standard library's sort, so the worst case is O(n log n), never quadratic.
    /// A rank right after the previous one is found by a linear scan for the minimum.
    static func select<Value: Comparable>(ranks: [Int], in values: UnsafeMutableBufferPointer<Value>) -> [Value] {
        var selected: [Value] = []
        selected.reserveCapacity(ranks.count)
        var previous = -1
        for rank in ranks {
            if rank == previous {
                // Already in place.
            } else if rank == previous + 1 {
                moveMinimum(of: values, from: rank)
            } else {
                select(rank: rank, in: values, from: previous + 1)
            }
            selected.append(values[rank])
            previous = rank
        }
        return selected
    }

    /// Swaps the smallest value of `values[start...]` into `start`.
    private static func moveMinimum<Value: Comparable>(of values: UnsafeMutableBufferPointer<Value>, from start: Int) {
        var smallest = start
        var index = start + 1
        while index < values.count {
            if values[index] < values[smallest] { smallest = index }
            index += 1
        }
        values.swapAt(start, smallest)
    }

    /// Puts the value of rank `rank` in place, looking only at `values[start...]`.
    private static func select<Value: Comparable>(rank: Int, in values: UnsafeMutableBufferPointer<Value>, from start: Int) {
        var low = start
        var high = values.count - 1
        var budget = 2 * (Int.bitWidth - values.count.leadingZeroBitCount) + 8
        while high - low >= selectionInsertionThreshold {
            if budget == 0 {
                var rest = UnsafeMutableBufferPointer(rebasing: values[low...high])
                rest.sort()
                return
            }
            budget -= 1
            let pivotIndex = partition(values, low: low, high: high)
            if rank == pivotIndex { return }
            if rank < pivotIndex { high = pivotIndex - 1 } else { low = pivotIndex + 1 }
        }
        insertionSort(values, low: low, high: high)
    }

    /// Partitions `values[low...high]` (at least three values) around a pivot and returns
    /// the pivot's final index: everything before it is ≤ the pivot, everything after ≥.
    private static func partition<Value: Comparable>(_ values: UnsafeMutableBufferPointer<Value>, low: Int, high: Int) -> Int {
        let middle = low + (high - low) / 2
        if high - low > 1024 {
            // Ninther: the median of three medians of three, spread over the range.
            let step = (high - low) / 8
            sortThree(values, low, low + step, low + 2 * step)
            sortThree(values, middle - step, middle, middle + step)
            sortThree(values, high - 2 * step, high - step, high)
            sortThree(values, low + step, middle, high - step)
            values.swapAt(low + step, low)
            values.swapAt(high - step, high)
        } else {
            sortThree(values, low, middle, high)
        }
        // Now values[low] <= values[middle] <= values[high]; they act as sentinels.
        let pivot = values[middle]
        values.swapAt(middle, high - 1)
        var left = low
        var right = high - 1
        while true {
            repeat { left += 1 } while values[left] < pivot
            repeat { right -= 1 } while pivot < values[right]
            if left >= right { break }
            values.swapAt(left, right)
        }
        values.swapAt(left, high - 1)
        return left
    }

    /// Orders the three values at `a`, `b`, `c` ascending.
    @inline(__always)
    private static func sortThree<Value: Comparable>(_ values: UnsafeMutableBufferPointer<Value>, _ a: Int, _ b: Int, _ c: Int) {
        if values[b] < values[a] { values.swapAt(a, b) }
        if values[c] < values[b] {
            values.swapAt(b, c)
            if values[b] < values[a] { values.swapAt(a, b) }
        }
    }

    /// Sorts `values[low...high]` by insertion.
    private static func insertionSort<Value: Comparable>(_ values: UnsafeMutableBufferPointer<Value>, low: Int, high: Int) {
        guard high > low else { return }
        for index in (low + 1)...high {
            let value = values[index]
            var position = index
            while position > low && value < values[position - 1] {
                values[position] = values[position - 1]
                position -= 1
            }
            values[position] = value
        }
    }
}
