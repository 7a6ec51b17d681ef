import ChartCore
import Foundation

/// Line-chart SVG rendering (with and without downsampling) and hit-test lookups.
let renderingSuite = BenchmarkSuite(
    name: "rendering",
    summary: "line SVG with/without downsampling (1e3…1e6 points), hit tests on 1e6 sorted points"
) {
    var results: [BenchmarkResult] = []
    let stopwatch = Stopwatch(runs: 5, warmUpRuns: 1)
    for size in [1_000, 10_000, 100_000, 1_000_000] {
        let values = RenderingData.randomWalk(count: size)
        var graph = LineGraph(values)
        graph.title = "Line chart, \(size) points"
        graph.xAxisTitle = "x"
        graph.yAxisTitle = "y"
        graph.width = 800
        graph.height = 450
        var bytes = 0
        var cpu = CPUClock()
        let downsampled = try stopwatch.measure { try cpu.measure { bytes = try graph.svg.utf8.count } }
        results.append(BenchmarkResult(name: "line SVG, downsampled (LTTB)", size: size, timing: downsampled,
                                       note: "\(bytes) bytes, " + cpu.note))
        guard size <= 100_000 else { continue }
        graph.downsamplingThreshold = nil
        cpu = CPUClock()
        let full = try stopwatch.measure { try cpu.measure { bytes = try graph.svg.utf8.count } }
        results.append(BenchmarkResult(name: "line SVG, every point", size: size, timing: full, note: "\(bytes) bytes, " + cpu.note))
    }

    let count = 1_000_000
    let lookups = 1_000_000
    let values = RenderingData.randomWalk(count: count)
    let lineGeometry = try LineGraph(values).makeGeometry()
    let scatterGeometry = try ScatterPlot(x: (0..<count).map { Double($0) * 0.001 }, y: values).makeGeometry()
    let pixels = RenderingData.pixels(count: 4096, width: 640, height: 400)
    var checksum = 0
    var cpu = CPUClock()
    let lineLookup = Stopwatch(runs: 5, warmUpRuns: 1).measure { cpu.measure {
        for lookup in 0..<lookups { checksum &+= lineGeometry.nearestIndex(to: pixels[lookup & 4095])?.index ?? 0 }
    } }
    results.append(BenchmarkResult(name: "line nearest index (1e6 lookups)", size: count, timing: lineLookup,
                                   note: String(format: "%.1f ns per lookup (cpu %.1f ns)", lineLookup.minimum * 1e6 / Double(lookups),
                                                cpu.minimum * 1e6 / Double(lookups))))
    cpu = CPUClock()
    let scatterLookup = Stopwatch(runs: 5, warmUpRuns: 1).measure { cpu.measure {
        for lookup in 0..<lookups { checksum &+= scatterGeometry.hitTest(pixels[lookup & 4095])?.index ?? 0 }
    } }
    results.append(BenchmarkResult(name: "scatter hit test, bin. search", size: count, timing: scatterLookup,
                                   note: String(format: "%.1f ns per lookup (cpu %.1f ns)", scatterLookup.minimum * 1e6 / Double(lookups),
                                                cpu.minimum * 1e6 / Double(lookups))))
    let lineTiming = Stopwatch(runs: 5, warmUpRuns: 1).measure {
        for lookup in 0..<lookups { checksum &+= lineGeometry.hitTest(pixels[lookup & 4095])?.index ?? 0 }
    }
    results.append(BenchmarkResult(name: "line hitTest with ChartHit", size: count, timing: lineTiming,
                                   note: String(format: "%.1f ns per lookup", lineTiming.minimum * 1e6 / Double(lookups))))
    let scatterTiming = Stopwatch(runs: 5, warmUpRuns: 1).measure {
        for lookup in 0..<lookups { checksum &+= scatterGeometry.hitTest(pixels[lookup & 4095])?.index ?? 0 }
    }
    results.append(BenchmarkResult(name: "scatter hitTest with ChartHit", size: count, timing: scatterTiming,
                                   note: String(format: "%.1f ns per lookup (checksum %d)",
                                                scatterTiming.minimum * 1e6 / Double(lookups), checksum & 0xFFFF)))
    return results
}

/// This thread's CPU time, which a loaded machine inflates far less than wall time.
struct CPUClock {
    private(set) var minimum = Double.infinity

    /// Runs `work`, keeping the smallest CPU time seen, in milliseconds.
    mutating func measure(_ work: () throws -> Void) rethrows {
        let start = CPUClock.now()
        try work()
        minimum = min(minimum, CPUClock.now() - start)
    }

    /// "cpu 1.234 ms" (the fastest run).
    var note: String { String(format: "cpu min %.3f ms", minimum) }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
    }
}

/// Deterministic input data for the rendering benchmarks.
enum RenderingData {
    /// A random walk (sum of uniform steps in -1…1) from a fixed seed.
    static func randomWalk(count: Int) -> [Double] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var total = 0.0
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            total += Double(state >> 11) / Double(1 << 53) * 2 - 1
            return total
        }
    }

    /// Pixel positions spread over a canvas, for hit tests.
    static func pixels(count: Int, width: Double, height: Double) -> [Point] {
        (0..<count).map { index -> Point in
            let horizontal: Int = (index &* 2_654_435_761) % 100_000
            let vertical: Int = (index &* 40_503) % 10_000
            return Point(x: Double(horizontal) / 100_000 * width, y: Double(vertical) / 10_000 * height)
        }
    }
}
