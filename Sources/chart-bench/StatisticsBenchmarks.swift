import ChartCore

/// The statistics suite: BEMSimpleLineGraph's six statistics (mean, median, mode,
/// population standard deviation, minimum, maximum) and LTTB downsampling, from 1e3 to 1e6
/// values. scripts/bench/statistics_numpy.py measures the same with numpy on the same data.
let statisticsSuite = BenchmarkSuite(
    name: "statistics",
    summary: "six statistics and LTTB downsampling, 1e3 to 1e6 doubles",
    run: runStatisticsBenchmarks
)

/// The sizes measured.
private let statisticsSizes = [1_000, 10_000, 100_000, 1_000_000]

/// How many points LTTB keeps.
private let downsamplingThreshold = 1000

/// The data both this suite and the numpy script use: splitmix64 (state seed + k·γ) → the
/// top 53 bits as a double u in [0, 1) → 2000·u − 1000 (all distinct), or ⌊100000·u⌋ / 100
/// (two decimals, so values repeat and the mode is a few values).
private struct BenchmarkData {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func nextUnitDouble() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) * 0x1p-53
    }

    static func distinctDoubles(count: Int) -> [Double] {
        var generator = BenchmarkData(seed: 42)
        return (0..<count).map { _ in -1000 + 2000 * generator.nextUnitDouble() }
    }

    static func twoDecimalDoubles(count: Int) -> [Double] {
        var generator = BenchmarkData(seed: 42)
        return (0..<count).map { _ in (100_000 * generator.nextUnitDouble()).rounded(.down) / 100 }
    }
}

/// Keeps results alive so the optimiser cannot drop the work.
private var sink = 0.0

/// The six BEMSimpleLineGraph statistics, each computed on its own as a caller would.
private func sixStatistics(_ values: [Double]) {
    sink += values.mean
    sink += values.median
    sink += Double(values.mode.count)
    sink += values.standardDeviation
    sink += values.minimum
    sink += values.maximum
}

private func runStatisticsBenchmarks() throws -> [BenchmarkResult] {
    let stopwatch = Stopwatch()
    var results: [BenchmarkResult] = []
    for size in statisticsSizes {
        let distinct = BenchmarkData.distinctDoubles(count: size)
        let twoDecimals = BenchmarkData.twoDecimalDoubles(count: size)
        let x = (0..<size).map(Double.init)
        func measure(_ name: String, note: String = "", _ work: () throws -> Void) throws {
            results.append(BenchmarkResult(name: name, size: size, timing: try stopwatch.measure(work), note: note))
        }
        try measure("six statistics (distinct)") { sixStatistics(distinct) }
        try measure("six statistics (two decimals)", note: "\(twoDecimals.mode.count) modes") {
            sixStatistics(twoDecimals)
        }
        try measure("mean") { sink += distinct.mean }
        try measure("median") { sink += distinct.median }
        try measure("mode (distinct)") { sink += Double(distinct.mode.count) }
        try measure("mode (two decimals)") { sink += Double(twoDecimals.mode.count) }
        try measure("standard deviation") { sink += distinct.standardDeviation }
        try measure("minimum and maximum") { sink += distinct.minimum + distinct.maximum }
        try measure("LTTB to \(downsamplingThreshold) points") {
            sink += Double(Downsampling.largestTriangleThreeBuckets(x: x, y: distinct, threshold: downsamplingThreshold).count)
        }
    }
    if sink == 42 { print("") }
    return results
}
