/// Minimum, maximum, sum and count of the numbers in one pass, NaN gaps skipped.
struct Extent {
    var minimum = Double.infinity
    var maximum = -Double.infinity
    var sum = 0.0
    var count = 0

    init(_ values: [Double]) {
        for value in values where !value.isNaN {
            if value < minimum { minimum = value }
            if value > maximum { maximum = value }
            sum += value
            count += 1
        }
    }
}
