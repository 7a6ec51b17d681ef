import Foundation

/// The DataFrame benchmark's files, deterministic (a fixed xorshift sequence) and written once
/// into the temporary directory, so chart-bench and scripts/bench/dataframe_pandas.py read the
/// very same bytes.
///
/// `enrollments-<rows>.csv` has 8 columns with missing values and dates:
/// `student` (Int, 1…100,000, the join key), `school` (40 names), `subject` (8 names, 1% empty),
/// `enrolled` (a `yyyy-MM-dd` date, 2% `NA`), `year` (Int), `grade_level` (Int 9…12, 3% `NA`),
/// `score` (0…100 with one decimal, 5% empty), `hours` (0.5…20, 4% `NA`).
/// `students-<rows / 10>.csv` has one row per student: `student` (shuffled), `name`, `age`, `region`.
enum DataFrameBenchmarkData {
    static let subjects = ["Math", "Physics", "Chemistry", "Biology", "History", "Art", "Music", "Computer Science"]
    static let regions = ["North", "South", "East", "West", "Central"]
    static let firstNames = ["Ada", "Alan", "Grace", "Edsger", "Barbara", "Donald", "Frances", "Ken",
                             "Margaret", "Dennis", "Radia", "Tim", "Katherine", "John", "Hedy", "Linus"]
    static let schoolWords = ["Lincoln", "Roosevelt", "Jefferson", "Franklin", "Hamilton", "Madison",
                              "Washington", "Kennedy"]
    static let schoolKinds = ["High", "Academy", "Prep", "Central", "Magnet"]

    /// The directory the files go in.
    static var directory: URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("chart-bench-dataframe")
    }

    /// A deterministic sequence of pseudo-random numbers (xorshift64).
    struct Sequence {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return state
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
        /// True with probability `percent` / 100.
        mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    }

    /// The path of the 8-column file of `rows` rows, written if it is not there.
    static func enrollmentsFile(rows: Int) throws -> String {
        try file("enrollments-\(rows).csv") {
            var text = "student,school,subject,enrolled,year,grade_level,score,hours\n"
            text.reserveCapacity(rows * 72)
            var random = Sequence(state: 0x2545_F491_4F6C_DD1D)
            let students = max(1, rows / 10)
            for _ in 0..<rows {
                let student = 1 + random.below(students)
                let school = schoolWords[random.below(schoolWords.count)] + " " + schoolKinds[random.below(schoolKinds.count)]
                // Unequal popularity: subject k is chosen with weight 8 - k.
                var pick = random.below(36), subject = 0
                while pick >= 8 - subject { pick -= 8 - subject; subject += 1 }
                let year = 2015 + random.below(10), month = 1 + random.below(12), day = 1 + random.below(28)
                let grade = 9 + random.below(4)
                let score = Double(random.below(1001)) / 10
                let hours = Double(5 + random.below(196)) / 10
                text += "\(student),\(school),"
                text += random.chance(1) ? "," : "\(subjects[subject]),"
                text += random.chance(2) ? "NA," : "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day),"
                text += "\(year),"
                text += random.chance(3) ? "NA," : "\(grade),"
                text += random.chance(5) ? "," : "\(score),"
                text += random.chance(4) ? "NA\n" : "\(hours)\n"
            }
            return text
        }
    }

    /// The path of the one-row-per-student file for the join (`students` rows), written if it is not there.
    static func studentsFile(students: Int) throws -> String {
        try file("students-\(students).csv") {
            var text = "student,name,age,region\n"
            text.reserveCapacity(students * 32)
            var random = Sequence(state: 0x9E37_79B9_7F4A_7C15)
            var order = Array(1...max(1, students))
            for index in stride(from: order.count - 1, to: 0, by: -1) {
                order.swapAt(index, random.below(index + 1))
            }
            for student in order {
                let name = firstNames[random.below(firstNames.count)] + " " + String(random.below(100_000))
                text += "\(student),\(name),\(14 + random.below(5)),\(regions[random.below(regions.count)])\n"
            }
            return text
        }
    }

    /// The path of `name` in ``directory``, written from `contents()` when missing.
    private static func file(_ name: String, contents: () -> String) throws -> String {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent(name).path
        if FileManager.default.fileExists(atPath: path) { return path }
        let temporary = path + ".partial"
        try contents().write(toFile: temporary, atomically: false, encoding: .utf8)
        try FileManager.default.moveItem(atPath: temporary, toPath: path)
        return path
    }
}
