import ChartScript

/// The interpreter: a long loop, a long map, and the cells of workloads_swift.json.
let interpreterSuite = BenchmarkSuite(name: "interpreter", summary: "ChartScript loop, map and the notebook workload cells") {
    let engine = ChartScriptEngine()
    let fewRuns = Stopwatch(runs: 3, warmUpRuns: 1)
    var results: [BenchmarkResult] = []

    results.append(BenchmarkResult(name: "trivial cell 1 + 1", size: 1, timing: try Stopwatch(runs: 200).measure {
        try BenchmarkCell.run(engine, "1 + 1", expecting: "text/plain")
    }))
    results.append(BenchmarkResult(name: "for loop, 1e6 iterations", size: 1_000_000, timing: try fewRuns.measure {
        try BenchmarkCell.run(engine, "var total = 0\nfor i in 0..<1_000_000 { total += i % 7 }\ntotal", expecting: "text/plain")
    }))
    results.append(BenchmarkResult(name: "while loop, 1e6 iterations", size: 1_000_000, timing: try fewRuns.measure {
        try BenchmarkCell.run(engine, "var n = 0\nvar sum = 0.0\nwhile n < 1_000_000 { sum += Double(n) * 0.5; n += 1 }\nsum", expecting: "text/plain")
    }))
    results.append(BenchmarkResult(name: "closures made in a loop, 1e5", size: 100_000, timing: try fewRuns.measure {
        try BenchmarkCell.run(engine, "var makers: [() -> Int] = []\nfor i in 0..<100_000 { makers.append { i * 2 } }\nmakers.reduce(0) { $0 + $1() }",
                              expecting: "text/plain")
    }))
    results.append(BenchmarkResult(name: "closure per iteration called, 1e5", size: 100_000, timing: try fewRuns.measure {
        try BenchmarkCell.run(engine, "var total = 0\nfor i in 0..<100_000 { let shifted = { (x: Int) in x + i }; total += shifted(1) }\ntotal",
                              expecting: "text/plain")
    }))
    results.append(BenchmarkResult(name: "map inside a loop, 1e4 x 10", size: 100_000, timing: try fewRuns.measure {
        try BenchmarkCell.run(engine, "var total = 0\nfor _ in 0..<10_000 { total += [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map { $0 * 2 }.count }\ntotal",
                              expecting: "text/plain")
    }))
    try BenchmarkCell.run(engine, "func scaled(_ x: Int) -> Int { x * 3 + 1 }\nstruct Scaler { var factor: Int; func scaled(_ x: Int) -> Int { x * factor + 1 } }\nlet scaler = Scaler(factor: 3)")
    results.append(BenchmarkResult(name: "function call in a loop, 1e6", size: 1_000_000, timing: try fewRuns.measure {
        try BenchmarkCell.run(engine, "var total = 0\nfor i in 0..<1_000_000 { total &+= scaled(i) }\ntotal", expecting: "text/plain")
    }))
    results.append(BenchmarkResult(name: "struct method call in a loop, 1e6", size: 1_000_000, timing: try fewRuns.measure {
        try BenchmarkCell.run(engine, "var total = 0\nfor i in 0..<1_000_000 { total &+= scaler.scaled(i) }\ntotal", expecting: "text/plain")
    }))
    let setup = "let statsData = (0..<1_000_000).map { Double(($0 * 7919) % 30011) / 100.0 + 50.0 }"
    results.append(BenchmarkResult(name: "map 1e6 (stats_1e6 setup)", size: 1_000_000, timing: try fewRuns.measure {
        try BenchmarkCell.run(engine, setup)
    }))
    results.append(BenchmarkResult(name: "filter + reduce 1e6", size: 1_000_000, timing: try fewRuns.measure {
        try BenchmarkCell.run(engine, "statsData.filter { $0 > 100 }.reduce(0.0) { $0 + $1 }", expecting: "text/plain")
    }))
    let statsCells = ["let statsMode = statsData.mode",
                      "[statsData.mean, statsData.median, statsData.standardDeviation, statsData.minimum, statsData.maximum, statsMode[0]]"]
    results.append(BenchmarkResult(name: "stats_1e6 cells", size: 1_000_000, timing: try Stopwatch(runs: 5).measure {
        try BenchmarkCell.run(engine, statsCells[0])
        try BenchmarkCell.run(engine, statsCells[1], expecting: "text/plain")
    }))
    for size in [1_000, 10_000, 100_000] {
        let name = "walk\(size)"
        try BenchmarkCell.run(engine, "let \(name) = (0..<\(size)).map { Double($0 % 1000) * 0.5 + Double(($0 * 7919) % 101) }")
        results.append(BenchmarkResult(name: "LineGraph(walk) SVG", size: size, timing: try Stopwatch(runs: size >= 100_000 ? 3 : 7).measure {
            try BenchmarkCell.run(engine, "LineGraph(\(name))", expecting: "text/html")
        }))
    }
    results.append(BenchmarkResult(name: "bar_svg_12 cell", size: 12, timing: try Stopwatch(runs: 30).measure {
        try BenchmarkCell.run(engine, "BarChart(categories: [\"Jan\", \"Feb\", \"Mar\", \"Apr\", \"May\", \"Jun\", \"Jul\", \"Aug\", \"Sep\", \"Oct\", \"Nov\", \"Dec\"], values: [31, 28, 35, 30, 22, 18, 9, 12, 40, 38, 33, 25])",
                    expecting: "text/html")
    }))
    results.append(BenchmarkResult(name: "pie_svg_6 cell", size: 6, timing: try Stopwatch(runs: 30).measure {
        try BenchmarkCell.run(engine, "PieChart(categories: [\"Math\", \"Physics\", \"Art\", \"History\", \"Biology\", \"Music\"], values: [120, 60, 45, 80, 100, 20])",
                    expecting: "text/html")
    }))
    return results
}
