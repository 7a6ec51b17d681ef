import ChartData
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

// Runs the DataFrame work of chart-bench's "dataframe" suite once each, for counting
// instructions with callgrind beside pandas (scripts/bench/dataframe_callgrind.py):
//
//     dataframe-steps CSV-PATH [STEP ...]
//
// Before each step it calls getppid(), which nothing else calls, so that
// `valgrind --tool=callgrind --dump-before=getppid` writes one profile part per step (part 1
// is the start-up, part 2 the first load, and so on). It prints the steps' names in order.

/// One measured piece of work on the loaded frame.
struct Step {
    var name: String
    var work: (inout DataFrame) throws -> Void
}

/// Marks the boundary between two profile parts.
@inline(never)
func boundary() { _ = getppid() }

let arguments = Array(CommandLine.arguments.dropFirst())
guard let path = arguments.first else {
    fputs("usage: dataframe-steps CSV-PATH [STEP ...]\n", stderr)
    exit(2)
}

var sink = 0
let steps: [Step] = [
    Step(name: "load") { frame in frame = try DataFrame(contentsOfCSVFile: path) },
    Step(name: "mask-text") { frame in sink &+= (frame["subject", String.self] == "Math").count },
    Step(name: "mask-double") { frame in sink &+= (frame["score", Double.self] > 50).count },
    Step(name: "mask-date") { frame in
        sink &+= (frame["enrolled", Date.self] > Date(timeIntervalSince1970: 1_577_836_800)).count  // 2020-01-01
    },
    Step(name: "mask-date-date") { frame in
        sink &+= (frame["enrolled", Date.self] < frame["enrolled", Date.self]).count
    },
    Step(name: "mask-int") { frame in sink &+= (frame["year", Int.self] > 2019).count },
    Step(name: "column/column") { frame in sink &+= (frame["score", Double.self] / frame["hours", Double.self]).count },
    Step(name: "column*scalar") { frame in sink &+= (frame["score", Double.self] * 2).count },
    Step(name: "int+scalar") { frame in sink &+= (frame["year", Int.self] + 1).count },
    Step(name: "int+int") { frame in sink &+= (frame["year", Int.self] + frame["grade_level", Int.self]).count },
    Step(name: "int*int") { frame in sink &+= (frame["year", Int.self] * frame["grade_level", Int.self]).count },
    Step(name: "summary") { frame in sink &+= frame.summary().shape.rows },
    Step(name: "summary-numeric") { frame in
        sink &+= frame.summary(of: "student", "year", "grade_level", "score", "hours").shape.rows
    },
]
let wanted = arguments.count > 1 ? Array(arguments.dropFirst()) : steps.map(\.name)
var frame = DataFrame()
for name in wanted {
    guard let step = steps.first(where: { $0.name == name }) else {
        fputs("dataframe-steps: no step '\(name)'; steps are: \(steps.map(\.name).joined(separator: ", "))\n", stderr)
        exit(2)
    }
    boundary()
    do { try step.work(&frame) } catch {
        fputs("dataframe-steps: \(error)\n", stderr)
        exit(1)
    }
    print(name)
}
boundary()
print("sink \(sink)")
