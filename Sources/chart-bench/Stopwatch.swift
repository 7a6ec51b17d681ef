import Foundation

/// Times a piece of work the way the benchmarks report it: several runs after a warm-up,
/// keeping the minimum and the median (the machine is shared, so the minimum is steadier).
struct Stopwatch {
    /// How many timed runs each measurement makes.
    var runs: Int = 7
    /// How many untimed runs come first.
    var warmUpRuns: Int = 1

    /// Runs `work` and returns the timings in milliseconds.
    func measure(_ work: () throws -> Void) rethrows -> Timing {
        for _ in 0..<warmUpRuns { try work() }
        var samples: [Double] = []
        samples.reserveCapacity(runs)
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            try work()
            let end = DispatchTime.now().uptimeNanoseconds
            samples.append(Double(end - start) / 1e6)
        }
        return Timing(samples: samples)
    }
}

/// The samples of one measurement, in milliseconds.
struct Timing {
    /// Every timed run, in the order they ran.
    var samples: [Double]

    /// The fastest run.
    var minimum: Double { samples.min() ?? .nan }

    /// The middle run.
    var median: Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 0 ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
}

/// One line of the benchmark report.
struct BenchmarkResult {
    /// What was measured, such as "six statistics".
    var name: String
    /// The input size, such as 1_000_000 points.
    var size: Int
    /// The timings.
    var timing: Timing
    /// Anything worth printing beside the time (output size, ratio, …).
    var note: String = ""
}

/// A named group of measurements that the benchmark executable can run on its own.
struct BenchmarkSuite {
    /// The name given on the command line to run only this suite.
    var name: String
    /// What the suite measures, for `--help`.
    var summary: String
    /// Runs the measurements and returns one result per line of the report.
    var run: () throws -> [BenchmarkResult]
}
